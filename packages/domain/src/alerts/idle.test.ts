import { describe, expect, it } from 'vitest';
import { formatIdle, stepIdle, type IdleState } from './idle.ts';
import { DEFAULT_ALERT_THRESHOLDS as T } from './thresholds.ts';

const T0 = 1_795_000_000_000;
const DEG = 1 / 111_195;

function replay(fixes: [min: number, dxM: number, inPort?: boolean][]) {
  let s: IdleState | null | undefined;
  return fixes.map(([min, dx, inPort]) => {
    const r = stepIdle(
      s,
      { lon: 107 + dx * DEG, lat: -6, t: T0 + min * 60_000, inPort: inPort ?? false },
      T,
    );
    s = r.state;
    return r;
  });
}

describe('Idle', () => {
  it('fires after 60 min inside the 1 km circle, counting minutes', () => {
    const fixes: [number, number][] = [];
    for (let m = 0; m <= 75; m += 5) fixes.push([m, (m % 10) * 40]);
    const out = replay(fixes);
    expect(out.at(-1)?.idle).toBe(true);
    expect(out.at(-1)?.minutes).toBe(75);
    expect(out.find((r) => r.minutes === 55)?.idle).toBe(false);
  });
  it('must not fire: a ship moving slowly out of the circle, or waiting in port', () => {
    const slow: [number, number][] = [];
    for (let m = 0; m <= 120; m += 5) slow.push([m, m * 20]);
    expect(replay(slow).some((r) => r.idle)).toBe(false);
    const port: [number, number, boolean][] = [];
    for (let m = 0; m <= 120; m += 5) port.push([m, 0, true]);
    expect(replay(port).some((r) => r.idle)).toBe(false);
  });
  it('shows hours over 60 minutes', () => {
    expect(formatIdle(45)).toBe('45 min');
    expect(formatIdle(120)).toBe('2 h');
    expect(formatIdle(135)).toBe('2 h 15 min');
  });
});

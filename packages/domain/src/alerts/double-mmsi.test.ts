import { describe, expect, it } from 'vitest';
import { stepDoubleMmsi, type DoubleMmsiState } from './double-mmsi.ts';

const T0 = 1_795_000_000_000;
const W = 10 * 60_000;

function replay(fixes: [number, number, number][]) {
  let s: DoubleMmsiState | undefined;
  const out: boolean[] = [];
  for (const [sec, lon, lat] of fixes) {
    const v = stepDoubleMmsi(s, { lon, lat, t: T0 + sec * 1000 }, 'src', W);
    s = v.state;
    out.push(v.double);
  }
  return out;
}

describe('Double MMSI', () => {
  it('fires on two ships 100 km apart reporting in turn', () => {
    const fixes: [number, number, number][] = [];
    for (let i = 0; i < 6; i++) {
      fixes.push([i * 10, 107 + i * 0.0005, -6]);
      fixes.push([i * 10 + 5, 108 + i * 0.0005, -6]);
    }
    const out = replay(fixes);
    expect(out.slice(0, 3)).toEqual([false, false, false]);
    expect(out.at(-1)).toBe(true);
  });
  it('must not fire: one bad fix out and back', () => {
    const out = replay([
      [0, 107, -6],
      [10, 107.001, -6],
      [20, 109, -6],
      [30, 107.002, -6],
      [40, 107.003, -6],
    ]);
    expect(out.every((d) => !d)).toBe(true);
  });
  it('must not fire: a ship whose position jumps once, 1.2 km, and goes on from there', () => {
    // A moored ship leaving its berth line, or a GNSS fix corrected: one jump, then the ship
    // reports only from its new place. The old track is never heard again.
    const fixes: [number, number, number][] = [];
    for (let i = 0; i < 10; i++) fixes.push([i * 10, 107 + i * 0.0005, -6]);
    for (let i = 0; i < 40; i++) fixes.push([100 + i * 10, 107.016 + i * 0.0005, -6]);
    expect(replay(fixes).some((d) => d)).toBe(false);
  });
  it('must not fire: a fast craft at 28 kn, or a 12 h gap with a long move', () => {
    const fast: [number, number, number][] = [];
    for (let i = 0; i < 30; i++) fast.push([i * 10, 107 + (i * 10 * 14.4) / 111_195, -6]);
    expect(replay(fast).some((d) => d)).toBe(false);
    expect(
      replay([
        [0, 107, -6],
        [12 * 3600, 108, -6],
        [12 * 3600 + 10, 108.0005, -6],
      ]).some((d) => d),
    ).toBe(false);
  });
  it('stops when the second track falls silent past the window', () => {
    const fixes: [number, number, number][] = [];
    for (let i = 0; i < 4; i++) {
      fixes.push([i * 10, 107, -6]);
      fixes.push([i * 10 + 5, 108, -6]);
    }
    for (let i = 1; i <= 70; i++) fixes.push([40 + i * 10, 107, -6]);
    const out = replay(fixes);
    expect(out).toContain(true);
    expect(out.at(-1)).toBe(false);
  });
});

import { decodeLines } from '@pantau/ais';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultVessels, printLines } from './cli.ts';
import { Simulator } from './simulator.ts';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('pantau-sim', () => {
  it('takes the fleet size from PANTAU_SIM_VESSELS', () => {
    expect(defaultVessels({})).toBe(2000);
    expect(defaultVessels({ PANTAU_SIM_VESSELS: '150000' })).toBe(150000);
    expect(() => defaultVessels({ PANTAU_SIM_VESSELS: '300000' })).toThrow(RangeError);
    expect(() => defaultVessels({ PANTAU_SIM_VESSELS: 'many' })).toThrow(RangeError);
  });

  it('prints a simulated period', () => {
    const sim = new Simulator({ vessels: 50, start: Date.UTC(2026, 10, 21) });
    let text = '';
    const n = printLines(sim, 30, (s) => (text += s));
    expect(n).toBeGreaterThan(50);
    expect(text.split('\n').length - 1).toBe(n);
  });

  it('runs as a command: --stdout --seconds', () => {
    const out = execFileSync(
      process.execPath,
      [CLI, '--stdout', '--seconds', '20', '--start', '2026-11-21T00:00:00Z'],
      { env: { ...process.env, PANTAU_SIM_VESSELS: '30' }, encoding: 'latin1' },
    );
    const { messages, stats } = decodeLines(out);
    expect(messages.length).toBeGreaterThan(20);
    expect(stats.errors.checksum).toBe(0);
    expect(new Set(messages.map((m) => m.mmsi)).size).toBeLessThanOrEqual(30);
  });
});

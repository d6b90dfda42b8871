import { describe, expect, it } from 'vitest';
import { cpaTcpa } from './cpa.ts';

const NM = 1852;

describe('cpaTcpa', () => {
  it('head-on at 10 kn each, 2 NM apart: meet in 6 minutes at 0 m', () => {
    const a = { lon: 107, lat: -6, sog: 10, cog: 0 };
    const b = { lon: 107, lat: -6 + (2 * NM) / 111_195, sog: 10, cog: 180 };
    const r = cpaTcpa(a, b);
    expect(r.cpaM).toBeLessThan(1);
    expect(r.tcpaS).toBeCloseTo(360, 0);
    expect(r.rangeM).toBeCloseTo(2 * NM, -1);
  });

  it('crossing at right angles with an offset: CPA is the offset geometry', () => {
    // b 1 NM east, 1 NM north, heading west at the same speed as a heading north: they meet.
    const d = NM / 111_195;
    const r = cpaTcpa(
      { lon: 107, lat: 0, sog: 12, cog: 0 },
      { lon: 107 + d, lat: d, sog: 12, cog: 270 },
    );
    expect(r.cpaM).toBeLessThan(5);
    expect(r.tcpaS).toBeCloseTo(NM / (12 * (NM / 3600)), -1);
  });

  it('opening vessels have a past CPA (negative TCPA)', () => {
    const r = cpaTcpa(
      { lon: 107, lat: 0, sog: 10, cog: 180 },
      { lon: 107, lat: 0.01, sog: 10, cog: 0 },
    );
    expect(r.tcpaS).toBeLessThan(0);
  });

  it('same course and speed: the range holds, TCPA 0', () => {
    const r = cpaTcpa(
      { lon: 107, lat: 0, sog: 8, cog: 45 },
      { lon: 107.01, lat: 0, sog: 8, cog: 45 },
    );
    expect(r.tcpaS).toBe(0);
    expect(r.cpaM).toBeCloseTo(r.rangeM, 6);
  });

  it('across the antimeridian', () => {
    const r = cpaTcpa(
      { lon: 179.99, lat: 0, sog: 0, cog: 0 },
      { lon: -179.99, lat: 0, sog: 0, cog: 0 },
    );
    expect(r.rangeM).toBeCloseTo(0.02 * 111_195, -1);
  });
});

import { describe, expect, it } from 'vitest';
import { callSignKey, impossibleJump } from './plot.ts';

describe('impossibleJump', () => {
  const at = (lon: number, lat: number, t: number) => ({ lon, lat, t });

  it('lets a fast ferry through: 40 kn for a minute', () => {
    // 40 kn = 20.6 m/s: 1,235 m in 60 s.
    expect(impossibleJump(at(106.8, -6, 0), at(106.8 + 1235 / 110_574, -6, 60_000))).toBe(false);
  });

  it('flags a second ship 50 km away ten seconds later', () => {
    expect(impossibleJump(at(106.8, -6, 0), at(107.25, -6, 10_000))).toBe(true);
  });

  it('ignores GPS noise of a few hundred metres even in the same second', () => {
    expect(impossibleJump(at(106.8, -6, 0), at(106.803, -6, 0))).toBe(false);
  });

  it('flags a far position with the same timestamp', () => {
    expect(impossibleJump(at(106.8, -6, 5_000), at(108, -6, 5_000))).toBe(true);
  });
});

describe('callSignKey', () => {
  it('normalises case and space and drops filler', () => {
    expect(callSignKey(' pkab ')).toBe('PKAB');
    expect(callSignKey('')).toBeNull();
    expect(callSignKey('@@@@@@@')).toBeNull();
    expect(callSignKey('0')).toBeNull();
    expect(callSignKey(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_AGE_POLICY, freshness } from './age.ts';

describe('freshness', () => {
  const min = 60_000;
  it('goes fresh → stale at 6 min → lost at 10 → expired', () => {
    expect(freshness(0, 5 * min, false)).toBe('fresh');
    expect(freshness(0, 6 * min, false)).toBe('stale');
    expect(freshness(0, 10 * min, false)).toBe('lost');
    expect(freshness(0, DEFAULT_AGE_POLICY.removeMs, false)).toBe('expired');
  });
  it('gives class B and satellite vessels longer', () => {
    expect(freshness(0, 10 * min, true)).toBe('fresh');
    expect(freshness(0, 18 * min, true)).toBe('stale');
    expect(freshness(0, 30 * min, true)).toBe('lost');
  });
});

import { describe, expect, it } from 'vitest';
import { greatCircleM } from './distance.ts';

describe('greatCircleM', () => {
  it('gives one nautical mile for one minute of latitude, near enough', () => {
    // A minute of arc on the mean sphere is 1853.2 m; the nautical mile is 1852 m by definition.
    expect(greatCircleM(106.8, -6, 106.8, -6 + 1 / 60)).toBeCloseTo(1853.2, 0);
  });

  it('measures Tanjung Priok to Benoa as the great circle does', () => {
    // Priok (106.883 E, 6.100 S) to Benoa (115.210 E, 8.745 S): 962 km on the sphere.
    const m = greatCircleM(106.883, -6.1, 115.21, -8.745);
    expect(m / 1000).toBeGreaterThan(955);
    expect(m / 1000).toBeLessThan(970);
  });

  it('is zero for the same point and symmetric', () => {
    expect(greatCircleM(100, 1, 100, 1)).toBe(0);
    expect(greatCircleM(100, 1, 120, -5)).toBeCloseTo(greatCircleM(120, -5, 100, 1), 6);
  });

  it('takes the short way across the antimeridian', () => {
    expect(greatCircleM(179.5, 0, -179.5, 0) / 1000).toBeCloseTo(111.2, 0);
  });
});

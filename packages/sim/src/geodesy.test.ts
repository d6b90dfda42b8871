import { describe, expect, it } from 'vitest';
import { angleDiff, bearingDeg, destination, distanceNm, normaliseDeg } from './geodesy.ts';

describe('geodesy', () => {
  it('measures a degree of latitude as about 60 nautical miles', () => {
    expect(distanceNm([106, -6], [106, -5])).toBeCloseTo(60.04, 1);
  });

  it('gives the bearings of the cardinal directions', () => {
    expect(bearingDeg([106, -6], [106, -5])).toBeCloseTo(0, 6);
    expect(bearingDeg([106, -6], [107, -6])).toBeCloseTo(90, 0);
    expect(bearingDeg([106, -6], [106, -7])).toBeCloseTo(180, 6);
    expect(bearingDeg([106, -6], [105, -6])).toBeCloseTo(270, 0);
  });

  it('lands where distance and bearing say (Tanjung Priok to Surabaya)', () => {
    const priok = [106.9, -5.92] as const;
    const perak = [112.72, -7.14] as const;
    const d = distanceNm(priok, perak);
    expect(d).toBeGreaterThan(340);
    expect(d).toBeLessThan(360);
    const [lon, lat] = destination(priok, bearingDeg(priok, perak), d);
    expect(lon).toBeCloseTo(perak[0], 6);
    expect(lat).toBeCloseTo(perak[1], 6);
  });

  it('normalises angles and their differences', () => {
    expect(normaliseDeg(-10)).toBe(350);
    expect(normaliseDeg(725)).toBe(5);
    expect(angleDiff(350, 10)).toBe(20);
    expect(angleDiff(10, 350)).toBe(-20);
  });
});

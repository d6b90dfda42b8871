import { describe, expect, it } from 'vitest';
import { greatCircleM } from './distance.ts';
import {
  DEFAULT_DISTANCE_UNIT,
  formatDistance,
  geodesicM,
  isDistanceUnit,
  metresIn,
  pathLengthM,
} from './measure.ts';

describe('geodesicM (WGS84)', () => {
  it('gives the equatorial degree of longitude: a × π / 180', () => {
    expect(geodesicM(0, 0, 1, 0)).toBeCloseTo((6_378_137 * Math.PI) / 180, 3);
  });

  it('gives the quarter meridian, equator to pole: 10 001 965.729 m', () => {
    expect(geodesicM(0, 0, 0, 90)).toBeCloseTo(10_001_965.729, 2);
  });

  it("matches GeographicLib's documented example (GeodSolve -i: 40.6 -73.8 51.6 -0.5)", () => {
    expect(geodesicM(-73.8, 40.6, -0.5, 51.6)).toBeCloseTo(5_551_759.4003, 3);
  });

  it('is shorter than the sphere north-south at the equator, where the meridian is flatter', () => {
    // A degree of latitude at the equator is 110 574.4 m on WGS84; 111 195 m on the sphere.
    expect(geodesicM(106.8, -0.5, 106.8, 0.5)).toBeCloseTo(110_574.4, 0);
    expect(greatCircleM(106.8, -0.5, 106.8, 0.5)).toBeGreaterThan(111_000);
  });

  it('takes the short way across the antimeridian and is symmetric', () => {
    expect(geodesicM(179.5, 0, -179.5, 0)).toBeCloseTo((6_378_137 * Math.PI) / 180, 3);
    expect(geodesicM(100, 1, 120, -5)).toBeCloseTo(geodesicM(120, -5, 100, 1), 6);
  });
});

describe('pathLengthM', () => {
  it('is 0 for no point or one', () => {
    expect(pathLengthM([])).toBe(0);
    expect(pathLengthM([[106.8, -6.1]])).toBe(0);
  });

  it('adds its legs', () => {
    const priok: [number, number] = [106.883, -6.1];
    const cirebon: [number, number] = [108.57, -6.71];
    const benoa: [number, number] = [115.21, -8.745];
    const legs = geodesicM(...priok, ...cirebon) + geodesicM(...cirebon, ...benoa);
    expect(pathLengthM([priok, cirebon, benoa])).toBeCloseTo(legs, 6);
    expect(legs).toBeGreaterThan(pathLengthM([priok, benoa]));
  });
});

describe('units', () => {
  it('defaults to nautical miles, 1852 m each', () => {
    expect(DEFAULT_DISTANCE_UNIT).toBe('nmi');
    expect(metresIn(1852, 'nmi')).toBe(1);
    expect(metresIn(1500, 'km')).toBe(1.5);
  });

  it('writes 3 decimals for nautical miles and 1 for km and m (SPEC §9)', () => {
    const metres = 1852 * 12.3456;
    expect(formatDistance(metres, 'nmi')).toBe('12.346 NM');
    expect(formatDistance(metres, 'km')).toBe('22.9 km');
    expect(formatDistance(metres, 'm')).toBe('22864.1 m');
    expect(formatDistance(0, 'nmi')).toBe('0.000 NM');
  });

  it('knows its units', () => {
    expect(isDistanceUnit('km')).toBe(true);
    expect(isDistanceUnit('mi')).toBe(false);
    expect(isDistanceUnit('toString')).toBe(false);
  });
});

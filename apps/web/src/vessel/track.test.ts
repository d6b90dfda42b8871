import { describe, expect, it } from 'vitest';
import {
  DASH_GAP_MS,
  departureTime,
  distanceM,
  speedStats,
  trackDistanceNm,
  trackPaths,
} from './track.ts';

const MIN = 60_000;

describe('trackPaths', () => {
  it('keeps close points in one solid run', () => {
    const { solid, dashed } = trackPaths([
      { t: 0, lat: -6, lon: 106 },
      { t: MIN, lat: -6.001, lon: 106 },
      { t: 2 * MIN, lat: -6.002, lon: 106 },
    ]);
    expect(solid).toHaveLength(1);
    expect(solid[0]).toHaveLength(3);
    expect(dashed).toHaveLength(0);
  });

  it('dashes a gap of 15 minutes or more', () => {
    const { solid, dashed } = trackPaths([
      { t: 0, lat: -6, lon: 106 },
      { t: MIN, lat: -6.001, lon: 106 },
      { t: MIN + DASH_GAP_MS, lat: -6.05, lon: 106 },
      { t: 2 * MIN + DASH_GAP_MS, lat: -6.051, lon: 106 },
    ]);
    expect(solid).toHaveLength(2);
    expect(dashed).toHaveLength(10);
  });

  it('leaves out a segment faster than 30 m/s', () => {
    const { solid, dashed } = trackPaths([
      { t: 0, lat: -6, lon: 106 },
      { t: MIN, lat: -5, lon: 106 },
      { t: 2 * MIN, lat: -5.001, lon: 106 },
    ]);
    expect(solid).toHaveLength(1);
    expect(solid[0]).toEqual([
      [106, -5],
      [106, -5.001],
    ]);
    expect(dashed).toHaveLength(0);
  });

  it('measures great-circle distance', () => {
    expect(distanceM({ t: 0, lat: 0, lon: 0 }, { t: 0, lat: 1, lon: 0 })).toBeCloseTo(111_195, -1);
  });
});

describe('voyage figures', () => {
  const at = (i: number, sog: number | null, lat = -6 - i * 0.01) => ({
    t: i * MIN,
    lat,
    lon: 106,
    sog,
  });

  it('adds up the distance in nautical miles, leaving out jumps', () => {
    // 0.01° of latitude is about 0.6 nmi; the jump of 5° in a minute is left out.
    const nm = trackDistanceNm([at(0, 10), at(1, 10), at(2, 10), at(3, 10, 5)]);
    expect(nm).toBeCloseTo(1.2, 1);
    expect(trackDistanceNm([])).toBe(0);
  });

  it('finds when the vessel left its last stop', () => {
    const track = [at(0, 8), at(1, 0.5), at(2, null), at(3, 0.2), at(4, 3), at(5, 11)];
    expect(departureTime(track)).toBe(4 * MIN);
    // Two stops: the later departure counts.
    expect(departureTime([...track, at(6, 0.4), at(7, 6)])).toBe(7 * MIN);
    // Stopped now, or never stopped: no departure.
    expect(departureTime([...track, at(6, 0.4)])).toBeNull();
    expect(departureTime([at(0, 9), at(1, 10)])).toBeNull();
  });

  it('averages and maximises the speeds since a time', () => {
    const stats = speedStats([at(0, 20), at(1, 4), at(2, null), at(3, 8)], MIN);
    expect(stats).toEqual({ average: 6, maximum: 8 });
    expect(speedStats([at(0, 20)], MIN)).toBeNull();
  });
});

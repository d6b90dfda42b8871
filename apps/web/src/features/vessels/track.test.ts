import { describe, expect, it } from 'vitest';
import { DASH_GAP_MS, distanceM, trackPaths } from './track.ts';

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

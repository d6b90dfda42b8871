import { describe, expect, it } from 'vitest';
import { coordinatesText } from './port-panel.model.ts';
import { pathUntil, positionAt, trackOf } from './port-history.ts';

const T0 = 1_700_000_000_000;

describe('Port History', () => {
  it('drops points without numeric coordinates, and a vessel left with none', () => {
    const track = trackOf(1, [
      { t: T0, lon: 106.9, lat: -6.0 },
      { t: T0 + 60_000, lon: null, lat: -6.01 },
      { t: T0 + 120_000, lon: 107.0, lat: -6.1 },
    ]);
    expect(track).toEqual({
      mmsi: 1,
      t: [T0, T0 + 120_000],
      lon: [106.9, 107.0],
      lat: [-6.0, -6.1],
    });
    expect(trackOf(2, [{ t: T0, lon: Number.NaN, lat: null }])).toBeNull();
  });

  it('places a vessel between its two points at the replay time, nowhere outside its track', () => {
    const track = trackOf(1, [
      { t: T0, lon: 106.0, lat: -6.0 },
      { t: T0 + 100_000, lon: 107.0, lat: -7.0 },
      { t: T0 + 200_000, lon: 107.0, lat: -8.0 },
    ])!;
    expect(positionAt(track, T0 - 1)).toBeNull();
    expect(positionAt(track, T0 + 200_001)).toBeNull();
    const mid = positionAt(track, T0 + 50_000)!;
    expect(mid[0]).toBeCloseTo(106.5, 9);
    expect(mid[1]).toBeCloseTo(-6.5, 9);
    expect(positionAt(track, T0 + 150_000)).toEqual([107.0, -7.5]);
    expect(pathUntil(track, T0 + 150_000)).toEqual([
      [106.0, -6.0],
      [107.0, -7.0],
      [107.0, -7.5],
    ]);
    expect(pathUntil(track, T0 - 1)).toEqual([]);
  });

  it("writes a lane's coordinates as its first point and how many more", () => {
    expect(coordinatesText({ type: 'Point', coordinates: [106.883333, -6.1] })).toBe(
      '106.88333, -6.10000',
    );
    expect(
      coordinatesText({
        type: 'LineString',
        coordinates: [
          [106.8867, -6.0417],
          [106.8867, -6.0833],
          [106.8833, -6.0983],
        ],
      }),
    ).toBe('106.88670, -6.04170 (+2)');
  });
});

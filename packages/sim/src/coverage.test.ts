import { describe, expect, it } from 'vitest';
import { ANCHORAGES } from './anchorages.ts';
import { SHORE_STATIONS, TERRESTRIAL_RANGE_NM, terrestrialCoverage } from './coverage.ts';
import { bearingDeg, destination, distanceNm, type LonLat } from './geodesy.ts';
import { PORT_ENTRIES } from './network.ts';

const nearest = (p: LonLat): number => Math.min(...SHORE_STATIONS.map((s) => distanceNm(p, s)));

describe('terrestrialCoverage', () => {
  it('hears the harbours and anchorages, not the open sea far from any port', () => {
    for (const a of ANCHORAGES) expect(terrestrialCoverage(...a.center), a.id).toBe(true);
    for (const p of PORT_ENTRIES) {
      const berth = p.path[p.path.length - 1] as LonLat;
      expect(terrestrialCoverage(...berth), p.code).toBe(true);
    }
    // Mid Banda Sea, the Indian Ocean south of the Sunda Strait, the Arafura Sea.
    const open: LonLat[] = [
      [127.5, -5.8],
      [104.3, -7.6],
      [135.5, -8.5],
    ];
    for (const p of open) {
      expect(nearest(p)).toBeGreaterThan(100);
      expect(terrestrialCoverage(...p)).toBe(false);
    }
    // Nowhere near Indonesia.
    expect(terrestrialCoverage(0, 0)).toBe(false);
  });

  it('reaches TERRESTRIAL_RANGE_NM from a station and no further', () => {
    const lone = [135.5, -8.5] as const;
    // Out from the station nearest to the open Arafura Sea, towards it.
    const station = SHORE_STATIONS.reduce((a, b) =>
      distanceNm(lone, a) < distanceNm(lone, b) ? a : b,
    );
    const bearing = bearingDeg(station, lone);
    const inside = destination(station, bearing, TERRESTRIAL_RANGE_NM - 0.5);
    const outside = destination(station, bearing, TERRESTRIAL_RANGE_NM + 0.5);
    expect(terrestrialCoverage(...inside)).toBe(true);
    expect(nearest(outside)).toBeGreaterThan(TERRESTRIAL_RANGE_NM);
    expect(terrestrialCoverage(...outside)).toBe(false);
  });

  it('answers as measuring every station would, across Indonesian waters', () => {
    let covered = 0;
    for (let lon = 94; lon <= 142; lon += 0.37) {
      for (let lat = -11.5; lat <= 7; lat += 0.29) {
        const c = terrestrialCoverage(lon, lat);
        expect(c, `${lon},${lat}`).toBe(nearest([lon, lat]) <= TERRESTRIAL_RANGE_NM);
        if (c) covered++;
      }
    }
    expect(covered).toBeGreaterThan(100);
  });
});

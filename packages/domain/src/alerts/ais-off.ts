import { greatCircleM } from '@pantau/geo';
import type { AlertThresholds } from './thresholds.ts';

/**
 * Ais Off (SPEC §3 Ais Off: firstData/lastData, detectedAtSource): a vessel silent for
 * longer than its expected reporting interval allows, only where it should have been heard.
 *
 * Expected interval: ITU-R M.1371-5 Annex 1 Table 1 (class A by speed and status; class B
 * "CS" 30 s under way, 3 min under 2 kn). A gap counts past `aisOffMissed` intervals and
 * never under `aisOffMinGapMs`.
 *
 * Coverage: satellite passes are minutes to hours apart, so only a vessel whose last report
 * came from a terrestrial source is judged, and only while terrestrial sources still hear
 * other vessels within `coverageM` of its last position (`CoverageMap`): a ship that went
 * over the horizon of the last station, or a station that went down, is not "AIS off".
 */
export function expectedIntervalMs(v: {
  aisClass: 'A' | 'B' | null;
  sog: number | null;
  navStatus: number | null;
}): number {
  const sog = v.sog ?? 0;
  if (v.aisClass === 'B') return sog < 2 ? 180_000 : 30_000;
  if ((v.navStatus === 1 || v.navStatus === 5) && sog <= 3) return 180_000;
  if (sog <= 14) return 10_000;
  if (sog <= 23) return 6_000;
  return 2_000;
}

export function aisOffGapMs(
  v: { aisClass: 'A' | 'B' | null; sog: number | null; navStatus: number | null },
  t: AlertThresholds,
): number {
  return Math.max(t.aisOffMinGapMs, t.aisOffMissed * expectedIntervalMs(v));
}

export interface SilentVessel {
  mmsi: number;
  lon: number;
  lat: number;
  /** Time of the last report. */
  lastT: number;
  aisClass: 'A' | 'B' | null;
  sog: number | null;
  navStatus: number | null;
  /** Whether the last report came from a terrestrial source. */
  terrestrial: boolean;
}

/** Whether a vessel is 'AIS off' at `now`, given where terrestrial sources hear vessels. */
export function aisOff(
  v: SilentVessel,
  now: number,
  coverage: CoverageMap,
  t: AlertThresholds,
): boolean {
  if (!v.terrestrial) return false;
  if (now - v.lastT <= aisOffGapMs(v, t)) return false;
  return coverage.covered(v.lon, v.lat, now - t.coverageFreshMs, v.mmsi, t.coverageM);
}

/**
 * Where terrestrial sources hear vessels: cells of 0.1° (about 6 NM) with the newest time a
 * terrestrial report came from inside and the vessel that sent it (and the one before, so a
 * vessel does not cover itself). Pure: the caller gives every time.
 */
const CELL = 0.1;
interface Cell {
  t: number;
  mmsi: number;
  t2: number;
  mmsi2: number;
}

export class CoverageMap {
  readonly #cells = new Map<number, Cell>();

  static key(lon: number, lat: number): number {
    return Math.floor((lat + 90) / CELL) * 4000 + Math.floor((lon + 180) / CELL);
  }

  /** A terrestrial report of `mmsi` at a position. */
  heard(mmsi: number, lon: number, lat: number, t: number): void {
    const k = CoverageMap.key(lon, lat);
    const c = this.#cells.get(k);
    if (!c) {
      this.#cells.set(k, { t, mmsi, t2: 0, mmsi2: -1 });
      return;
    }
    if (t < c.t) return;
    if (c.mmsi !== mmsi) {
      c.t2 = c.t;
      c.mmsi2 = c.mmsi;
    }
    c.t = t;
    c.mmsi = mmsi;
  }

  /** Whether another vessel than `mmsi` was heard after `since` within `radiusM`. */
  covered(lon: number, lat: number, since: number, mmsi: number, radiusM: number): boolean {
    const dLat = radiusM / 111_195;
    const dLon = dLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
    for (let y = lat - dLat; y <= lat + dLat + CELL; y += CELL) {
      for (let x = lon - dLon; x <= lon + dLon + CELL; x += CELL) {
        const cy = Math.min(y, lat + dLat);
        const cx = Math.min(x, lon + dLon);
        const c = this.#cells.get(CoverageMap.key(cx, cy));
        if (!c) continue;
        const t = c.mmsi !== mmsi ? c.t : c.t2;
        if (t <= since) continue;
        // The cell's centre within reach (a cell is 6 NM: a coarse edge is fine here).
        const centreLat = (Math.floor((cy + 90) / CELL) + 0.5) * CELL - 90;
        const centreLon = (Math.floor((cx + 180) / CELL) + 0.5) * CELL - 180;
        if (greatCircleM(lon, lat, centreLon, centreLat) <= radiusM + 5_000) return true;
      }
    }
    return false;
  }

  /** Forgets cells not heard since `before`. */
  sweep(before: number): void {
    for (const [k, c] of this.#cells) if (c.t < before) this.#cells.delete(k);
  }
}

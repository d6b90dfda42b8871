import { cpaTcpa, greatCircleM } from '@pantau/geo';
import type { AlertThresholds } from './thresholds.ts';

/**
 * Close Distance and CPA/TCPA, one record per pair of vessels (SPEC §3 Close Distance:
 * mmsi1/mmsi2 and distance in metres). A pair is close when nearer than `closeDistanceM`
 * (alarm), or predicted to pass within `cpaM` in the next `tcpaMs` (warning). Both must be
 * making way (at least `underwayKn`, not at anchor or moored) and neither in a port or an
 * anchorage: ships alongside each other there are not a risk.
 */
export interface PairVessel {
  mmsi: number;
  lon: number;
  lat: number;
  sog: number | null;
  cog: number | null;
  navStatus: number | null;
  /** Within the port detection circle or an anchorage (the caller knows the ports). */
  inPort: boolean;
}

export interface PairVerdict {
  risk: 'close' | 'cpa' | null;
  distanceM: number;
  cpaM: number | null;
  tcpaS: number | null;
}

/** ITU-R M.1371 navigational status: 1 at anchor, 5 moored, 6 aground. */
const AT_REST_STATUS = new Set([1, 5, 6]);

export function underway(v: PairVessel, t: AlertThresholds): boolean {
  return (
    v.sog !== null &&
    v.sog >= t.underwayKn &&
    (v.navStatus === null || !AT_REST_STATUS.has(v.navStatus)) &&
    !v.inPort
  );
}

/**
 * An open pair closes only past its thresholds grown by this factor, so a pair hovering at
 * the limit is one record, not a record per report.
 */
export const PAIR_HYSTERESIS = 1.2;

export function pairRisk(
  a: PairVessel,
  b: PairVessel,
  thresholds: AlertThresholds,
  open = false,
): PairVerdict {
  const k = open ? PAIR_HYSTERESIS : 1;
  const t = {
    ...thresholds,
    closeDistanceM: thresholds.closeDistanceM * k,
    cpaM: thresholds.cpaM * k,
    tcpaMs: thresholds.tcpaMs * k,
    underwayKn: thresholds.underwayKn / k,
  };
  const distanceM = greatCircleM(a.lon, a.lat, b.lon, b.lat);
  const none: PairVerdict = { risk: null, distanceM, cpaM: null, tcpaS: null };
  if (a.mmsi === b.mmsi || !underway(a, t) || !underway(b, t)) return none;
  if (a.cog === null || b.cog === null) {
    return distanceM < t.closeDistanceM ? { ...none, risk: 'close' } : none;
  }
  const c = cpaTcpa(
    { lon: a.lon, lat: a.lat, sog: a.sog ?? 0, cog: a.cog },
    { lon: b.lon, lat: b.lat, sog: b.sog ?? 0, cog: b.cog },
  );
  const cpa = { cpaM: Math.round(c.cpaM), tcpaS: Math.round(c.tcpaS) };
  if (distanceM < t.closeDistanceM) return { risk: 'close', distanceM, ...cpa };
  if (c.tcpaS > 0 && c.tcpaS * 1000 <= t.tcpaMs && c.cpaM < t.cpaM) {
    return { risk: 'cpa', distanceM, ...cpa };
  }
  return { ...none, ...cpa };
}

/** The fastest other ship the neighbour search allows for, knots. */
export const PAIR_OTHER_MAX_KN = 25;

/** The search radius for neighbours of a vessel at `sog` knots: what can close within TCPA. */
export function pairSearchM(sog: number, t: AlertThresholds): number {
  const closingMps = (sog + PAIR_OTHER_MAX_KN) * (1852 / 3600);
  return Math.max(t.closeDistanceM, t.cpaM + closingMps * (t.tcpaMs / 1000));
}

/** The one key of a pair, whichever vessel reported. */
export function pairKey(m1: number, m2: number): string {
  return m1 < m2 ? `${m1}:${m2}` : `${m2}:${m1}`;
}

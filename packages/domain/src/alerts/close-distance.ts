import { cpaTcpa, destinationPoint, greatCircleM } from '@pantau/geo';
import { ferryCrossingAt, ferryType } from './ferry-crossings.ts';
import type { AlertThresholds } from './thresholds.ts';
import type { AlertPriority } from './types.ts';

/**
 * Close Distance and CPA/TCPA, one record per pair of vessels (SPEC §3 Close Distance:
 * mmsi1/mmsi2 and distance in metres). A pair is close when nearer than `closeDistanceM`
 * (alarm), or predicted to pass within `cpaM` in the next `tcpaMs` (warning). Both must be
 * making way (at least `underwayKn`, not at anchor or moored) and neither in a port or an
 * anchorage: ships alongside each other there are not a risk. Some pairs are not watched
 * (`pairWatched`): two fishing vessels (a fleet working a ground keeps close on purpose:
 * COLREG rule 18 already gives them way, and a watch over them is noise), two leisure craft
 * (ship types 36 sailing and 37 pleasure: a regatta or a marina's boats), two class B sets
 * (small craft: neither carries the duty to fit AIS, and near shore they pass close all
 * day), and any pair with a service craft (ITU-R M.1371 types 31–35 towing, dredging,
 * diving, military; 50–55 and 58–59 pilot, search and rescue, tug, port tender,
 * anti-pollution, law enforcement, medical, noncombatant): its work is to go alongside or
 * near other ships, and every approach of a pilot boat or a tug would be an alarm; and two
 * ferries (passenger ships or high-speed craft) on the same scheduled crossing
 * (`ferry-crossings.ts`): they meet on every crossing, each on its own side of the line. A
 * ship meeting a fishing vessel, a leisure craft, a class B set or a ferry is watched.
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
  /** AIS class when known (a pair of two class B sets is not watched). */
  aisClass?: 'A' | 'B' | null;
  /** ITU-R M.1371 ship type when known (30: fishing). */
  shipType?: number | null;
}

/** ITU-R M.1371 navigational status 7: engaged in fishing. */
const ENGAGED_IN_FISHING = 7;
/** ITU-R M.1371 ship type 30: fishing. */
const FISHING_TYPE = 30;
/** ITU-R M.1371 ship types 36 sailing and 37 pleasure craft. */
const LEISURE_TYPES = new Set([36, 37]);
/** ITU-R M.1371 ship types of craft whose work is near other ships (see the note above). */
const SERVICE_TYPES = new Set([31, 32, 33, 34, 35, 50, 51, 52, 53, 54, 55, 58, 59]);

function fishing(v: PairVessel): boolean {
  return v.navStatus === ENGAGED_IN_FISHING || v.shipType === FISHING_TYPE;
}

/** Whether the pair is one Close Distance and CPA/TCPA look at (see the note above). */
export function pairWatched(a: PairVessel, b: PairVessel): boolean {
  if (SERVICE_TYPES.has(a.shipType ?? -1) || SERVICE_TYPES.has(b.shipType ?? -1)) return false;
  if (fishing(a) && fishing(b)) return false;
  if (LEISURE_TYPES.has(a.shipType ?? -1) && LEISURE_TYPES.has(b.shipType ?? -1)) return false;
  if (ferryType(a.shipType) && ferryType(b.shipType)) {
    const crossing = ferryCrossingAt(a.lon, a.lat);
    if (crossing !== null && crossing === ferryCrossingAt(b.lon, b.lat)) return false;
  }
  return !(a.aisClass === 'B' && b.aisClass === 'B');
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

/**
 * A prediction opens a warning only when the two really close: the CPA at least this share
 * below their present distance. Two ships steaming in company on a lane (about the same
 * course and speed) have a CPA about their distance and a TCPA that noise throws about: a
 * warning there is no meeting, and it would open and close at every other report.
 */
export const CPA_MIN_CLOSING = 0.2;

/**
 * A prediction rings (a warning) when it is imminent: the two will pass nearer than the
 * Distance Alert limit (the close approach the user asked to be told of) within this many
 * seconds. Any other prediction within the CPA guard is recorded (caution), listed with its
 * CPA and minutes but not rung: in a port approach ships converge on the pilot station all
 * day with a CPA under a mile ten minutes ahead, and ships meeting on a two-way lane pass
 * half a mile to a mile apart as they should; each of those in the bell buried the close
 * approaches (on the simulator's national picture, 2,000 vessels, predictions of a CPA
 * between 500 m and a mile were two thirds of the warnings).
 */
export const CPA_IMMINENT_S = 6 * 60;

/** The priority of a Close Distance record: a close approach is an alarm (see above). */
export function pairPriority(
  v: Pick<PairVerdict, 'risk' | 'tcpaS' | 'cpaM'>,
  closeDistanceM: number,
): AlertPriority {
  if (v.risk === 'close') return 'alarm';
  const imminent = v.tcpaS !== null && v.tcpaS <= CPA_IMMINENT_S;
  return imminent && v.cpaM !== null && v.cpaM < closeDistanceM ? 'warning' : 'caution';
}

/**
 * The pair's risk now. `open` is the risk its open record was written with (null when none):
 * an open record keeps its risk within thresholds grown by `PAIR_HYSTERESIS`, but a rise
 * is judged at the configured limits (a warning at 550 m is not a close approach at 500 m).
 */
export function pairRisk(
  a: PairVessel,
  b: PairVessel,
  thresholds: AlertThresholds,
  open: PairVerdict['risk'] = null,
): PairVerdict {
  const k = open ? PAIR_HYSTERESIS : 1;
  const t = {
    ...thresholds,
    closeDistanceM: thresholds.closeDistanceM * (open === 'close' ? PAIR_HYSTERESIS : 1),
    cpaM: thresholds.cpaM * k,
    tcpaMs: thresholds.tcpaMs * k,
    underwayKn: thresholds.underwayKn / k,
  };
  const distanceM = greatCircleM(a.lon, a.lat, b.lon, b.lat);
  const none: PairVerdict = { risk: null, distanceM, cpaM: null, tcpaS: null };
  if (a.mmsi === b.mmsi || !pairWatched(a, b) || !underway(a, t) || !underway(b, t)) return none;
  if (a.cog === null || b.cog === null) {
    return distanceM < t.closeDistanceM ? { ...none, risk: 'close' } : none;
  }
  const c = cpaTcpa(
    { lon: a.lon, lat: a.lat, sog: a.sog ?? 0, cog: a.cog },
    { lon: b.lon, lat: b.lat, sog: b.sog ?? 0, cog: b.cog },
  );
  const cpa = { cpaM: Math.round(c.cpaM), tcpaS: Math.round(c.tcpaS) };
  if (distanceM < t.closeDistanceM) return { risk: 'close', distanceM, ...cpa };
  // The prediction is made for class A ships only: a class B set reports every 30 s with a
  // course over ground too rough to predict a passing from (close approaches still count).
  const predictable = a.aisClass !== 'B' && b.aisClass !== 'B';
  const closing = c.cpaM <= distanceM * (1 - CPA_MIN_CLOSING);
  if (
    predictable &&
    (open !== null || closing) &&
    c.tcpaS > 0 &&
    c.tcpaS * 1000 <= t.tcpaMs &&
    c.cpaM < t.cpaM
  ) {
    return { risk: 'cpa', distanceM, ...cpa };
  }
  return { ...none, ...cpa };
}

/**
 * Whether an open pair's record should be written again: its risk rose (a prediction
 * became a close approach; a close pair keeps its alarm until it closes), or the pair came nearer than `PAIR_NEARER` of the
 * distance last recorded (the record keeps the closest approach). Distance, CPA and TCPA
 * change at every report; writing each change is the flood of rows operators complain of.
 */
export function pairNews(
  recorded: { risk: PairVerdict['risk']; distanceM: number } | undefined,
  now: PairVerdict,
): boolean {
  if (!recorded) return now.risk !== null;
  if (now.risk === null) return false;
  // A pair once close stays recorded as close (its alarm) until it closes.
  if (recorded.risk === 'close' && now.risk === 'cpa') return false;
  return now.risk !== recorded.risk || now.distanceM < recorded.distanceM * PAIR_NEARER;
}

/** A pair's record is written again when it comes nearer than this share of its distance. */
export const PAIR_NEARER = 0.75;

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

/** The longest a report is carried forward to judge a pair (a class B set at sea: 3 min). */
export const PAIR_RECKON_MAX_MS = 3 * 60_000;

/**
 * The vessel where it is at `t`: its report of `reportedT` carried forward at the speed and
 * course it reported (at most `PAIR_RECKON_MAX_MS`). A pair is judged when one of the two
 * reports, against the other's last report: a class B set reports every 30 s, and two ships
 * at 14 kn on one lane are 216 m further along than that report says. Without this the
 * pair's distance swung by hundreds of metres report by report, and the record of two ships
 * side by side at 480 m closed and opened again every half minute.
 */
export function reckonedAt<V extends PairVessel>(v: V, reportedT: number, t: number): V {
  const dt = Math.min(t - reportedT, PAIR_RECKON_MAX_MS);
  if (!(dt > 0) || v.sog === null || v.cog === null || v.sog <= 0) return v;
  const [lon, lat] = destinationPoint(v.lon, v.lat, v.cog, (v.sog * 1852 * dt) / 3_600_000);
  return { ...v, lon, lat };
}

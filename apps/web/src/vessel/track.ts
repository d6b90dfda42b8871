/**
 * A track as drawn (SPEC §9: dashed where the gap between points is 15 minutes or more).
 * Segments whose implied speed is over 30 m/s are left out (a bad fix, not a voyage).
 */

import { PLOT_MAX_SPEED_MPS } from '@pantau/domain';
import { greatCircleM } from '@pantau/geo';

export interface TrackPoint {
  t: number;
  lat: number;
  lon: number;
}

export const DASH_GAP_MS = 15 * 60_000;
/** The same bound as the live picture's MMSI-double rule. */
export const MAX_SPEED_MS = PLOT_MAX_SPEED_MPS;

export function distanceM(a: TrackPoint, b: TrackPoint): number {
  return greatCircleM(a.lon, a.lat, b.lon, b.lat);
}

export type Path = [number, number][];

/** Solid runs of points, and the dashed gaps cut into short dashes (each a 2-point path). */
export function trackPaths(points: readonly TrackPoint[]): { solid: Path[]; dashed: Path[] } {
  const solid: Path[] = [];
  const dashed: Path[] = [];
  let run: Path = [];
  const endRun = () => {
    if (run.length > 1) solid.push(run);
    run = [];
  };
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as TrackPoint;
    const b = points[i] as TrackPoint;
    const dt = b.t - a.t;
    const metres = distanceM(a, b);
    if (dt <= 0 ? metres > 0 : metres / (dt / 1000) > MAX_SPEED_MS) {
      endRun();
      continue;
    }
    if (dt >= DASH_GAP_MS) {
      endRun();
      dashed.push(...dashes(a, b));
      continue;
    }
    if (run.length === 0) run.push([a.lon, a.lat]);
    run.push([b.lon, b.lat]);
  }
  endRun();
  return { solid, dashed };
}

/** A gap as dashes: 10 on, 10 off along the straight line. */
function dashes(a: TrackPoint, b: TrackPoint, pieces = 10): Path[] {
  const out: Path[] = [];
  const at = (f: number): [number, number] => [
    a.lon + (b.lon - a.lon) * f,
    a.lat + (b.lat - a.lat) * f,
  ];
  for (let k = 0; k < pieces; k++) out.push([at(k / pieces), at((k + 0.5) / pieces)]);
  return out;
}

// ---------------------------------------------------------------------------------------
// What a track says about the voyage: distance travelled, when the vessel left its last
// stop, its speeds. Pure functions over the track route's points, oldest first.
// ---------------------------------------------------------------------------------------

export interface VoyagePoint extends TrackPoint {
  /** Speed over ground, knots. */
  sog: number | null;
}

/** At or below this speed (knots) a vessel is stopped (SPEC §4: 0 to 1 kn is at anchor). */
export const STOPPED_KN = 1;
export const METRES_PER_NM = 1852;

/** Distance travelled along the track in nautical miles, leaving out impossible jumps. */
export function trackDistanceNm(points: readonly TrackPoint[]): number {
  let metres = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as TrackPoint;
    const b = points[i] as TrackPoint;
    const d = distanceM(a, b);
    const dt = (b.t - a.t) / 1000;
    if (dt <= 0 ? d > 0 : d / dt > MAX_SPEED_MS) continue;
    metres += d;
  }
  return metres / METRES_PER_NM;
}

/**
 * ETD/ATD: when the vessel left its last stop, the first point above 1 kn after a point at
 * or below it. Null when the track shows no stop, or the vessel is stopped now (it has not
 * left yet).
 */
export function departureTime(points: readonly VoyagePoint[]): number | null {
  let lastKnown: VoyagePoint | null = null;
  let departed: number | null = null;
  for (const p of points) {
    if (p.sog === null) continue;
    if (lastKnown && lastKnown.sog !== null && lastKnown.sog <= STOPPED_KN && p.sog > STOPPED_KN)
      departed = p.t;
    lastKnown = p;
  }
  if (lastKnown === null || (lastKnown.sog ?? 0) <= STOPPED_KN) return null;
  return departed;
}

/** Average and maximum speed (knots) of the points at or after `since`; null without any. */
export function speedStats(
  points: readonly VoyagePoint[],
  since: number,
): { average: number; maximum: number } | null {
  let sum = 0;
  let n = 0;
  let maximum = 0;
  for (const p of points) {
    if (p.t < since || p.sog === null) continue;
    sum += p.sog;
    n++;
    if (p.sog > maximum) maximum = p.sog;
  }
  return n === 0 ? null : { average: sum / n, maximum };
}

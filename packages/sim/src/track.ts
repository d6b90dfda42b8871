/**
 * A route prepared for moving along it: cumulative distances and segment bearings worked
 * out once, then `pointAt(along)` places a vessel on the great circle of its segment. Round
 * each waypoint the course turns gradually from one segment's bearing to the next over a
 * stretch that grows with the turn (`TURN_NM_PER_RAD`), so that a vessel off to the side of
 * the line turns on an arc instead of jumping from one side's offset to the other's.
 */
import {
  angleDiff,
  bearingDeg,
  destination,
  distanceNm,
  normaliseDeg,
  type LonLat,
} from './geodesy.ts';
import type { Route } from './routes.ts';

export interface Track {
  readonly route: Route;
  readonly points: readonly LonLat[];
  /** Distance from the first waypoint to waypoint k, nautical miles. */
  readonly cum: Float64Array;
  /** Initial bearing of segment k (waypoint k → k + 1). */
  readonly bearings: Float64Array;
  /** Half the stretch round waypoint k over which the course turns (nm; 0 at the ends). */
  readonly turns: Float64Array;
  readonly length: number;
}

/**
 * The turning stretch's half-length per radian of turn: a vessel up to 3 nm to the side of
 * the line (the widest lane) keeps moving forward on the inside of a turn.
 */
const TURN_NM_PER_RAD = 4.5;

export function makeTrack(route: Route): Track {
  const points = route.waypoints;
  const n = points.length;
  if (n < 2) throw new RangeError(`route ${route.id}: needs two waypoints`);
  const cum = new Float64Array(n);
  const bearings = new Float64Array(n - 1);
  for (let k = 0; k + 1 < n; k++) {
    const a = points[k] as LonLat;
    const b = points[k + 1] as LonLat;
    cum[k + 1] = (cum[k] as number) + distanceNm(a, b);
    bearings[k] = bearingDeg(a, b);
  }
  const turns = new Float64Array(n);
  for (let k = 1; k + 1 < n; k++) {
    const turn = Math.abs(angleDiff(bearings[k - 1] as number, bearings[k] as number));
    const before = (cum[k] as number) - (cum[k - 1] as number);
    const after = (cum[k + 1] as number) - (cum[k] as number);
    turns[k] = Math.min(((turn * Math.PI) / 180) * TURN_NM_PER_RAD, before / 2, after / 2);
  }
  return { route, points, cum, bearings, turns, length: cum[n - 1] as number };
}

/** Index of the segment holding `along` (the last one at or past the end). */
export function segmentAt(t: Track, along: number, hint = 0): number {
  const last = t.bearings.length - 1;
  let k = Math.max(0, Math.min(hint, last));
  while (k < last && along > (t.cum[k + 1] as number)) k++;
  while (k > 0 && along < (t.cum[k] as number)) k--;
  return k;
}

/** Where a vessel `along` nautical miles from the start is, and its course for direction `dir`. */
export interface OnTrack {
  lon: number;
  lat: number;
  course: number;
  segment: number;
}

export function pointAt(t: Track, along: number, dir: 1 | -1, hint = 0): OnTrack {
  const s = Math.max(0, Math.min(t.length, along));
  const k = segmentAt(t, s, hint);
  const a = t.points[k] as LonLat;
  const b = t.points[k + 1] as LonLat;
  const [lon, lat] = destination(a, t.bearings[k] as number, s - (t.cum[k] as number));
  // The course is the bearing onward along the great circle, to the segment's far end.
  const ahead = dir > 0 ? b : a;
  const here: LonLat = [lon, lat];
  const atEnd = distanceNm(here, ahead) < 1e-6;
  let course = atEnd
    ? normaliseDeg((t.bearings[k] as number) + (dir > 0 ? 0 : 180))
    : bearingDeg(here, ahead);
  // Within a waypoint's turning stretch: the course between the two segments' bearings.
  const into = s - (t.cum[k] as number);
  const left = (t.cum[k + 1] as number) - s;
  const j = into < (t.turns[k] as number) ? k : left < (t.turns[k + 1] as number) ? k + 1 : -1;
  if (j > 0 && j < t.bearings.length) {
    const w = t.turns[j] as number;
    const from = t.bearings[j - 1] as number;
    const f = (s - ((t.cum[j] as number) - w)) / (2 * w);
    const forward = normaliseDeg(from + angleDiff(from, t.bearings[j] as number) * f);
    course = dir > 0 ? forward : normaliseDeg(forward + 180);
  }
  return { lon, lat, course, segment: k };
}

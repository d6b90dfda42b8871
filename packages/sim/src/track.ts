/**
 * A route prepared for moving along it: cumulative distances and segment bearings worked
 * out once, then `pointAt(along)` places a vessel on the great circle of its segment.
 */
import { bearingDeg, destination, distanceNm, normaliseDeg, type LonLat } from './geodesy.ts';
import type { Route } from './routes.ts';

export interface Track {
  readonly route: Route;
  readonly points: readonly LonLat[];
  /** Distance from the first waypoint to waypoint k, nautical miles. */
  readonly cum: Float64Array;
  /** Initial bearing of segment k (waypoint k → k + 1). */
  readonly bearings: Float64Array;
  readonly length: number;
}

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
  return { route, points, cum, bearings, length: cum[n - 1] as number };
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
  const course = atEnd
    ? normaliseDeg((t.bearings[k] as number) + (dir > 0 ? 0 : 180))
    : bearingDeg(here, ahead);
  return { lon, lat, course, segment: k };
}

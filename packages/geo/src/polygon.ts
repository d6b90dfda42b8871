import { EARTH_MEAN_RADIUS_M } from './distance.ts';

/**
 * Planar tests on rings of [longitude, latitude] points. Edges are straight lines in
 * longitude and latitude (as a map draws them), which is what a user drew or typed; for the
 * zone sizes Pantau meets (up to a few hundred kilometres, near the equator) that differs
 * from a geodesic edge by metres. Distances are in metres on a local projection around the
 * point asked about.
 */
export type LonLat = readonly [number, number];

/**
 * A ring as a flat list `[lon0, lat0, lon1, lat1, …]`, closed (last point equals first).
 * The geofence engine keeps rings this way: one typed array per zone, no objects per point.
 */
export type FlatRing = ArrayLike<number>;

/** The ring closed: the first point appended when the last is not the same. */
export function closeRing(points: readonly LonLat[]): LonLat[] {
  const out = points.slice();
  const first = out[0];
  const last = out.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push(first);
  return out;
}

/** How many distinct points a ring has (a closed ring's repeated first point counts once). */
export function uniquePointCount(points: readonly LonLat[]): number {
  return new Set(points.map(([lon, lat]) => `${lon},${lat}`)).size;
}

/** A closed ring flattened to `[lon0, lat0, …]` in a Float64Array. */
export function flattenRing(points: readonly LonLat[]): Float64Array {
  const ring = closeRing(points);
  const flat = new Float64Array(ring.length * 2);
  ring.forEach(([lon, lat], i) => {
    flat[i * 2] = lon;
    flat[i * 2 + 1] = lat;
  });
  return flat;
}

/** Whether the point is inside the closed flat ring (even-odd rule; the boundary is either). */
export function pointInRing(lon: number, lat: number, ring: FlatRing): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = ring[i]!;
    const yi = ring[i + 1]!;
    const xj = ring[j]!;
    const yj = ring[j + 1]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const RAD = Math.PI / 180;

/** Metres from the point to the nearest edge of the closed flat ring (inside or out). */
export function distanceToRingM(lon: number, lat: number, ring: FlatRing): number {
  const kx = Math.cos(lat * RAD) * RAD * EARTH_MEAN_RADIUS_M;
  const ky = RAD * EARTH_MEAN_RADIUS_M;
  let best = Infinity;
  for (let i = 2; i < ring.length; i += 2) {
    const ax = (ring[i - 2]! - lon) * kx;
    const ay = (ring[i - 1]! - lat) * ky;
    const bx = (ring[i]! - lon) * kx;
    const by = (ring[i + 1]! - lat) * ky;
    const d2 = originToSegment2(ax, ay, bx, by);
    if (d2 < best) best = d2;
  }
  return Math.sqrt(best);
}

/** Squared distance from (0, 0) to the segment a–b. */
function originToSegment2(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : -(ax * dx + ay * dy) / len2;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const x = ax + t * dx;
  const y = ay + t * dy;
  return x * x + y * y;
}

/**
 * Signed metres from the ring's boundary: positive inside, negative outside. What the
 * membership rules compare with their hysteresis distance.
 */
export function signedDistanceToRingM(lon: number, lat: number, ring: FlatRing): number {
  const d = distanceToRingM(lon, lat, ring);
  return pointInRing(lon, lat, ring) ? d : -d;
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const v = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

function onSegment(ax: number, ay: number, bx: number, by: number, cx: number, cy: number) {
  return (
    Math.min(ax, bx) <= cx &&
    cx <= Math.max(ax, bx) &&
    Math.min(ay, by) <= cy &&
    cy <= Math.max(ay, by)
  );
}

/** Whether segments a–b and c–d meet (touching counts). */
export function segmentsIntersect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const o1 = orient(ax, ay, bx, by, cx, cy);
  const o2 = orient(ax, ay, bx, by, dx, dy);
  const o3 = orient(cx, cy, dx, dy, ax, ay);
  const o4 = orient(cx, cy, dx, dy, bx, by);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(ax, ay, bx, by, cx, cy)) return true;
  if (o2 === 0 && onSegment(ax, ay, bx, by, dx, dy)) return true;
  if (o3 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) return true;
  if (o4 === 0 && onSegment(cx, cy, dx, dy, bx, by)) return true;
  return false;
}

/** Whether segment a–b meets any edge of the flat line or ring. */
export function segmentCrossesLine(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  line: FlatRing,
): boolean {
  for (let i = 2; i < line.length; i += 2) {
    if (segmentsIntersect(ax, ay, bx, by, line[i - 2]!, line[i - 1]!, line[i]!, line[i + 1]!)) {
      return true;
    }
  }
  return false;
}

/**
 * Whether a ring crosses or touches itself: two edges that are not neighbours meet, or two
 * neighbours fold back over each other. Repeated consecutive points are ignored. O(n²): for
 * the few hundred points a person draws or types.
 */
export function ringSelfIntersects(points: readonly LonLat[]): boolean {
  const ring = closeRing(points).filter(
    (p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1],
  );
  const edges = ring.length - 1;
  if (edges < 3) return false;
  for (let i = 0; i < edges; i++) {
    const [ax, ay] = ring[i]!;
    const [bx, by] = ring[i + 1]!;
    for (let j = i + 1; j < edges; j++) {
      const [cx, cy] = ring[j]!;
      const [dx, dy] = ring[j + 1]!;
      const neighbours = j === i + 1 || (i === 0 && j === edges - 1);
      if (neighbours) {
        // Neighbours share one point; they are wrong only when they fold back on a line.
        const [px, py] = j === i + 1 ? [ax, ay] : [cx, cy];
        const [qx, qy] = j === i + 1 ? [dx, dy] : [bx, by];
        const [sx, sy] = j === i + 1 ? [bx, by] : [ax, ay];
        if (
          orient(px, py, sx, sy, qx, qy) === 0 &&
          (px - sx) * (qx - sx) + (py - sy) * (qy - sy) > 0
        ) {
          return true;
        }
        continue;
      }
      if (segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) return true;
    }
  }
  return false;
}

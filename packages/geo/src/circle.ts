import { EARTH_MEAN_RADIUS_M, greatCircleM } from './distance.ts';
import type { LonLat } from './polygon.ts';

/**
 * Geodesic circles on the sphere of mean radius: every point within `radiusM` great-circle
 * metres of a centre. Membership is by distance (exact on the sphere, not on a drawn
 * polygon); `circleRing` gives the polygon a map draws.
 */

const RAD = Math.PI / 180;

/** The point `distanceM` from [lon, lat] along the initial bearing (degrees from north). */
export function destinationPoint(
  lon: number,
  lat: number,
  bearingDeg: number,
  distanceM: number,
): [number, number] {
  const d = distanceM / EARTH_MEAN_RADIUS_M;
  const b = bearingDeg * RAD;
  const la1 = lat * RAD;
  const lo1 = lon * RAD;
  const la2 = Math.asin(Math.sin(la1) * Math.cos(d) + Math.cos(la1) * Math.sin(d) * Math.cos(b));
  const lo2 =
    lo1 +
    Math.atan2(
      Math.sin(b) * Math.sin(d) * Math.cos(la1),
      Math.cos(d) - Math.sin(la1) * Math.sin(la2),
    );
  return [((((lo2 / RAD + 540) % 360) + 360) % 360) - 180, la2 / RAD];
}

/** Whether the point is within the circle (the boundary counts as inside). */
export function inCircle(lon: number, lat: number, center: LonLat, radiusM: number): boolean {
  return greatCircleM(center[0], center[1], lon, lat) <= radiusM;
}

/** Signed metres from the circle's boundary: positive inside, negative outside. */
export function signedDistanceToCircleM(
  lon: number,
  lat: number,
  center: LonLat,
  radiusM: number,
): number {
  return radiusM - greatCircleM(center[0], center[1], lon, lat);
}

/**
 * The circle as a closed ring of `steps` points (plus the closing one), clockwise from
 * north, for drawing and for a bounding box.
 */
export function circleRing(center: LonLat, radiusM: number, steps = 64): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i < steps; i++) {
    ring.push(destinationPoint(center[0], center[1], (360 * i) / steps, radiusM));
  }
  ring.push(ring[0]!);
  return ring;
}

/**
 * The box [west, south, east, north] that holds the circle: its latitude reach is exact, its
 * longitude reach is taken at the latitude nearest a pole, so the box never cuts the circle.
 */
export function circleBounds(center: LonLat, radiusM: number): [number, number, number, number] {
  const dLat = radiusM / EARTH_MEAN_RADIUS_M / RAD;
  const south = Math.max(-90, center[1] - dLat);
  const north = Math.min(90, center[1] + dLat);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const cos = Math.cos(widest * RAD);
  const dLon = cos < 1e-9 ? 180 : Math.min(180, dLat / cos);
  return [center[0] - dLon, south, center[0] + dLon, north];
}

/**
 * Metres from the circle's centre to the nearest point of segment a–b, on a local projection
 * around the centre: whether a vessel's track between two reports passed through the circle.
 */
export function segmentDistanceToPointM(
  aLon: number,
  aLat: number,
  bLon: number,
  bLat: number,
  center: LonLat,
): number {
  const kx = Math.cos(center[1] * RAD) * RAD * EARTH_MEAN_RADIUS_M;
  const ky = RAD * EARTH_MEAN_RADIUS_M;
  const ax = (aLon - center[0]) * kx;
  const ay = (aLat - center[1]) * ky;
  const dx = (bLon - aLon) * kx;
  const dy = (bLat - aLat) * ky;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : -(ax * dx + ay * dy) / len2;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  return Math.hypot(ax + t * dx, ay + t * dy);
}

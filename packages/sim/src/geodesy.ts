/**
 * The little spherical geodesy the simulator needs beside `@pantau/geo`'s great-circle
 * distance: distance, initial bearing and destination point on a sphere of the mean Earth
 * radius, in nautical miles and degrees. Points are `[lon, lat]` in degrees, as GeoJSON writes them.
 */
import { EARTH_MEAN_RADIUS_M, greatCircleM, wrapLongitude } from '@pantau/geo';

export type LonLat = readonly [lon: number, lat: number];

/** Mean Earth radius in nautical miles. */
export const EARTH_RADIUS_NM = EARTH_MEAN_RADIUS_M / 1852;

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Great-circle (haversine) distance in nautical miles. */
export function distanceNm(a: LonLat, b: LonLat): number {
  return greatCircleM(a[0], a[1], b[0], b[1]) / 1852;
}

/** Initial great-circle bearing from `a` to `b`, degrees true in [0, 360). */
export function bearingDeg(a: LonLat, b: LonLat): number {
  const p1 = a[1] * RAD;
  const p2 = b[1] * RAD;
  const dl = (b[0] - a[0]) * RAD;
  const y = Math.sin(dl) * Math.cos(p2);
  const x = Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dl);
  return normaliseDeg(Math.atan2(y, x) * DEG);
}

/** The point `distance` nautical miles from `from` along the great circle starting on `bearing`. */
export function destination(from: LonLat, bearing: number, distance: number): [number, number] {
  const d = distance / EARTH_RADIUS_NM;
  const t = bearing * RAD;
  const p1 = from[1] * RAD;
  const l1 = from[0] * RAD;
  const sinP2 = Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(t);
  const p2 = Math.asin(Math.max(-1, Math.min(1, sinP2)));
  const l2 =
    l1 + Math.atan2(Math.sin(t) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * sinP2);
  return [wrapLongitude(l2 * DEG), p2 * DEG];
}

/** An angle in degrees brought into [0, 360). */
export function normaliseDeg(a: number): number {
  const r = a % 360;
  return r < 0 ? r + 360 : r;
}

/** Signed smallest difference `b − a` between two bearings, in (−180, 180]. */
export function angleDiff(a: number, b: number): number {
  const d = normaliseDeg(b - a);
  return d > 180 ? d - 360 : d;
}

/**
 * Great-circle distance on the mean Earth radius (IUGG R1 = 6,371,008.8 m). Within 0.3 % of
 * the ellipsoidal (WGS84) distance everywhere, and better near the equator, where Indonesia is.
 */
export const EARTH_MEAN_RADIUS_M = 6_371_008.8;

/** Metres between two points given as [lon, lat] degrees (haversine). */
export function greatCircleM(aLon: number, aLat: number, bLon: number, bLat: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

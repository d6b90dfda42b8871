import { destinationPoint, greatCircleM } from '@pantau/geo';

const METRES_PER_NM = 1852;
/** TTM units of distance: K kilometres, N nautical miles, S statute miles. */
const UNIT_METRES: Record<string, number> = { K: 1000, N: METRES_PER_NM, S: 1609.344 };

/** A radar's own position, [longitude, latitude] in degrees. */
export type RadarSite = readonly [number, number];

/**
 * A TTM target's position from the radar's own position, its distance and its bearing (TTM
 * gives them relative to the radar). A shore radar's bearing is taken from true north (a
 * fixed station has no heading of its own to add to a relative one). Null when a field is
 * missing, out of range, or the unit unknown.
 */
export function ttmPosition(
  site: RadarSite,
  distance: number | null,
  bearing: number | null,
  units: string | null,
): [number, number] | null {
  if (distance === null || bearing === null || distance < 0 || !Number.isFinite(distance)) {
    return null;
  }
  if (bearing < 0 || bearing > 360) return null;
  const perUnit = UNIT_METRES[units ?? 'N'];
  if (perUnit === undefined) return null;
  return destinationPoint(site[0], site[1], bearing, distance * perUnit);
}

/** A TTM speed in knots, from its unit (K km/h, N knots, S statute miles per hour). */
export function ttmSpeedKnots(speed: number | null, units: string | null): number | null {
  if (speed === null || !Number.isFinite(speed)) return null;
  const perUnit = UNIT_METRES[units ?? 'N'];
  return perUnit === undefined ? null : (speed * perUnit) / METRES_PER_NM;
}

/** A TTM distance in nautical miles, from its unit. */
export function ttmDistanceNm(distance: number | null, units: string | null): number | null {
  if (distance === null || !Number.isFinite(distance)) return null;
  const perUnit = UNIT_METRES[units ?? 'N'];
  return perUnit === undefined ? null : (distance * perUnit) / METRES_PER_NM;
}

/** Distance (NM) and direction (degrees true, 0–360) from the radar to a point. */
export function rangeAndBearing(
  site: RadarSite,
  lon: number,
  lat: number,
): { distanceNm: number; direction: number } {
  const distanceNm = greatCircleM(site[0], site[1], lon, lat) / METRES_PER_NM;
  const RAD = Math.PI / 180;
  const la1 = site[1] * RAD;
  const la2 = lat * RAD;
  const dLon = (lon - site[0]) * RAD;
  const y = Math.sin(dLon) * Math.cos(la2);
  const x = Math.cos(la1) * Math.sin(la2) - Math.sin(la1) * Math.cos(la2) * Math.cos(dLon);
  const direction = (((Math.atan2(y, x) / RAD) % 360) + 360) % 360;
  return { distanceNm, direction };
}

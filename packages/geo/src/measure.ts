import geodesic from 'geographiclib-geodesic';

/**
 * The ruler's arithmetic (SPEC §2 toolbar ruler, §9 units and decimals): geodesic lengths on
 * the WGS84 ellipsoid (Karney's algorithm, GeographicLib: exact to the nanometre, where the
 * sphere is off by up to 0.5 %), the ruler's units and how a length is written.
 */

/** SPEC §9: 1 nm = 1852 m. */
export const METRES_PER_NAUTICAL_MILE = 1852;
/** SPEC §9: 1 km = 1000 m. */
export const METRES_PER_KILOMETRE = 1000;

export const DISTANCE_UNITS = {
  nmi: { label: 'Nautical Mile', symbol: 'NM', metres: METRES_PER_NAUTICAL_MILE, decimals: 3 },
  km: { label: 'Kilometer', symbol: 'km', metres: METRES_PER_KILOMETRE, decimals: 1 },
  m: { label: 'Meter', symbol: 'm', metres: 1, decimals: 1 },
} as const;

export type DistanceUnit = keyof typeof DISTANCE_UNITS;

/** SPEC §2: the ruler measures in nautical miles unless told otherwise. */
export const DEFAULT_DISTANCE_UNIT: DistanceUnit = 'nmi';

export function isDistanceUnit(value: unknown): value is DistanceUnit {
  return typeof value === 'string' && Object.hasOwn(DISTANCE_UNITS, value);
}

const WGS84 = geodesic.Geodesic.WGS84;
const DISTANCE = geodesic.Geodesic.DISTANCE;

/** Metres along the geodesic (WGS84) between two points given as lon, lat degrees. */
export function geodesicM(aLon: number, aLat: number, bLon: number, bLat: number): number {
  return WGS84.Inverse(aLat, aLon, bLat, bLon, DISTANCE).s12 ?? 0;
}

/** Metres along a polyline of [lon, lat] points, each leg a geodesic; 0 below two points. */
export function pathLengthM(points: readonly (readonly [number, number])[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as readonly [number, number];
    const b = points[i] as readonly [number, number];
    total += geodesicM(a[0], a[1], b[0], b[1]);
  }
  return total;
}

/** A length in metres expressed in `unit`. */
export function metresIn(metres: number, unit: DistanceUnit): number {
  return metres / DISTANCE_UNITS[unit].metres;
}

/** `12.346 NM`, `22.9 km`, `22864.0 m`: the unit's decimals (SPEC §9), no grouping. */
export function formatDistance(metres: number, unit: DistanceUnit): string {
  const { decimals, symbol } = DISTANCE_UNITS[unit];
  return `${metresIn(metres, unit).toFixed(decimals)} ${symbol}`;
}

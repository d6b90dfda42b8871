import { ringSelfIntersects, uniquePointCount, type LonLat } from '@pantau/geo';

/**
 * The rules an area of interest's shape must keep (SPEC §5 'Polygon coordinates', §8 'AOI'),
 * one place for the web app's form and the server's validation.
 */
export const AOI_MESSAGES = {
  tooFewPoints: 'masukkan minimal 3 koordinat',
  tooFewUnique: 'masukkan minimal 3 koordinat unik',
  selfIntersecting: 'the polygon may not cross itself',
  duplicateName: 'Found Duplicate Name',
  doubleSpace: 'name may not contain two consecutive spaces',
} as const;

/** The largest circle radius an AOI may have: 1,000 km. */
export const AOI_RADIUS_MAX_M = 1_000_000;

/**
 * What is wrong with a polygon's points (open or closed), or null: fewer than 3 points,
 * fewer than 3 distinct ones, or edges that cross.
 */
export function aoiPolygonProblem(points: readonly LonLat[]): string | null {
  if (points.length < 3) return AOI_MESSAGES.tooFewPoints;
  if (uniquePointCount(points) < 3) return AOI_MESSAGES.tooFewUnique;
  if (ringSelfIntersects(points)) return AOI_MESSAGES.selfIntersecting;
  return null;
}

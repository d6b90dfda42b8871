/** A bounding box: [west, south, east, north] in degrees. */
export type Bounds = [west: number, south: number, east: number, north: number];

/**
 * The smallest box around some [longitude, latitude] points (not across the antimeridian:
 * Indonesian waters lie well inside it); null for no points.
 */
export function boundsOf(points: Iterable<readonly [number, number]>): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lon, lat] of points) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return west <= east ? [west, south, east, north] : null;
}

import { EARTH_MEAN_RADIUS_M } from './distance.ts';

/**
 * Time spent per grid cell, the EMODnet Human Activities vessel-density method: the time
 * between two consecutive positions of a vessel is shared among the cells the straight
 * segment between them crosses, in proportion to the length of the segment inside each cell.
 * Density is then hours per square kilometre of the cell.
 *
 * The grid is regular in degrees: cell (ix, iy) covers longitudes [ix·size, (ix+1)·size) and
 * latitudes [iy·size, (iy+1)·size). Segments are straight in longitude and latitude (at the
 * length of one report interval the difference from a rhumb or great-circle line is far
 * below a cell).
 */
export interface TimedPoint {
  /** unix ms */
  t: number;
  lat: number;
  lon: number;
}

/** One cell's share of a segment's time. */
export interface CellTime {
  ix: number;
  iy: number;
  ms: number;
}

/**
 * The default gap beyond which two positions are not joined (EMODnet drops segments after a
 * long silence: the vessel's path between them is unknown).
 */
export const DENSITY_MAX_GAP_MS = 30 * 60_000;
/**
 * Segments faster than this (knots) are not joined either: a jump between two receivers'
 * errors, not a voyage.
 */
export const DENSITY_MAX_KNOTS = 60;

/** The cell (ix, iy) a point falls in. */
export function cellOf(lon: number, lat: number, size: number): { ix: number; iy: number } {
  return { ix: Math.floor(lon / size), iy: Math.floor(lat / size) };
}

/** The area of a row-`iy` cell of `size` degrees, in km² (on the mean Earth sphere). */
export function cellAreaKm2(iy: number, size: number): number {
  const rad = Math.PI / 180;
  const r = EARTH_MEAN_RADIUS_M / 1000;
  const south = iy * size * rad;
  const north = (iy + 1) * size * rad;
  return r * r * size * rad * Math.abs(Math.sin(north) - Math.sin(south));
}

/**
 * The time of the segment from `a` to `b` shared among the cells it crosses. Nothing when the
 * two are further apart in time than `maxGapMs`, not in order, or the implied speed is above
 * `maxKnots`. A segment that stays in one cell gives that cell all of its time.
 */
export function segmentCellTimes(
  a: TimedPoint,
  b: TimedPoint,
  size: number,
  opts: { maxGapMs?: number; maxKnots?: number } = {},
): CellTime[] {
  const dt = b.t - a.t;
  if (!(dt > 0) || dt > (opts.maxGapMs ?? DENSITY_MAX_GAP_MS)) return [];
  const dx = b.lon - a.lon;
  const dy = b.lat - a.lat;
  // Implied speed: degrees to metres on the sphere (longitude shrunk at the mid latitude).
  const rad = Math.PI / 180;
  const midCos = Math.cos(((a.lat + b.lat) / 2) * rad);
  const metres = Math.hypot(dx * midCos, dy) * rad * EARTH_MEAN_RADIUS_M;
  const knots = metres / 1852 / (dt / 3_600_000);
  if (knots > (opts.maxKnots ?? DENSITY_MAX_KNOTS)) return [];

  const start = cellOf(a.lon, a.lat, size);
  const end = cellOf(b.lon, b.lat, size);
  if (start.ix === end.ix && start.iy === end.iy) return [{ ...start, ms: dt }];

  // Walk the cells along the segment (Amanatides & Woo): at each step cross the nearer of the
  // next vertical or horizontal grid line, giving the cell left the fraction travelled in it.
  // The fractions are of the segment's length in the plane of the grid, in which it is straight.
  const stepX = Math.sign(dx);
  const stepY = Math.sign(dy);
  const nextLine = (from: number, cell: number, step: number) =>
    (step > 0 ? (cell + 1) * size : cell * size) - from;
  let tMaxX = stepX === 0 ? Infinity : nextLine(a.lon, start.ix, stepX) / dx;
  let tMaxY = stepY === 0 ? Infinity : nextLine(a.lat, start.iy, stepY) / dy;
  const tDeltaX = stepX === 0 ? Infinity : (size / Math.abs(dx)) * 1;
  const tDeltaY = stepY === 0 ? Infinity : (size / Math.abs(dy)) * 1;
  const out: CellTime[] = [];
  let { ix, iy } = start;
  let at = 0;
  // The cells crossed are at most |Δix| + |Δiy| + 1; the bound guards against rounding.
  const maxSteps = Math.abs(end.ix - start.ix) + Math.abs(end.iy - start.iy) + 1;
  for (let step = 0; step < maxSteps; step++) {
    const last = ix === end.ix && iy === end.iy;
    const leave = last ? 1 : Math.min(tMaxX, tMaxY, 1);
    if (leave > at) out.push({ ix, iy, ms: (leave - at) * dt });
    if (last || leave >= 1) break;
    at = leave;
    if (tMaxX < tMaxY) {
      ix += stepX;
      tMaxX += tDeltaX;
    } else {
      iy += stepY;
      tMaxY += tDeltaY;
    }
  }
  // Rounding may leave the end cell short of its share: give any remainder to the last cell.
  const given = out.reduce((s, c) => s + c.ms, 0);
  const tail = out[out.length - 1];
  if (tail && given < dt) tail.ms += dt - given;
  return out;
}

/**
 * Time per cell of one vessel's positions in time order (consecutive pairs joined by
 * `segmentCellTimes`), summed per cell: `key` → ms, the key being `ix:iy`.
 */
export function trackCellTimes(
  points: readonly TimedPoint[],
  size: number,
  opts: { maxGapMs?: number; maxKnots?: number } = {},
): Map<string, CellTime> {
  const cells = new Map<string, CellTime>();
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b) continue;
    for (const c of segmentCellTimes(a, b, size, opts)) {
      const key = `${c.ix}:${c.iy}`;
      const had = cells.get(key);
      if (had) had.ms += c.ms;
      else cells.set(key, { ...c });
    }
  }
  return cells;
}

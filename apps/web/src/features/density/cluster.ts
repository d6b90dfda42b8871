import type { DensityView } from '@pantau/contracts';

/** SPEC §9: cluster distance 18 and minimum distance 1 (pixels; sliders 0-100). */
export const CLUSTER_DISTANCE = 18;
export const CLUSTER_MIN_DISTANCE = 1;
/** SPEC §9: the heatmap's blur 18 and radius 8 (pixels). */
export const HEATMAP_BLUR = 18;
export const HEATMAP_RADIUS = 8;

/** The cells of several days (or one), summed per cell. */
export interface DensityCells {
  lon: number[];
  lat: number[];
  hours: number[];
  density: number[];
}

/** The days' answers summed per cell (a cell's area is the same every day). */
export function mergeDays(views: readonly DensityView[]): DensityCells {
  const at = new Map<string, number>();
  const out: DensityCells = { lon: [], lat: [], hours: [], density: [] };
  for (const v of views) {
    for (let i = 0; i < v.lon.length; i++) {
      const key = `${v.lon[i]}:${v.lat[i]}`;
      const j = at.get(key);
      if (j === undefined) {
        at.set(key, out.lon.length);
        out.lon.push(v.lon[i] ?? 0);
        out.lat.push(v.lat[i] ?? 0);
        out.hours.push(v.hours[i] ?? 0);
        out.density.push(v.density[i] ?? 0);
      } else {
        out.hours[j] = (out.hours[j] ?? 0) + (v.hours[i] ?? 0);
        out.density[j] = (out.density[j] ?? 0) + (v.density[i] ?? 0);
      }
    }
  }
  return out;
}

export interface Cluster {
  /** Where it is drawn (the weighted centre of its cells), in degrees. */
  lon: number;
  lat: number;
  /** Summed hours per km² of its cells. */
  weight: number;
  cells: number;
}

/**
 * Clusters the cells as OpenLayers' Cluster source does, in screen pixels: each cell not yet
 * taken gathers the untaken cells within `distance` px (a square, as OpenLayers' extent)
 * into one cluster at their weighted centre; clusters closer than `minDistance` px are then
 * joined. `project` gives a cell's pixel position at the current view.
 */
export function clusterCells(
  cells: DensityCells,
  project: (lon: number, lat: number) => { x: number; y: number },
  distance: number,
  minDistance: number,
): Cluster[] {
  const n = cells.lon.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = project(cells.lon[i] ?? 0, cells.lat[i] ?? 0);
    xs[i] = p.x;
    ys[i] = p.y;
  }
  const size = Math.max(1, distance);
  // A grid of `size` px buckets, to find neighbours without comparing every pair.
  const grid = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const key = `${Math.floor((xs[i] ?? 0) / size)}:${Math.floor((ys[i] ?? 0) / size)}`;
    const bucket = grid.get(key);
    if (bucket) bucket.push(i);
    else grid.set(key, [i]);
  }
  const taken = new Uint8Array(n);
  const clusters: (Cluster & { x: number; y: number })[] = [];
  for (let i = 0; i < n; i++) {
    if (taken[i]) continue;
    const x = xs[i] ?? 0;
    const y = ys[i] ?? 0;
    const gx = Math.floor(x / size);
    const gy = Math.floor(y / size);
    let w = 0;
    let sx = 0;
    let sy = 0;
    let sLon = 0;
    let sLat = 0;
    let count = 0;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const j of grid.get(`${gx + dx}:${gy + dy}`) ?? []) {
          if (taken[j]) continue;
          if (Math.abs((xs[j] ?? 0) - x) > distance || Math.abs((ys[j] ?? 0) - y) > distance)
            continue;
          taken[j] = 1;
          const wj = cells.density[j] ?? 0;
          // Weighted by density; a cell of weight 0 still counts for the centre.
          const k = wj > 0 ? wj : 1e-12;
          w += wj;
          sx += (xs[j] ?? 0) * k;
          sy += (ys[j] ?? 0) * k;
          sLon += (cells.lon[j] ?? 0) * k;
          sLat += (cells.lat[j] ?? 0) * k;
          count++;
        }
      }
    }
    const k = w > 0 ? w : 1e-12 * count;
    clusters.push({ lon: sLon / k, lat: sLat / k, x: sx / k, y: sy / k, weight: w, cells: count });
  }
  // Join clusters nearer than the minimum distance.
  if (minDistance > 0) {
    for (let a = 0; a < clusters.length; a++) {
      const ca = clusters[a];
      if (!ca || ca.cells === 0) continue;
      for (let b = a + 1; b < clusters.length; b++) {
        const cb = clusters[b];
        if (!cb || cb.cells === 0) continue;
        if (Math.hypot(ca.x - cb.x, ca.y - cb.y) >= minDistance) continue;
        const w = ca.weight + cb.weight;
        const fa = w > 0 ? ca.weight / w : 0.5;
        ca.lon = ca.lon * fa + cb.lon * (1 - fa);
        ca.lat = ca.lat * fa + cb.lat * (1 - fa);
        ca.x = ca.x * fa + cb.x * (1 - fa);
        ca.y = ca.y * fa + cb.y * (1 - fa);
        ca.weight = w;
        ca.cells += cb.cells;
        cb.cells = 0;
      }
    }
  }
  return clusters
    .filter((c) => c.cells > 0)
    .map(({ lon, lat, weight, cells: count }) => ({ lon, lat, weight, cells: count }));
}

/**
 * SPEC §9: bands by quarters of 3/4 of the highest cluster: 0 Low, 1 Medium, 2 High,
 * 3 Highest (at or above 3/4 of three quarters of the highest, and everything above).
 */
export function bandOf(weight: number, highest: number): 0 | 1 | 2 | 3 {
  const quarter = (0.75 * highest) / 4;
  if (!(quarter > 0)) return 0;
  return Math.min(3, Math.floor(weight / quarter)) as 0 | 1 | 2 | 3;
}

/** The four-colour spectrum of the bands: Low, Medium, High, Highest. */
export const BAND_COLOURS = ['#2f80ed', '#27ae60', '#f2c94c', '#eb5757'] as const;

/**
 * Density Trajectorial's legend (SPEC §9): Low, Medium, High, Highest at quarters of the
 * highest cell.
 */
export function quarterOf(weight: number, highest: number): 0 | 1 | 2 | 3 {
  const quarter = highest / 4;
  if (!(quarter > 0)) return 0;
  return Math.min(3, Math.floor(weight / quarter)) as 0 | 1 | 2 | 3;
}

/**
 * Vessels too close together to be told apart, counted instead of drawn (issue: the national
 * picture in one look). Below harbour zoom the screen is cut into cells of the spec's grid
 * (256-px tiles, at the whole zoom level, so a cell does not move as the map pans); a cell
 * holding at least `CLUSTER_MIN` vessels is one bubble with their count, at their mean
 * position, and its vessels are not drawn one by one. Zooming in halves a cell's ground at
 * each level, so bubbles split and ships come apart. Pure: columns in, rows and bubbles out.
 */

/** From this spec zoom (harbour scale) every vessel is drawn on its own. */
export const CLUSTER_BELOW_ZOOM = 10;
/** A cell's side on screen, in CSS pixels, at a whole zoom level. */
export const CLUSTER_CELL_PX = 24;
/** A cell with this many vessels or more is counted, not drawn. */
export const CLUSTER_MIN = 12;

export interface VesselClusters {
  /** The rows drawn on their own, in row order. */
  loose: Uint32Array;
  /** The bubbles: their count, mean longitude and latitude. */
  bubbles: ClusterBubble[];
}

export interface ClusterBubble {
  lon: number;
  lat: number;
  count: number;
}

const RAD = Math.PI / 180;

/**
 * Cuts `count` vessels (`positions`: lon, lat pairs) into cells at a spec zoom. Below
 * `CLUSTER_BELOW_ZOOM` crowded cells become bubbles; from it on every row is loose.
 */
export function clusterVessels(
  positions: Float32Array,
  count: number,
  specZoom: number,
  cellPx = CLUSTER_CELL_PX,
  min = CLUSTER_MIN,
): VesselClusters {
  if (specZoom >= CLUSTER_BELOW_ZOOM || count < min) {
    const loose = new Uint32Array(count);
    for (let i = 0; i < count; i++) loose[i] = i;
    return { loose, bubbles: [] };
  }
  const cells = (256 * 2 ** Math.floor(specZoom)) / cellPx;
  const stride = Math.ceil(cells) + 1;
  const cellOf = new Float64Array(count);
  const index = new Map<number, number>();
  const sums: number[] = [];
  for (let i = 0; i < count; i++) {
    const lon = positions[2 * i] ?? 0;
    const lat = positions[2 * i + 1] ?? 0;
    const sin = Math.min(0.9999, Math.max(-0.9999, Math.sin(lat * RAD)));
    const x = Math.floor(((lon + 180) / 360) * cells);
    const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * cells);
    const key = x * stride + y;
    cellOf[i] = key;
    let at = index.get(key);
    if (at === undefined) {
      at = sums.length;
      index.set(key, at);
      sums.push(0, 0, 0);
    }
    sums[at] = (sums[at] ?? 0) + 1;
    sums[at + 1] = (sums[at + 1] ?? 0) + lon;
    sums[at + 2] = (sums[at + 2] ?? 0) + lat;
  }
  const crowded: ClusterBubble[] = [];
  for (let at = 0; at < sums.length; at += 3) {
    const n = sums[at] ?? 0;
    if (n >= min) {
      crowded.push({ count: n, lon: (sums[at + 1] ?? 0) / n, lat: (sums[at + 2] ?? 0) / n });
    }
  }
  const bubbles = mergeTouching(crowded, 256 * 2 ** Math.floor(specZoom));
  const loose: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = index.get(cellOf[i] ?? 0) ?? 0;
    if ((sums[at] ?? 0) < min) loose.push(i);
  }
  return { loose: Uint32Array.from(loose), bubbles };
}

/** Bubbles closer than this share of their radii's sum are one (they would overlap). */
const TOUCH = 0.9;
/** The merging grid's cell: more than two of the biggest bubbles' radii. */
const MERGE_CELL_PX = 40;

/**
 * Bubbles of neighbouring cells that would overlap on screen, made one: the biggest first,
 * each smaller one joining a kept one it would touch (their mean position, weighted by count).
 * `worldPx`: the world's width in pixels at the zoom level.
 */
function mergeTouching(bubbles: ClusterBubble[], worldPx: number): ClusterBubble[] {
  const px = (b: ClusterBubble): [number, number] => {
    const sin = Math.min(0.9999, Math.max(-0.9999, Math.sin(b.lat * RAD)));
    return [
      ((b.lon + 180) / 360) * worldPx,
      (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPx,
    ];
  };
  const kept: { b: ClusterBubble; x: number; y: number }[] = [];
  const grid = new Map<string, number[]>();
  for (const b of [...bubbles].sort((p, q) => q.count - p.count)) {
    const [x, y] = px(b);
    const cx = Math.floor(x / MERGE_CELL_PX);
    const cy = Math.floor(y / MERGE_CELL_PX);
    let into = -1;
    for (let dx = -1; dx <= 1 && into < 0; dx++) {
      for (let dy = -1; dy <= 1 && into < 0; dy++) {
        for (const k of grid.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const other = kept[k];
          if (!other) continue;
          const reach = TOUCH * (bubbleRadius(other.b.count) + bubbleRadius(b.count));
          if (Math.hypot(other.x - x, other.y - y) < reach) {
            into = k;
            break;
          }
        }
      }
    }
    const target = into >= 0 ? kept[into] : undefined;
    if (target) {
      const n = target.b.count + b.count;
      target.b = {
        count: n,
        lon: (target.b.lon * target.b.count + b.lon * b.count) / n,
        lat: (target.b.lat * target.b.count + b.lat * b.count) / n,
      };
      // It stays filed where it was: it moved by less than a cell.
      continue;
    }
    const key = `${cx}:${cy}`;
    grid.set(key, [...(grid.get(key) ?? []), kept.length]);
    kept.push({ b, x, y });
  }
  return kept.map((k) => k.b);
}

/** A bubble's count as written on it: 1,234 as 1.2k, so it fits the bubble. */
export function bubbleText(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toFixed(1)}k`;
  return `${Math.floor(count / 1000)}k`;
}

/** A bubble's radius in CSS pixels: bigger with more vessels, within a cell and a half. */
export function bubbleRadius(count: number): number {
  return Math.min(18, 9 + 2.2 * Math.log10(Math.max(1, count / CLUSTER_MIN)) * 3);
}

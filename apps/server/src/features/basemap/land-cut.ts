import { readFileSync } from 'node:fs';
import type { Feature, FeatureCollection, Polygon, Position } from 'geojson';

/**
 * Cuts a region out of a world land file: the 10 m land of `@geo-maps/earth-lands-10m`
 * (OpenStreetMap coastlines; ODbL) is one 135 MB GeometryCollection on a single line. Parsing
 * it whole would hold the world in memory at once, so the text is walked polygon by polygon:
 * each polygon is parsed alone, kept when it touches the region, clipped to the region's box,
 * and dropped otherwise.
 */

/** A box in degrees: west, south, east, north. */
export type Box = readonly [number, number, number, number];

export interface CutStats {
  /** Polygons in the source file, and those kept (clipped) for the region. */
  polygons: number;
  kept: number;
  /** Vertices of the kept polygons. */
  vertices: number;
}

/** A hole needs five distinct corners (six positions, closed) to be kept. */
export const MIN_HOLE_POSITIONS = 6;

const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]
const QUOTE = 0x22; // "

/**
 * Calls `onPolygon` with the text span of every polygon in a GeoJSON text made of Polygon
 * and MultiPolygon geometries: a polygon is an array three levels above its numbers
 * (`[[[x,y],…],…]`), found by bracket depth alone. Strings (the `type` members) are skipped.
 */
export function scanPolygons(text: Buffer, onPolygon: (start: number, end: number) => void): void {
  // Bracket depth counted from the innermost (a coordinate pair) outwards is what tells a
  // polygon: remember where each open bracket started and, at its close, how deep it went.
  const starts: number[] = [];
  const heights: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN) {
      starts.push(i);
      heights.push(0);
    } else if (c === CLOSE) {
      const start = starts.pop() ?? 0;
      const height = (heights.pop() ?? 0) + 1;
      // height 1: a position; 2: a ring; 3: a polygon; 4: a multipolygon's list.
      if (height === 3) onPolygon(start, i + 1);
      const parent = heights.length - 1;
      if (parent >= 0 && (heights[parent] ?? 0) < height) heights[parent] = height;
    }
  }
}

function ringBox(ring: readonly Position[]): [number, number, number, number] {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const [x = 0, y = 0] of ring) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return [w, s, e, n];
}

type Edge = 'w' | 's' | 'e' | 'n';

function inside(p: Position, edge: Edge, box: Box): boolean {
  switch (edge) {
    case 'w':
      return (p[0] ?? 0) >= box[0];
    case 's':
      return (p[1] ?? 0) >= box[1];
    case 'e':
      return (p[0] ?? 0) <= box[2];
    case 'n':
      return (p[1] ?? 0) <= box[3];
  }
}

function crossing(a: Position, b: Position, edge: Edge, box: Box): Position {
  const [ax = 0, ay = 0] = a;
  const [bx = 0, by = 0] = b;
  if (edge === 'w' || edge === 'e') {
    const x = edge === 'w' ? box[0] : box[2];
    return [x, ay + ((by - ay) * (x - ax)) / (bx - ax)];
  }
  const y = edge === 's' ? box[1] : box[3];
  return [ax + ((bx - ax) * (y - ay)) / (by - ay), y];
}

/**
 * Sutherland–Hodgman clipping of a closed ring to a box. The result may run along the box's
 * edges (where land leaves the region), which is right for a fill; a ring wholly outside
 * gives an empty array.
 */
export function clipRing(ring: readonly Position[], box: Box): Position[] {
  let points: Position[] = ring.slice(0, -1);
  for (const edge of ['w', 's', 'e', 'n'] as const) {
    if (points.length === 0) break;
    const input = points;
    points = [];
    let prev = input[input.length - 1] as Position;
    for (const p of input) {
      const pIn = inside(p, edge, box);
      if (pIn) {
        if (!inside(prev, edge, box)) points.push(crossing(prev, p, edge, box));
        points.push(p);
      } else if (inside(prev, edge, box)) {
        points.push(crossing(prev, p, edge, box));
      }
      prev = p;
    }
  }
  if (points.length < 3) return [];
  return [...points, points[0] as Position];
}

/** One polygon clipped to the box: null when nothing of its outer ring is left. */
export function clipPolygon(rings: readonly Position[][], box: Box): Position[][] | null {
  const out: Position[][] = [];
  for (const [index, ring] of rings.entries()) {
    const [w, s, e, n] = ringBox(ring);
    if (w > box[2] || e < box[0] || s > box[3] || n < box[1]) {
      if (index === 0) return null;
      continue;
    }
    const whollyInside = w >= box[0] && e <= box[2] && s >= box[1] && n <= box[3];
    const clipped = whollyInside ? ring.slice() : clipRing(ring, box);
    if (clipped.length < 4) {
      if (index === 0) return null;
      continue;
    }
    out.push(clipped);
  }
  return out;
}

/** The land of `box` from a world land file, one Polygon feature per piece of land. */
export function cutLand(
  sourcePath: string,
  box: Box,
): { land: FeatureCollection<Polygon>; stats: CutStats } {
  const text = readFileSync(sourcePath);
  const features: Feature<Polygon>[] = [];
  const stats: CutStats = { polygons: 0, kept: 0, vertices: 0 };
  scanPolygons(text, (start, end) => {
    stats.polygons++;
    // A polygon's first ring bounds it: test its box on the text's numbers only after parsing.
    const rings = JSON.parse(text.toString('latin1', start, end)) as Position[][];
    const clipped = clipPolygon(rings, box);
    if (!clipped) return;
    // The source's simplification leaves most lakes, ponds and river mouths inside the land
    // as triangles and quadrilaterals that read as noise at port scale: such holes are
    // filled; larger ones (lakes, reservoirs, rivers) stay.
    for (let i = clipped.length - 1; i > 0; i--) {
      if ((clipped[i]?.length ?? 0) < MIN_HOLE_POSITIONS) clipped.splice(i, 1);
    }
    stats.kept++;
    for (const ring of clipped) stats.vertices += ring.length;
    features.push({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: clipped },
    });
  });
  return { land: { type: 'FeatureCollection', features }, stats };
}

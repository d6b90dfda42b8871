import type { FeatureCollection, Polygon, Position } from 'geojson';
import { clipPolygon, type Box } from '../features/basemap/land-cut.ts';

/**
 * Whether a point is on land, for millions of points (a simulated hour of a national fleet):
 * the land is cut into a quadtree of boxes until each holds at most `LEAF_VERTICES` vertices
 * of land, each box keeping its pieces clipped to it, so a point is tested against the few
 * short rings of its own box rather than a whole island's coastline. Even-odd rule, holes
 * (lakes, basins cut into the land) included.
 */
const LEAF_VERTICES = 256;
const MAX_DEPTH = 18;

type Piece = Position[][];

interface Node {
  box: Box;
  /** Four quadrants (SW, SE, NW, NE), or none for a leaf. */
  children?: [Node, Node, Node, Node];
  /** A leaf's rings, flattened: x0, y0, x1, y1, … per ring. */
  rings?: Float64Array[];
}

function vertices(pieces: readonly Piece[]): number {
  let n = 0;
  for (const piece of pieces) for (const ring of piece) n += ring.length;
  return n;
}

function build(pieces: Piece[], box: Box, depth: number): Node {
  if (pieces.length === 0) return { box, rings: [] };
  if (depth >= MAX_DEPTH || vertices(pieces) <= LEAF_VERTICES) {
    return {
      box,
      rings: pieces.flatMap((piece) => piece.map((ring) => Float64Array.from(ring.flat()))),
    };
  }
  const [w, s, e, n] = box;
  const x = (w + e) / 2;
  const y = (s + n) / 2;
  const quadrants: Box[] = [
    [w, s, x, y],
    [x, s, e, y],
    [w, y, x, n],
    [x, y, e, n],
  ];
  const children = quadrants.map((quadrant) =>
    build(
      pieces.map((piece) => clipPolygon(piece, quadrant)).filter((piece) => piece !== null),
      quadrant,
      depth + 1,
    ),
  ) as [Node, Node, Node, Node];
  return { box, children };
}

function insideRings(lon: number, lat: number, rings: readonly Float64Array[]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const xi = ring[i] as number;
      const yi = ring[i + 1] as number;
      const xj = ring[j] as number;
      const yj = ring[j + 1] as number;
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) {
        inside = !inside;
      }
    }
  }
  return inside;
}

export class LandIndex {
  readonly #root: Node;

  /** `land`: polygons clipped to `box` (the base map's cut, `cutLand`). */
  constructor(land: FeatureCollection<Polygon>, box: Box) {
    this.#root = build(
      land.features.map((f) => f.geometry.coordinates),
      box,
      0,
    );
  }

  /** True when the point lies on land; outside the box, false. */
  onLand(lon: number, lat: number): boolean {
    let node = this.#root;
    const [w, s, e, n] = node.box;
    if (lon < w || lon > e || lat < s || lat > n) return false;
    while (node.children) {
      const [cw, cs, ce, cn] = node.box;
      const east = lon >= (cw + ce) / 2 ? 1 : 0;
      const north = lat >= (cs + cn) / 2 ? 2 : 0;
      node = node.children[east + north] as Node;
    }
    // Pieces of land do not overlap: the even-odd rule over all the leaf's rings holds.
    return insideRings(lon, lat, node.rings ?? []);
  }
}

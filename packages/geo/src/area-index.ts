import { flattenRing, pointInRing, type LonLat } from './polygon.ts';

/** An area to be found by position: polygons of rings (outer first, then holes). */
export interface IndexedArea {
  code: string;
  polygons: readonly (readonly (readonly LonLat[])[])[];
}

interface Part {
  code: string;
  box: [number, number, number, number];
  outer: Float64Array;
  holes: Float64Array[];
}

/**
 * Which of a set of areas a point lies in (the sea area a ship sails in): each polygon's box
 * first, then its outer ring and holes (even-odd rule). Where areas overlap the first listed
 * wins; a point in none is in no area.
 */
export class AreaIndex {
  readonly #parts: Part[] = [];

  constructor(areas: readonly IndexedArea[]) {
    for (const area of areas)
      for (const [outer, ...holes] of area.polygons) {
        if (!outer || outer.length < 3) continue;
        let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
        for (const [lon, lat] of outer) {
          w = Math.min(w, lon);
          e = Math.max(e, lon);
          s = Math.min(s, lat);
          n = Math.max(n, lat);
        }
        this.#parts.push({
          code: area.code,
          box: [w, s, e, n],
          outer: flattenRing(outer),
          holes: holes.map((h) => flattenRing(h)),
        });
      }
  }

  /** The code of the area the point is in, or null. */
  locate(lon: number, lat: number): string | null {
    for (const p of this.#parts) {
      const [w, s, e, n] = p.box;
      if (lon < w || lon > e || lat < s || lat > n) continue;
      if (!pointInRing(lon, lat, p.outer)) continue;
      if (p.holes.some((h) => pointInRing(lon, lat, h))) continue;
      return p.code;
    }
    return null;
  }
}

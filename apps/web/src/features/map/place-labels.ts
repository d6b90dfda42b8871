import type { PlaceKind, PlaceName } from '@pantau/contracts';

/**
 * Which place names the base map writes at a zoom level (issue #32): those whose zooms hold
 * it, the more important first, each only where it does not run into one already written
 * (decluttered in the spec's 256-px grid at the whole level, so panning moves nothing).
 * Pure; the layer draws what it answers.
 */

/** How a kind of name is written: its size in CSS pixels, capitals or not, bold or not. */
export const LABEL_STYLE: Record<PlaceKind, { size: number; upper: boolean; bold: boolean }> = {
  sea: { size: 13, upper: false, bold: false },
  strait: { size: 11, upper: false, bold: false },
  bay: { size: 11, upper: false, bold: false },
  province: { size: 10, upper: true, bold: false },
  capital: { size: 13, upper: false, bold: true },
  city: { size: 12, upper: false, bold: true },
  town: { size: 11, upper: false, bold: false },
};

/** Who keeps its place when two would touch: the capital, cities, then the seas, … */
const PRIORITY: Record<PlaceKind, number> = {
  capital: 7,
  sea: 6,
  city: 5,
  province: 4,
  strait: 3,
  bay: 2,
  town: 1,
};

/** Room left round each name, in pixels. */
const GAP_PX = 6;
/** An average glyph's width as a share of the font size (DejaVu Sans, the fallback). */
const GLYPH_WIDTH = 0.62;
const GRID_PX = 128;

export interface PlaceLabel extends PlaceName {
  text: string;
}

/** A name's box around its point in pixels: half its width and half its height. */
export function labelHalf(place: Pick<PlaceName, 'name' | 'kind'>): [number, number] {
  const { size } = LABEL_STYLE[place.kind];
  return [(place.name.length * size * GLYPH_WIDTH) / 2 + GAP_PX, size * 0.7 + GAP_PX];
}

/** The names written at a spec zoom (whole levels), decluttered. */
export function placeLabelsAt(places: readonly PlaceName[], specZoom: number): PlaceLabel[] {
  const level = Math.floor(specZoom);
  const worldPx = 256 * 2 ** level;
  const candidates = places
    .filter((p) => p.minZoom <= level && level <= p.maxZoom)
    .map((p, i) => ({ p, i }))
    // The more important first; among equals, the earlier (the server lists the bigger first).
    .sort(
      (a, b) => PRIORITY[b.p.kind] - PRIORITY[a.p.kind] || a.p.minZoom - b.p.minZoom || a.i - b.i,
    );
  const grid = new Map<string, [number, number, number, number][]>();
  const kept: PlaceLabel[] = [];
  for (const { p } of candidates) {
    const x = ((p.lon + 180) / 360) * worldPx;
    const sin = Math.sin((p.lat * Math.PI) / 180);
    const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPx;
    const [hw, hh] = labelHalf(p);
    const box: [number, number, number, number] = [x - hw, y - hh, x + hw, y + hh];
    const cells: string[] = [];
    for (let cx = Math.floor(box[0] / GRID_PX); cx <= Math.floor(box[2] / GRID_PX); cx++) {
      for (let cy = Math.floor(box[1] / GRID_PX); cy <= Math.floor(box[3] / GRID_PX); cy++) {
        cells.push(`${cx}:${cy}`);
      }
    }
    const hits = cells.some((c) =>
      (grid.get(c) ?? []).some(
        (o) => box[0] < o[2] && box[2] > o[0] && box[1] < o[3] && box[3] > o[1],
      ),
    );
    if (hits) continue;
    for (const c of cells) grid.set(c, [...(grid.get(c) ?? []), box]);
    kept.push({ ...p, text: LABEL_STYLE[p.kind].upper ? p.name.toUpperCase() : p.name });
  }
  return kept;
}

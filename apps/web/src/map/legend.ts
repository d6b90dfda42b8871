/**
 * The map's legend as data (issue: the national picture in one look). A map layer may answer
 * what it draws on screen at this moment, as groups of entries, each a symbol and its label
 * (already in the user's language); the legend shows the groups of the layers switched on.
 * The hook is called only while the legend is open, so a layer may look through its data.
 */
export type Rgb = readonly [number, number, number];

/** The shapes a swatch can draw (the POIs' and the aids' among them). */
export type LegendShape =
  | 'circle'
  | 'triangle'
  | 'square'
  | 'diamond'
  | 'hexagon'
  | 'star'
  | 'pentagon'
  | 'ring'
  | 'bullseye';

export type LegendSymbol =
  /** A ship icon, bow up; hollow: stale or lost. */
  | { kind: 'ship'; rgb: Rgb; hollow?: boolean }
  /** A vessel's dot at national zoom; hollow: stale or lost. */
  | { kind: 'dot'; rgb: Rgb; hollow?: boolean }
  /** hollow: its outline only. */
  | { kind: 'shape'; shape: LegendShape; rgb: Rgb; hollow?: boolean }
  /** A circle round something (selection, bookmark, alert, plot status). */
  | { kind: 'ring'; rgb: Rgb; width?: number }
  | { kind: 'line'; rgb: Rgb; dashed?: boolean; width?: number }
  /** An outlined, lightly filled area. */
  | { kind: 'area'; rgb: Rgb; dashed?: boolean }
  /** A filled square of colour (a density band, a weather class). */
  | { kind: 'swatch'; rgb: Rgb; alpha?: number }
  /** A bubble of vessels counted together. */
  | { kind: 'bubble'; rgb: Rgb };

export interface LegendEntry {
  /** Unique within its group (and a test's handle: `legend-entry-<group>-<id>`). */
  id: string;
  label: string;
  symbol: LegendSymbol;
}

export interface LegendGroup {
  id: string;
  title: string;
  entries: readonly LegendEntry[];
}

/** Groups read first, whatever layer they come from: what moves, then what stands. */
const FIRST = ['vessels', 'track', 'poi', 'areas'];

/**
 * The groups the layers reported, in `order` (the layers' drawing order) but vessels, their
 * track, POIs and areas first; a group several layers add to is one, its entries in order
 * and each once; empty groups left out.
 */
export function legendGroups(
  reported: ReadonlyMap<string, readonly LegendGroup[]>,
  order: readonly string[],
): LegendGroup[] {
  const by = new Map<string, LegendGroup>();
  for (const g of order.flatMap((id) => reported.get(id) ?? [])) {
    const seen = by.get(g.id);
    if (!seen) {
      by.set(g.id, g);
      continue;
    }
    const ids = new Set(seen.entries.map((e) => e.id));
    by.set(g.id, {
      ...seen,
      entries: [...seen.entries, ...g.entries.filter((e) => !ids.has(e.id))],
    });
  }
  const rank = (id: string) => {
    const i = FIRST.indexOf(id);
    return i < 0 ? FIRST.length : i;
  };
  return [...by.values()]
    .filter((g) => g.entries.length > 0)
    .map((g, i) => ({ g, i }))
    .sort((a, b) => rank(a.g.id) - rank(b.g.id) || a.i - b.i)
    .map(({ g }) => g);
}

/** An RGB colour as CSS. */
export function css(rgb: Rgb, alpha = 1): string {
  return alpha >= 1 ? `rgb(${rgb.join(' ')})` : `rgb(${rgb.join(' ')} / ${alpha})`;
}

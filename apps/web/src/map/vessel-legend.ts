import { SHIP_TYPE_GROUPS } from '@pantau/domain';
import { GROUP_RGB } from '../vessel/colours.ts';
import type { LegendEntry, Rgb } from './legend.ts';
import {
  CLUSTER_RGBA,
  ICON_MIN_ZOOM,
  PLOT_RING_RGBA,
  PREDICTION_ABOVE_ZOOM,
  SELECTED_RGB,
} from './marks.ts';
import { CLUSTER_BELOW_ZOOM, clusterVessels } from './vessel-clusters.ts';

/** What the legend needs of the drawn vessels (the live worker's columns). */
export interface LegendVessels {
  count: number;
  positions: Float32Array;
  colours: Uint8Array;
  solid: Uint8Array;
  plotRings: Float32Array;
  mmsi: Uint32Array;
}

export interface VesselLegendWords {
  stale: string;
  bubble: string;
  selected: string;
  plotStatus: string;
  prediction: string;
}

const rgbKey = (r: number, g: number, b: number) => (r << 16) | (g << 8) | b;
const GROUP_BY_RGB = new Map(
  SHIP_TYPE_GROUPS.map((g, i) => {
    const rgb = GROUP_RGB[i] ?? [0, 0, 0];
    return [rgbKey(rgb[0], rgb[1], rgb[2]), { group: g, rgb }] as const;
  }),
);

/**
 * The legend of the vessels on screen at a spec zoom: each ship-type group present, in the
 * Filter Kapal order, drawn as a dot or a ship as the map draws it now; then hollow markers,
 * bubbles, the selected vessel's ring, Plot Status rings and predictions, each only when drawn.
 */
export function vesselLegend(
  vessels: LegendVessels | null,
  view: { zoom: number; selected: number | null; plotStatus: boolean; headingPrediction: boolean },
  words: VesselLegendWords,
): LegendEntry[] {
  if (!vessels || vessels.count === 0) return [];
  const present = new Set<string>();
  let hollow = false;
  for (let i = 0; i < vessels.count; i++) {
    const c = 4 * i;
    const found = GROUP_BY_RGB.get(
      rgbKey(vessels.colours[c] ?? 0, vessels.colours[c + 1] ?? 0, vessels.colours[c + 2] ?? 0),
    );
    if (found) present.add(found.group.id);
    if ((vessels.solid[i] ?? 1) === 0) hollow = true;
  }
  const icons = view.zoom >= ICON_MIN_ZOOM;
  const entries: LegendEntry[] = [];
  SHIP_TYPE_GROUPS.forEach((g, i) => {
    if (!present.has(g.id)) return;
    const rgb: Rgb = GROUP_RGB[i] ?? [0, 0, 0];
    entries.push({ id: g.id, label: g.label, symbol: { kind: icons ? 'ship' : 'dot', rgb } });
  });
  const grey: Rgb = [134, 142, 150];
  if (hollow) {
    entries.push({
      id: 'stale',
      label: words.stale,
      symbol: { kind: icons ? 'ship' : 'dot', rgb: grey, hollow: true },
    });
  }
  if (
    view.zoom < CLUSTER_BELOW_ZOOM &&
    clusterVessels(vessels.positions, vessels.count, view.zoom).bubbles.length > 0
  ) {
    const [r, g, b] = CLUSTER_RGBA;
    entries.push({ id: 'bubble', label: words.bubble, symbol: { kind: 'bubble', rgb: [r, g, b] } });
  }
  if (view.selected !== null && vessels.mmsi.includes(view.selected)) {
    entries.push({
      id: 'selected',
      label: words.selected,
      symbol: { kind: 'ring', rgb: SELECTED_RGB, width: 3 },
    });
  }
  if (view.plotStatus && vessels.plotRings.length > 0) {
    const [r, g, b] = PLOT_RING_RGBA;
    entries.push({
      id: 'plot-status',
      label: words.plotStatus,
      symbol: { kind: 'ring', rgb: [r, g, b], width: 2.5 },
    });
  }
  if (view.headingPrediction && view.zoom > PREDICTION_ABOVE_ZOOM) {
    entries.push({
      id: 'prediction',
      label: words.prediction,
      symbol: { kind: 'line', rgb: grey, dashed: true, width: 1.5 },
    });
  }
  return entries;
}

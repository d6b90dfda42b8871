import { SHIP_TYPE_GROUPS } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { GROUP_RGB } from '../vessel/colours.ts';
import { vesselLegend, type LegendVessels } from './vessel-legend.ts';

const WORDS = {
  stale: 'stale',
  bubble: 'bubble',
  selected: 'selected',
  plotStatus: 'plot',
  prediction: 'prediction',
};

/** Vessels of the given groups at the given positions; `hollow` rows stale. */
function vessels(
  groups: string[],
  opts: { at?: (i: number) => [number, number]; hollow?: number[]; plot?: number } = {},
): LegendVessels {
  const n = groups.length;
  const colours = new Uint8Array(4 * n);
  const positions = new Float32Array(2 * n);
  groups.forEach((g, i) => {
    const rgb = GROUP_RGB[SHIP_TYPE_GROUPS.findIndex((x) => x.id === g)] ?? [0, 0, 0];
    // The worker's alpha says how fresh a vessel is; the legend goes by the colour.
    colours.set([rgb[0], rgb[1], rgb[2], 170], 4 * i);
    const [lon, lat] = opts.at?.(i) ?? [100 + i, -5];
    positions.set([lon, lat], 2 * i);
  });
  const solid = new Uint8Array(n).fill(1);
  for (const i of opts.hollow ?? []) solid[i] = 0;
  return {
    count: n,
    positions,
    colours,
    solid,
    plotRings: new Float32Array(2 * (opts.plot ?? 0)),
    mmsi: Uint32Array.from(groups.map((_, i) => 525000000 + i)),
  };
}

const view = { zoom: 6, selected: null, plotStatus: false, headingPrediction: false };

describe('the vessels legend', () => {
  it('lists the ship types in view once each, in Filter Kapal order, as dots nationally', () => {
    const entries = vesselLegend(vessels(['tanker', 'cargo', 'tanker', 'fishing']), view, WORDS);
    expect(entries.map((e) => e.id)).toEqual(['fishing', 'cargo', 'tanker']);
    expect(entries.map((e) => e.label)).toEqual(['Fishing', 'Cargo', 'Tanker']);
    expect(entries.every((e) => e.symbol.kind === 'dot')).toBe(true);
  });

  it('shows ships from harbour zoom, and nothing for an empty view', () => {
    const entries = vesselLegend(vessels(['passenger']), { ...view, zoom: 12 }, WORDS);
    expect(entries).toEqual([
      { id: 'passenger', label: 'Passenger', symbol: { kind: 'ship', rgb: GROUP_RGB[7] } },
    ]);
    expect(vesselLegend(null, view, WORDS)).toEqual([]);
    expect(vesselLegend(vessels([]), view, WORDS)).toEqual([]);
  });

  it('explains hollow markers, bubbles, the selection and plot rings only when drawn', () => {
    const quiet = vesselLegend(vessels(['cargo', 'cargo']), view, WORDS).map((e) => e.id);
    expect(quiet).toEqual(['cargo']);
    // 30 cargo ships on top of each other nationally: a bubble; one stale; one selected.
    const crowd = vessels(
      Array.from({ length: 30 }, () => 'cargo'),
      { at: () => [106.9, -6.0], hollow: [3], plot: 1 },
    );
    const ids = vesselLegend(
      crowd,
      { ...view, selected: 525000004, plotStatus: true, headingPrediction: true },
      WORDS,
    ).map((e) => e.id);
    // No prediction at national zoom (SPEC §9: above zoom 9 only).
    expect(ids).toEqual(['cargo', 'stale', 'bubble', 'selected', 'plot-status']);
    // At harbour zoom: every ship on its own, predictions drawn; a selection elsewhere is not in view.
    const close = vesselLegend(
      crowd,
      { zoom: 12, selected: 1, plotStatus: false, headingPrediction: true },
      WORDS,
    ).map((e) => e.id);
    expect(close).toEqual(['cargo', 'stale', 'prediction']);
  });
});

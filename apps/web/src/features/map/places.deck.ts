import { LABEL_FONT } from '../../map/marks.ts';
import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { PlaceKind } from '@pantau/contracts';
import { LABEL_STYLE, type PlaceLabel } from './place-labels.ts';

/**
 * The base map's names, drawn by deck.gl (no glyph server: the map works offline): seas,
 * straits and bays in the sea's blue, provinces in grey capitals, cities and towns dark on a
 * halo beside a dot, each readable on the light and the dark theme. Loaded with the map.
 */
type Rgb = [number, number, number];

const INK: Record<'light' | 'dark', Record<'sea' | 'land' | 'region' | 'halo', Rgb>> = {
  light: { sea: [28, 92, 150], land: [33, 37, 41], region: [112, 118, 125], halo: [255, 255, 255] },
  dark: {
    sea: [130, 175, 225],
    land: [233, 236, 239],
    region: [150, 156, 164],
    halo: [26, 27, 30],
  },
};

const inkOf = (kind: PlaceKind): 'sea' | 'land' | 'region' =>
  kind === 'sea' || kind === 'strait' || kind === 'bay'
    ? 'sea'
    : kind === 'province'
      ? 'region'
      : 'land';

const isSettlement = (kind: PlaceKind) => kind === 'capital' || kind === 'city' || kind === 'town';

export function placeLayers(labels: readonly PlaceLabel[], theme: 'light' | 'dark'): Layer[] {
  if (labels.length === 0) return [];
  const ink = INK[theme];
  const settlements = labels.filter((l) => isSettlement(l.kind));
  return [
    new ScatterplotLayer<PlaceLabel>({
      id: 'place-dots',
      data: settlements,
      getPosition: (l) => [l.lon, l.lat],
      getRadius: (l) => (l.kind === 'town' ? 2 : 3),
      radiusUnits: 'pixels',
      getFillColor: (l) => (l.kind === 'capital' ? ink.halo : ink.land),
      stroked: true,
      getLineColor: ink.land,
      getLineWidth: (l) => (l.kind === 'capital' ? 1.5 : 0.5),
      lineWidthUnits: 'pixels',
      updateTriggers: { getFillColor: theme, getLineColor: theme },
    }),
    new TextLayer<PlaceLabel>({
      id: 'place-names',
      data: labels,
      getPosition: (l) => [l.lon, l.lat],
      getText: (l) => l.text,
      getSize: (l) => LABEL_STYLE[l.kind].size,
      sizeUnits: 'pixels',
      getColor: (l) => ink[inkOf(l.kind)],
      // A settlement's name beside its dot; a sea's or a province's over its point.
      getTextAnchor: (l) => (isSettlement(l.kind) ? 'start' : 'middle'),
      getAlignmentBaseline: 'center',
      getPixelOffset: (l) => (isSettlement(l.kind) ? [6, 0] : [0, 0]),
      fontWeight: 600,
      fontSettings: { sdf: true },
      outlineWidth: 3,
      outlineColor: [...ink.halo, 220],
      fontFamily: LABEL_FONT,
      characterSet: 'auto',
      updateTriggers: { getColor: theme },
    }),
  ];
}

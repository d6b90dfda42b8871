import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';

/** PLOT's preview of a new point of interest: a magenta dot in a white ring (no other layer uses the colour), over the vessels. */
export function previewLayers(point: { lon: number; lat: number } | null): Layer[] {
  if (!point) return [];
  return [
    new ScatterplotLayer<{ lon: number; lat: number }>({
      id: 'poi-preview',
      data: [point],
      getPosition: (p) => [p.lon, p.lat],
      getRadius: 7,
      radiusUnits: 'pixels',
      filled: true,
      stroked: true,
      getFillColor: [255, 0, 160],
      getLineColor: [255, 255, 255],
      getLineWidth: 3,
      lineWidthUnits: 'pixels',
    }),
  ];
}

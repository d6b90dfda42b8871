import type { Layer } from '@deck.gl/core';
import { GeoJsonLayer } from '@deck.gl/layers';
import type { Feature, Polygon } from 'geojson';

/** How a set of areas looks: outline and fill colours (RGB) and the fill's opacity. */
export interface AreaStyle {
  line: [number, number, number];
  fillAlpha: number;
  lineWidth: number;
  /** The whole layer's opacity, 0..1 (1 when left out). */
  opacity?: number;
}

/**
 * Areas as outlined polygons (user areas of interest and the like), one GeoJSON layer per
 * set; nothing when there are none. Pickable off: clicks go through to what is under them.
 */
export function areaLayers(
  id: string,
  areas: readonly Feature<Polygon>[],
  style: AreaStyle,
): Layer[] {
  if (areas.length === 0) return [];
  return [
    new GeoJsonLayer({
      id,
      data: { type: 'FeatureCollection', features: [...areas] },
      stroked: true,
      filled: true,
      getLineColor: style.line,
      getFillColor: [...style.line, style.fillAlpha],
      getLineWidth: style.lineWidth,
      lineWidthUnits: 'pixels',
      opacity: style.opacity ?? 1,
      pickable: false,
    }),
  ];
}

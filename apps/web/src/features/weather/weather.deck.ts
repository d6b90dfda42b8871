import type { Layer, PickingInfo } from '@deck.gl/core';
import { GeoJsonLayer } from '@deck.gl/layers';
import type { Feature, MultiPolygon } from 'geojson';

/** One sea area as drawn: its outline and colour, and whether its forecast is stale. */
export interface AreaDrawing {
  code: string;
  polygons: [number, number][][][];
  rgb: [number, number, number];
  stale: boolean;
  chosen: boolean;
}

type AreaFeature = Feature<
  MultiPolygon,
  { code: string; rgb: [number, number, number]; stale: boolean; chosen: boolean }
>;

/**
 * Weather per area, loaded with the map: each sea area filled in its wave category's colour,
 * outlined in it (grey when its forecast is stale), the area chosen outlined thick; a click on
 * an area chooses it.
 */
export function weatherAreaLayers(
  areas: readonly AreaDrawing[],
  opacity: number,
  onPick: (code: string) => void,
): Layer[] {
  if (areas.length === 0) return [];
  const features: AreaFeature[] = areas.map((a) => ({
    type: 'Feature',
    geometry: { type: 'MultiPolygon', coordinates: a.polygons },
    properties: { code: a.code, rgb: a.rgb, stale: a.stale, chosen: a.chosen },
  }));
  return [
    new GeoJsonLayer<AreaFeature['properties']>({
      id: 'weather-areas',
      data: { type: 'FeatureCollection', features },
      stroked: true,
      filled: true,
      getFillColor: (f) => [...f.properties.rgb, f.properties.stale ? 30 : 70],
      getLineColor: (f) =>
        f.properties.chosen
          ? [33, 37, 41, 255]
          : f.properties.stale
            ? [134, 142, 150, 200]
            : [...f.properties.rgb, 220],
      getLineWidth: (f) => (f.properties.chosen ? 3 : 1),
      lineWidthUnits: 'pixels',
      opacity,
      pickable: true,
      autoHighlight: true,
      highlightColor: [255, 255, 255, 60],
      updateTriggers: { getLineColor: areas, getLineWidth: areas, getFillColor: areas },
      onClick: (info: PickingInfo<AreaFeature>) => {
        const code = info.object?.properties.code;
        if (!code) return false;
        onPick(code);
        return true;
      },
    }),
  ];
}

import type { FeatureCollection, MapFeature } from '@pantau/contracts';
import type { Layer } from '@deck.gl/core';
import { GeoJsonLayer } from '@deck.gl/layers';
import { featureColour } from './feature-colours.ts';

/**
 * The ports' published Alur & SBNP features under the vessels: lanes and heading lines as
 * lines, zones as outlined areas, aids and markers as dots; each in its own colour when it
 * has one (SPEC §5's feature colours), else its kind's.
 */

export function featureLayers(collection: FeatureCollection): Layer[] {
  if (collection.features.length === 0) return [];
  return [
    new GeoJsonLayer<MapFeature['properties']>({
      id: 'map-features',
      data: collection,
      stroked: true,
      filled: true,
      pointType: 'circle',
      getLineColor: (f) => featureColour(f),
      getFillColor: (f) =>
        f.geometry.type === 'Polygon' ? [...featureColour(f), 40] : [...featureColour(f), 255],
      getLineWidth: 3,
      lineWidthUnits: 'pixels',
      getPointRadius: 5,
      pointRadiusUnits: 'pixels',
    }),
  ];
}

import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import type { WebFeature } from '../feature.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { useMapFeatures } from './alur.api.ts';

const loadLayers = () => import('../../map/features.deck.ts');

/** The published Alur & SBNP features' layers. */
function useFeatureLayers(): readonly Layer[] {
  const collection = useMapFeatures().data;
  const layers = useLazyModule(loadLayers);
  return useMemo(
    () => (layers && collection ? layers.featureLayers(collection) : []),
    [layers, collection],
  );
}

/** The ports' published Alur & SBNP features (lanes, zones, beacons), under everything else. */
export const alurFeature: WebFeature = {
  name: 'alur',
  layers: [
    {
      id: 'map-features',
      band: 'base-overlay',
      toggle: { label: 'alur.toggle', defaultOn: true },
      useLayers: useFeatureLayers,
    },
  ],
};

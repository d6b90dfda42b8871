import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { useMapFeatures } from './alur.api.ts';

const loadLayers = () => import('../../map/features.deck.ts');

/** The published Alur & SBNP features' layers (deck.gl code loaded lazily, with the map). */
export function useFeatureLayers(): Layer[] {
  const collection = useMapFeatures().data;
  const layers = useLazyModule(loadLayers);
  return useMemo(
    () => (layers && collection ? layers.featureLayers(collection) : []),
    [layers, collection],
  );
}

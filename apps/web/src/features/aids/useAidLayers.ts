import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { useAidSelection, useAids } from './aids.api.ts';

const loadLayers = () => import('../../map/aids.deck.ts');

/**
 * The aids to navigation's layers (deck.gl code loaded lazily, with the map); a click on an
 * aid opens its card. New layers only when the aids or the choice change.
 */
export function useAidLayers(): Layer[] {
  const aids = useAids().data?.aids;
  const selected = useAidSelection((s) => s.selected);
  const select = useAidSelection((s) => s.select);
  const layers = useLazyModule(loadLayers);
  return useMemo(
    () => (layers && aids ? layers.aidLayers(aids, selected, select) : []),
    [layers, aids, selected, select],
  );
}

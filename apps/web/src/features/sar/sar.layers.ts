import type { Layer } from '@deck.gl/core';
import { NM_M } from '@pantau/contracts';
import { circleRing } from '@pantau/geo';
import { useMemo } from 'react';
import { useLazyModule } from '../../map/useLazyModule.ts';
import type { MapLayer } from '../feature.ts';
import { useSarAssistStore } from './sar.store.ts';

const loadLayers = () => import('./sar.deck.ts');

/** While SAR assist is open: its scene and the ring of its radius. */
function useAssistLayers(): readonly Layer[] {
  const module = useLazyModule(loadLayers);
  const scene = useSarAssistStore((s) => (s.itemId === null ? null : s.scene));
  const radiusNm = useSarAssistStore((s) => s.radiusNm);
  return useMemo(
    () =>
      module && scene
        ? module.assistLayers({ scene, ring: circleRing(scene, radiusNm * NM_M, 128) })
        : [],
    [module, scene, radiusNm],
  );
}

export const SAR_LAYERS: readonly MapLayer[] = [
  { id: 'sar-assist', band: 'over-vessels', useLayers: useAssistLayers },
];

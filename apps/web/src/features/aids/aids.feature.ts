import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import type { WebFeature } from '../feature.ts';
import { clicksSelect } from '../../map/tool.store.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { selectMmsi, useSelectedMmsi } from '../../selection/selection.store.ts';
import { AidCard } from './AidCard.tsx';
import { useAids } from './aids.api.ts';

const loadLayers = () => import('../../map/aids.deck.ts');

const pickAid = (mmsi: number | null) => {
  if (clicksSelect()) selectMmsi('aid', mmsi);
};

/** The aids' diamonds; new layers only when the aids or the choice change. */
function useAidLayers(): readonly Layer[] {
  const aids = useAids().data?.aids;
  const selected = useSelectedMmsi('aid');
  const layers = useLazyModule(loadLayers);
  return useMemo(
    () => (layers && aids ? layers.aidLayers(aids, selected, pickAid) : []),
    [layers, aids, selected],
  );
}

/** Aids to navigation (SBNP) heard over AIS: drawn under the vessels, a card when chosen. */
export const aidsFeature: WebFeature = {
  name: 'aids',
  layers: [
    {
      id: 'aids',
      band: 'under-vessels',
      toggle: { label: 'aids.toggle', defaultOn: true },
      useLayers: useAidLayers,
    },
  ],
  cards: { aid: AidCard },
};

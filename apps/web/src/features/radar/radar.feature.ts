import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import type { WebFeature } from '../feature.ts';
import { clicksSelect } from '../../map/tool.store.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { useSelection } from '../../selection/selection.store.ts';
import { RadarCard } from './RadarCard.tsx';
import { RadarTab } from './RadarTab.tsx';
import { useRadarStatus, useRadarTargets } from './radar.api.ts';

const loadLayers = () => import('./radar.deck.ts');

const pickTarget = (id: string) => {
  if (clicksSelect()) useSelection.getState().select({ kind: 'radar', id });
};

/** The radar targets' rings; polled only while the layer is on. */
function useRadarLayers(): readonly Layer[] {
  const targets = useRadarTargets().data?.targets;
  const selected = useSelection((s) => (s.selected?.kind === 'radar' ? s.selected.id : null));
  const layers = useLazyModule(loadLayers);
  return useMemo(
    () => (layers && targets ? layers.radarLayers(targets, selected, pickTarget) : []),
    [layers, targets, selected],
  );
}

/** Radar targets (issue #15): a layer of their own, their card, the port panel's RADAR tab. */
export const radarFeature: WebFeature = {
  name: 'radar',
  layers: [
    {
      id: 'radar',
      band: 'over-vessels',
      toggle: { label: 'radar.toggle', defaultOn: true },
      useLayers: useRadarLayers,
    },
  ],
  cards: { radar: RadarCard },
  portTabs: [
    { id: 'radar', order: 60, label: 'radar.portTab', Tab: RadarTab, useStatus: useRadarStatus },
  ],
};

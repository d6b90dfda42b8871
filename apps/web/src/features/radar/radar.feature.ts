import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebFeature } from '../feature.ts';
import type { LegendEntry, LegendGroup } from '../../map/legend.ts';
import { clicksSelect } from '../../map/tool.store.ts';
import { inView, useViewBounds } from '../../map/useView.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { useSelection } from '../../selection/selection.store.ts';
import { RadarCard } from './RadarCard.tsx';
import { RadarTab } from './RadarTab.tsx';
import { useRadarStatus, useRadarTargets } from './radar.api.ts';
import { RADAR_FUSED_RGB, RADAR_RGB } from './radar-look.ts';

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

/** The targets' rings in view: unmatched and fused, as drawn. */
function useRadarLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const targets = useRadarTargets().data?.targets;
  const bounds = useViewBounds();
  return useMemo(() => {
    const shown = (targets ?? []).filter((r) => inView(bounds, r.longitude, r.latitude));
    const entries: LegendEntry[] = [];
    if (shown.some((r) => r.fusedMmsi === null))
      entries.push({
        id: 'radar',
        label: t('radar.legend.target'),
        symbol: { kind: 'ring', rgb: RADAR_RGB, width: 2 },
      });
    if (shown.some((r) => r.fusedMmsi !== null))
      entries.push({
        id: 'radar-fused',
        label: t('radar.legend.fused'),
        symbol: { kind: 'ring', rgb: RADAR_FUSED_RGB, width: 2 },
      });
    return [{ id: 'vessels', title: t('legendGroups.vessels'), entries }];
  }, [t, targets, bounds]);
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
      useLegend: useRadarLegend,
    },
  ],
  cards: { radar: RadarCard },
  portTabs: [
    { id: 'radar', order: 60, label: 'radar.portTab', Tab: RadarTab, useStatus: useRadarStatus },
  ],
};

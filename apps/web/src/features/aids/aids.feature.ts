import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebFeature } from '../feature.ts';
import type { LegendEntry, LegendGroup } from '../../map/legend.ts';
import { AID_OFF_POSITION_RGB, AID_RGB } from '../../map/marks.ts';
import { clicksSelect } from '../../map/tool.store.ts';
import { inView, useViewBounds } from '../../map/useView.ts';
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

/** The aids' diamonds in view: solid, hollow (virtual), red (off position), as drawn. */
function useAidLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const aids = useAids().data?.aids;
  const bounds = useViewBounds();
  return useMemo(() => {
    const shown = (aids ?? []).filter((a) => inView(bounds, a.lon, a.lat));
    const entries: LegendEntry[] = [];
    if (shown.some((a) => !a.virtual && a.offPosition !== true))
      entries.push({
        id: 'aid',
        label: t('aids.legend.aid'),
        symbol: { kind: 'shape', shape: 'diamond', rgb: AID_RGB },
      });
    if (shown.some((a) => a.virtual && a.offPosition !== true))
      entries.push({
        id: 'virtual',
        label: t('aids.legend.virtual'),
        symbol: { kind: 'shape', shape: 'diamond', rgb: AID_RGB, hollow: true },
      });
    if (shown.some((a) => a.offPosition === true))
      entries.push({
        id: 'off-position',
        label: t('aids.legend.offPosition'),
        symbol: { kind: 'shape', shape: 'diamond', rgb: AID_OFF_POSITION_RGB },
      });
    return [{ id: 'poi', title: t('legendGroups.poi'), entries }];
  }, [t, aids, bounds]);
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
      useLegend: useAidLegend,
    },
  ],
  cards: { aid: AidCard },
};

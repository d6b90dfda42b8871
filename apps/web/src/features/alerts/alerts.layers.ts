import type { Layer } from '@deck.gl/core';
import type { AlertPriority } from '@pantau/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapLayer } from '../feature.ts';
import { useDrawnColumns } from '../../live/live.store.ts';
import type { LegendEntry, LegendGroup } from '../../map/legend.ts';
import { rowsOf } from '../../map/rows.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { ATTENTION_RGB, ATTENTION_RING } from './attention-look.ts';
import { useAttentionVessels } from './alerts.api.ts';

const loadLayers = () => import('./alerts.deck.ts');

/** The waiting vessels by MMSI, with their highest priority. */
export function useWaiting(): ReadonlyMap<number, AlertPriority> {
  const data = useAttentionVessels().data;
  return useMemo(() => new Map(data?.vessels.map((v) => [v.mmsi, v.priority]) ?? []), [data]);
}

/** Vessels whose alarm or warning waits for a person: on top, in a magenta ring. */
function useAttentionLayers(): readonly Layer[] {
  const waiting = useWaiting();
  const vessels = useDrawnColumns((s) => s.columns);
  const module = useLazyModule(loadLayers);
  return useMemo(
    () => (module ? module.attentionLayers(vessels, waiting) : []),
    [module, vessels, waiting],
  );
}

/** The rings of the waiting vessels in view: an alarm's, a warning's, as drawn. */
function useAttentionLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const waiting = useWaiting();
  const vessels = useDrawnColumns((s) => s.columns);
  return useMemo(() => {
    if (!vessels || waiting.size === 0) return [];
    const shown = new Set(
      rowsOf(vessels, new Set(waiting.keys())).map((i) => waiting.get(vessels.mmsi[i] ?? 0)),
    );
    const entries: LegendEntry[] = (['alarm', 'warning'] as const)
      .filter((p) => shown.has(p))
      .map((p) => ({
        id: `attention-${p}`,
        label: t(`alerts.legend.${p}`),
        symbol: { kind: 'ring', rgb: ATTENTION_RGB, width: ATTENTION_RING[p].width },
      }));
    return [{ id: 'vessels', title: t('legendGroups.vessels'), entries }];
  }, [t, vessels, waiting]);
}

export const ALERT_LAYERS: readonly MapLayer[] = [
  {
    id: 'alert-attention',
    band: 'over-vessels',
    useLayers: useAttentionLayers,
    useLegend: useAttentionLegend,
  },
];

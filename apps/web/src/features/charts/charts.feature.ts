import type { Layer } from '@deck.gl/core';
import { CHART_IDS, type ChartId } from '@pantau/contracts';
import { useMemo } from 'react';
import type { MapLayer, WebFeature } from '../feature.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { chartDetails } from './ChartDetails.tsx';
import { chartTilesUrl, useChart } from './charts.api.ts';
import { DEFAULT_CHART_OPACITY } from './charts.store.ts';
import { useOpacityOf } from '../../map/overlay-opacity.ts';

const loadLayers = () => import('./charts.deck.ts');

const LABELS: Record<ChartId, MessageKey> = {
  hidros: 'charts.hidros',
  sipandu: 'charts.sipandu',
};

function chartLayer(id: ChartId): MapLayer {
  function useChartLayers(): readonly Layer[] {
    const chart = useChart(id);
    const opacity = useOpacityOf(id, DEFAULT_CHART_OPACITY);
    const deck = useLazyModule(loadLayers);
    return useMemo(
      () =>
        deck && chart?.configured
          ? [
              deck.chartTileLayer({
                id,
                url: chartTilesUrl(window.location.origin, id),
                maxZoom: chart.maxZoom,
                opacity,
              }),
            ]
          : [],
      [deck, chart, opacity],
    );
  }
  function useUnavailable(): MessageKey | null {
    const chart = useChart(id);
    return chart && !chart.configured ? 'charts.notConfigured' : null;
  }
  return {
    id,
    band: 'base-overlay',
    toggle: { label: LABELS[id], defaultOn: false, Details: chartDetails(id), useUnavailable },
    useLayers: useChartLayers,
  };
}

/**
 * The chart overlays of LAYERS & MAP (SPEC §2.3): the S-63 Hidros chart and Sipandu, tiles
 * of the chart services the server is configured with, each with a switch and an opacity;
 * a service the server has no address for says so and cannot be switched on.
 */
export const chartsFeature: WebFeature = {
  name: 'charts',
  layers: CHART_IDS.map(chartLayer),
};

import type { Layer } from '@deck.gl/core';
import { zeeEndpoints } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import type { Feature, Polygon } from 'geojson';
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import type { LegendGroup } from '../../map/legend.ts';
import { OpacitySlider } from '../../map/OpacitySlider.tsx';
import { useOpacityOf } from '../../map/overlay-opacity.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import type { MapLayer } from '../feature.ts';

const loadLayers = () => import('../../map/areas.deck.ts');

/** The EEZ outline in Pantau's boundary purple, barely filled (SPEC §2.3 'ZEE boundary'). */
const STYLE = { line: [134, 46, 156] as [number, number, number], fillAlpha: 12, lineWidth: 2 };

function useZeeLayers(): readonly Layer[] {
  const outline = useQuery({
    queryKey: ['zee'],
    queryFn: ({ signal }) => call(zeeEndpoints.outline, {}, { signal }),
    staleTime: Infinity,
  });
  const layers = useLazyModule(loadLayers);
  const opacity = useOpacityOf('zee', 1);
  return useMemo(() => {
    if (!layers || !outline.data) return [];
    const feature: Feature<Polygon> = {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: outline.data.geometry.coordinates },
      properties: { name: outline.data.properties.name },
    };
    return layers.areaLayers('zee', [feature], { ...STYLE, opacity });
  }, [layers, outline.data, opacity]);
}

function useZeeLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'areas',
        title: t('legendGroups.areas'),
        entries: [{ id: 'zee', label: t('zee.layer'), symbol: { kind: 'area', rgb: STYLE.line } }],
      },
    ],
    [t],
  );
}

/** Under the ZEE switch: its opacity (SPEC §2.3, each overlay with an opacity). */
function ZeeDetails({ shown }: { shown: boolean }) {
  return createElement(OpacitySlider, { id: 'zee', fallback: 1, shown });
}

/** LAYERS & MAP's 'ZEE boundary' (`layer-toggle-zee`), off by default, under the vessels. */
export const ZEE_LAYERS: readonly MapLayer[] = [
  {
    id: 'zee',
    band: 'base-overlay',
    toggle: { label: 'zee.layer', defaultOn: false, Details: ZeeDetails },
    useLayers: useZeeLayers,
    useLegend: useZeeLegend,
  },
];

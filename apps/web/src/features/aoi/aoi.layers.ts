import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapLayer } from '../feature.ts';
import type { LegendGroup } from '../../map/legend.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { useTickedAois } from './aoi.api.ts';
import { shapeFeature } from './aoi-shapes.ts';
import { shapeOfView } from './aoi-view.ts';
import { useAoi } from './aoi.store.ts';

const loadLayers = () => import('../../map/areas.deck.ts');

/** Ticked areas in blue; the area being made (plotted or drawn) in orange. */
const TICKED = { line: [28, 126, 214] as [number, number, number], fillAlpha: 40, lineWidth: 2 };
const PREVIEW = { line: [232, 89, 12] as [number, number, number], fillAlpha: 50, lineWidth: 3 };

function useTickedLayers(): readonly Layer[] {
  const ticked = useTickedAois(useAoi((s) => s.ticked));
  const layers = useLazyModule(loadLayers);
  return useMemo(
    () =>
      layers
        ? layers.areaLayers(
            'aoi-ticked',
            ticked.flatMap((a) => {
              const shape = shapeOfView(a);
              return shape ? [shapeFeature(shape, a.name)] : [];
            }),
            TICKED,
          )
        : [],
    [layers, ticked],
  );
}

function usePreviewLayers(): readonly Layer[] {
  const shape = useAoi((s) => s.shape);
  const layers = useLazyModule(loadLayers);
  return useMemo(
    () =>
      layers && shape ? layers.areaLayers('aoi-preview', [shapeFeature(shape, '')], PREVIEW) : [],
    [layers, shape],
  );
}

function useTickedLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const ticked = useTickedAois(useAoi((s) => s.ticked));
  return useMemo(
    () =>
      ticked.length === 0
        ? []
        : [
            {
              id: 'areas',
              title: t('legendGroups.areas'),
              entries: [
                {
                  id: 'aoi',
                  label: t('aoi.legend.ticked'),
                  symbol: { kind: 'area', rgb: TICKED.line },
                },
              ],
            },
          ],
    [t, ticked.length],
  );
}

function usePreviewLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const shape = useAoi((s) => s.shape);
  return useMemo(
    () =>
      shape
        ? [
            {
              id: 'areas',
              title: t('legendGroups.areas'),
              entries: [
                {
                  id: 'aoi-drawing',
                  label: t('aoi.legend.drawing'),
                  symbol: { kind: 'area', rgb: PREVIEW.line },
                },
              ],
            },
          ]
        : [],
    [t, shape],
  );
}

/** The AOI feature's map layers, under the vessels. */
export const AOI_LAYERS: readonly MapLayer[] = [
  {
    id: 'aoi-ticked',
    band: 'under-vessels',
    useLayers: useTickedLayers,
    useLegend: useTickedLegend,
  },
  {
    id: 'aoi-preview',
    band: 'under-vessels',
    useLayers: usePreviewLayers,
    useLegend: usePreviewLegend,
  },
];

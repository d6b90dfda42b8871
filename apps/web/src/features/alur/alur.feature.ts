import type { Layer } from '@deck.gl/core';
import type { MapFeature } from '@pantau/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebFeature } from '../feature.ts';
import { KIND_RGB } from '../../map/feature-colours.ts';
import type { LegendEntry, LegendGroup, LegendSymbol } from '../../map/legend.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { inView, useViewBounds, type ViewBounds } from '../../map/useView.ts';
import { useMapFeatures } from './alur.api.ts';

const loadLayers = () => import('../../map/features.deck.ts');

/** The published Alur & SBNP features' layers. */
function useFeatureLayers(): readonly Layer[] {
  const collection = useMapFeatures().data;
  const layers = useLazyModule(loadLayers);
  return useMemo(
    () => (layers && collection ? layers.featureLayers(collection) : []),
    [layers, collection],
  );
}

type Kind = MapFeature['properties']['type'];
const KINDS: readonly Kind[] = ['alur', 'garis haluan', 'zona', 'sbnp', 'poi'];

/** Whether any of a geometry's points lies in view. */
function touches(bounds: ViewBounds | null, coordinates: unknown): boolean {
  if (!Array.isArray(coordinates)) return false;
  if (typeof coordinates[0] === 'number')
    return inView(bounds, coordinates[0], Number(coordinates[1]));
  return coordinates.some((c) => touches(bounds, c));
}

function symbolOf(kind: Kind): LegendSymbol {
  const rgb = KIND_RGB[kind];
  if (kind === 'zona') return { kind: 'area', rgb };
  if (kind === 'alur' || kind === 'garis haluan') return { kind: 'line', rgb, width: 3 };
  return { kind: 'shape', shape: 'circle', rgb };
}

/** The kinds of published feature in view, each in its kind's colour. */
function useFeatureLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const collection = useMapFeatures().data;
  const bounds = useViewBounds();
  return useMemo(() => {
    const present = new Set<Kind>();
    for (const f of collection?.features ?? []) {
      if (touches(bounds, f.geometry.coordinates)) present.add(f.properties.type);
    }
    const entries: LegendEntry[] = KINDS.filter((k) => present.has(k)).map((k) => ({
      id: `feature-${k.replace(' ', '-')}`,
      label: t(`alur.legend.${k}`),
      symbol: symbolOf(k),
    }));
    return [{ id: 'areas', title: t('legendGroups.areas'), entries }];
  }, [t, collection, bounds]);
}

/** The ports' published Alur & SBNP features (lanes, zones, beacons), under everything else. */
export const alurFeature: WebFeature = {
  name: 'alur',
  layers: [
    {
      id: 'map-features',
      band: 'base-overlay',
      toggle: { label: 'alur.toggle', defaultOn: true },
      useLayers: useFeatureLayers,
      useLegend: useFeatureLegend,
    },
  ],
};

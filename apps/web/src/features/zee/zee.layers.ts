import type { Layer } from '@deck.gl/core';
import { zeeEndpoints } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import type { Feature, Polygon } from 'geojson';
import { useMemo } from 'react';
import { call } from '../../api/call.ts';
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
  return useMemo(() => {
    if (!layers || !outline.data) return [];
    const feature: Feature<Polygon> = {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: outline.data.geometry.coordinates },
      properties: { name: outline.data.properties.name },
    };
    return layers.areaLayers('zee', [feature], STYLE);
  }, [layers, outline.data]);
}

/** LAYERS & MAP's 'ZEE boundary' (`layer-toggle-zee`), off by default, under the vessels. */
export const ZEE_LAYERS: readonly MapLayer[] = [
  {
    id: 'zee',
    band: 'base-overlay',
    toggle: { label: 'zee.layer', defaultOn: false },
    useLayers: useZeeLayers,
  },
];

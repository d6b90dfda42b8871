import type { Layer } from '@deck.gl/core';
import { useComputedColorScheme } from '@mantine/core';
import { basemapEndpoints } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import type { LegendGroup } from '../../map/legend.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { useZoomLevel } from '../../map/useView.ts';
import type { MapLayer } from '../feature.ts';
import { placeLabelsAt } from './place-labels.ts';

const loadLayers = () => import('./places.deck.ts');

/** The base map's names as the server has them (they change only with an upgrade). */
function usePlaceNames() {
  return useQuery({
    queryKey: ['basemap', 'places'],
    queryFn: ({ signal }) => call(basemapEndpoints.places, {}, { signal }),
    staleTime: Infinity,
  });
}

/** The names written at this zoom level, decluttered once per level. */
function useLabels() {
  const places = usePlaceNames().data?.places;
  const level = useZoomLevel();
  return useMemo(() => (places ? placeLabelsAt(places, level) : []), [places, level]);
}

function usePlaceLayers(): readonly Layer[] {
  const module = useLazyModule(loadLayers);
  const labels = useLabels();
  const theme = useComputedColorScheme('light');
  return useMemo(() => (module ? module.placeLayers(labels, theme) : []), [module, labels, theme]);
}

/** The dots of the capital and the cities and towns written now. */
function usePlaceLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const labels = useLabels();
  const theme = useComputedColorScheme('light');
  return useMemo(() => {
    const ink: [number, number, number] = theme === 'dark' ? [233, 236, 239] : [33, 37, 41];
    const kinds = new Set(labels.map((l) => l.kind));
    return [
      {
        id: 'places',
        title: t('map.places.title'),
        entries: [
          ...(kinds.has('capital')
            ? [
                {
                  id: 'capital',
                  label: t('map.places.capital'),
                  symbol: { kind: 'shape' as const, shape: 'ring' as const, rgb: ink },
                },
              ]
            : []),
          ...(kinds.has('city') || kinds.has('town')
            ? [
                {
                  id: 'city',
                  label: t('map.places.city'),
                  symbol: { kind: 'shape' as const, shape: 'circle' as const, rgb: ink },
                },
              ]
            : []),
        ],
      },
    ];
  }, [t, labels, theme]);
}

/** LAYERS & MAP's 'Place names' (`layer-toggle-place-names`), on at first, over the overlays. */
export const PLACE_LAYERS: readonly MapLayer[] = [
  {
    id: 'place-names',
    band: 'base-labels',
    toggle: { label: 'map.places.toggle', defaultOn: true },
    useLayers: usePlaceLayers,
    useLegend: usePlaceLegend,
  },
];

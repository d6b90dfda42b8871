import type { Layer } from '@deck.gl/core';
import { DENSITY_CELL_DEG } from '@pantau/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/i18n.ts';
import type { LegendGroup } from '../../map/legend.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { hexToRgb } from '../../vessel/colours.ts';
import type { MapLayer } from '../feature.ts';
import {
  BAND_COLOURS,
  HEATMAP_BLUR,
  HEATMAP_RADIUS,
  bandOf,
  clusterCells,
  quarterOf,
  type Cluster,
} from './cluster.ts';
import { useDensity, useTrajectorial } from './density.store.ts';

const loadDensity = () => import('../../map/density.deck.ts');
const BAND_RGB = BAND_COLOURS.map(hexToRgb);

/** The clusters at the current view (again after each move or zoom), with the highest weight. */
export function useClusters(): { clusters: Cluster[]; highest: number } {
  const map = useMapInstance();
  const cells = useDensity((s) => s.cells);
  const distance = useDensity((s) => s.distance);
  const minDistance = useDensity((s) => s.minDistance);
  const [view, setView] = useState(0);
  useEffect(() => {
    if (!map) return;
    const onMove = () => setView((v) => v + 1);
    map.on('moveend', onMove);
    return () => {
      map.off('moveend', onMove);
    };
  }, [map]);
  return useMemo(() => {
    if (!map || !cells || view < 0) return { clusters: [], highest: 0 };
    const clusters = clusterCells(
      cells,
      (lon, lat) => map.project([lon, lat]),
      distance,
      minDistance,
    );
    return { clusters, highest: clusters.reduce((m, c) => Math.max(m, c.weight), 0) };
  }, [map, cells, distance, minDistance, view]);
}

/** Density: the heatmap of the cells and the clusters coloured by band. */
function useDensityLayers(): readonly Layer[] {
  const module = useLazyModule(loadDensity);
  const cells = useDensity((s) => (s.on ? s.cells : null));
  const opacity = useDensity((s) => s.opacity);
  const { clusters, highest } = useClusters();
  const heat = useMemo(() => {
    const n = cells?.lon.length ?? 0;
    const positions = new Float32Array(n * 2);
    const weights = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      positions[2 * i] = cells?.lon[i] ?? 0;
      positions[2 * i + 1] = cells?.lat[i] ?? 0;
      weights[i] = cells?.density[i] ?? 0;
    }
    return { positions, weights, count: n };
  }, [cells]);
  const discs = useMemo(() => {
    const n = clusters.length;
    const positions = new Float32Array(n * 2);
    const colours = new Uint8Array(n * 4);
    const radii = new Float32Array(n);
    clusters.forEach((c, i) => {
      const band = bandOf(c.weight, highest);
      const rgb = BAND_RGB[band] ?? [0, 0, 0];
      positions[2 * i] = c.lon;
      positions[2 * i + 1] = c.lat;
      colours.set([rgb[0], rgb[1], rgb[2], 200], 4 * i);
      radii[i] = 3 + 2 * band;
    });
    return { positions, colours, radii, count: n };
  }, [clusters, highest]);
  return useMemo(
    () =>
      module && cells
        ? module.densityLayers({
            cells: heat,
            clusters: discs,
            opacity,
            blur: HEATMAP_BLUR,
            radius: HEATMAP_RADIUS,
          })
        : [],
    [module, cells, heat, discs, opacity],
  );
}

/** Density Trajectorial: the day's cells as squares by quarter of the highest. */
function useTrajectorialLayers(): readonly Layer[] {
  const module = useLazyModule(loadDensity);
  const cells = useTrajectorial((s) => (s.on ? s.cells : null));
  return useMemo(() => {
    if (!module || !cells) return [];
    const highest = cells.density.reduce((m, v) => Math.max(m, v), 0);
    const size = DENSITY_CELL_DEG;
    const squares = cells.lon.map((lon, i) => {
      const rgb = BAND_RGB[quarterOf(cells.density[i] ?? 0, highest)] ?? [0, 0, 0];
      return {
        west: lon - size / 2,
        south: (cells.lat[i] ?? 0) - size / 2,
        size,
        colour: [rgb[0], rgb[1], rgb[2], 190] as [number, number, number, number],
      };
    });
    return module.trajectorialLayers(squares, 0.9);
  }, [module, cells]);
}

const BAND_KEYS: readonly MessageKey[] = [
  'density.bands.low',
  'density.bands.medium',
  'density.bands.high',
  'density.bands.highest',
];
const QUARTER_KEYS: readonly MessageKey[] = [
  'density.trajectorial.low',
  'density.trajectorial.medium',
  'density.trajectorial.high',
  'density.trajectorial.highest',
];

/** The bands of the clusters in view, from where each starts (SPEC §9 quarters). */
function useDensityLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const on = useDensity((s) => s.on && s.cells !== null);
  const { clusters, highest } = useClusters();
  return useMemo(() => {
    if (!on || clusters.length === 0) return [];
    const present = new Set(clusters.map((c) => bandOf(c.weight, highest)));
    return [
      {
        id: 'density',
        title: t('density.legendTitle'),
        entries: BAND_KEYS.flatMap((key, i) =>
          present.has(i as 0 | 1 | 2 | 3)
            ? [
                {
                  id: `band-${i}`,
                  label: t(key, { from: ((i * 0.75 * highest) / 4).toPrecision(2) }),
                  symbol: { kind: 'swatch' as const, rgb: BAND_RGB[i] ?? [0, 0, 0] },
                },
              ]
            : [],
        ),
      },
    ];
  }, [t, on, clusters, highest]);
}

/** Density Trajectorial's four quarters, while its squares are drawn. */
function useTrajectorialLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const shown = useTrajectorial((s) => s.on && s.cells !== null && s.cells.lon.length > 0);
  return useMemo(
    () =>
      shown
        ? [
            {
              id: 'density-trajectorial',
              title: t('density.legendTrajectorial'),
              entries: QUARTER_KEYS.map((key, i) => ({
                id: `quarter-${i}`,
                label: t(key),
                symbol: { kind: 'swatch' as const, rgb: BAND_RGB[i] ?? [0, 0, 0], alpha: 0.75 },
              })),
            },
          ]
        : [],
    [t, shown],
  );
}

export const DENSITY_LAYERS: readonly MapLayer[] = [
  {
    id: 'density-trajectorial',
    band: 'under-vessels',
    useLayers: useTrajectorialLayers,
    useLegend: useTrajectorialLegend,
  },
  // Switched by the toolbar's Density button (the hook answers nothing while it is off).
  {
    id: 'density',
    band: 'under-vessels',
    useLayers: useDensityLayers,
    useLegend: useDensityLegend,
  },
];

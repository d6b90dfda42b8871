import type { Layer } from '@deck.gl/core';
import { useEffect, useMemo, useState } from 'react';
import { useMapDisplay } from './display.store.ts';
import { useMapInstance } from './MapContext.ts';
import { useLazyModule } from './useLazyModule.ts';
import type { VesselPicture } from './vessels.deck.ts';

const loadVessels = () => import('./vessels.deck.ts');
const BUBBLE_FLY_MS = 600;

/**
 * Vessels drawn as the map draws them (`vessels.deck.ts`): icons or dots by zoom and crowd,
 * bubbles where too many lie together (a click zooms in on one), heading lines, predictions,
 * Plot Status rings and the selected vessel's circle. A zoom or a
 * resize that changes what the drawer shows draws again. The live picture and the replay both
 * draw through this, so a vessel looks the same in either.
 */
export function useVesselDrawer(
  vessels: VesselPicture | null,
  opts: {
    selected: number | null;
    headingPrediction: boolean;
    plotStatus: boolean;
    onPick: (mmsi: number | null) => void;
  },
): readonly Layer[] {
  const map = useMapInstance();
  const module = useLazyModule(loadVessels);
  const { onPick, selected, headingPrediction, plotStatus } = opts;
  const drawer = useMemo(
    () =>
      module?.createVesselDrawer({
        vessel: onPick,
        // A bubble of counted vessels: two levels closer in, where they come apart.
        bubble: (lon, lat) =>
          map?.flyTo({ center: [lon, lat], zoom: map.getZoom() + 2, duration: BUBBLE_FLY_MS }),
      }) ?? null,
    [module, onPick, map],
  );
  const [mode, setMode] = useState(0);
  const dimmed = useMapDisplay((s) => s.vesselsDimmed);
  const count = vessels?.count ?? 0;

  useEffect(() => {
    if (!map || !module || !drawer) return;
    const onView = () => {
      if (module.remodeFor(drawer, map, count)) setMode((m) => m + 1);
    };
    onView();
    map.on('zoom', onView);
    map.on('resize', onView);
    return () => {
      map.off('zoom', onView);
      map.off('resize', onView);
    };
  }, [map, module, drawer, count]);

  return useMemo(
    () =>
      drawer && mode >= 0
        ? drawer.layers({ vessels, selected, headingPrediction, plotStatus, dimmed })
        : [],
    [drawer, mode, vessels, selected, headingPrediction, plotStatus, dimmed],
  );
}

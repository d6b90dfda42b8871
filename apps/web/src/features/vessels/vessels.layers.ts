import type { Layer } from '@deck.gl/core';
import { useEffect, useMemo, useState } from 'react';
import type { MapLayer } from '../feature.ts';
import { useDrawnColumns } from '../../live/live.store.ts';
import { useMapDisplay } from '../../map/display.store.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { clicksSelect } from '../../map/tool.store.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { selectMmsi, useSelectedMmsi } from '../../selection/selection.store.ts';
import { trackPaths } from '../../vessel/track.ts';
import { useTrack } from '../../vessel/vessels.api.ts';
import { usePlayback } from './playback.store.ts';

const loadVessels = () => import('../../map/vessels.deck.ts');
const loadMarkers = () => import('../../map/bookmarks.deck.ts');

const pickVessel = (mmsi: number | null) => {
  if (clicksSelect()) selectMmsi('vessel', mmsi);
};

/**
 * The live vessels (SPEC §2): icons or dots by zoom and crowd, heading lines, predictions, the
 * Plot Status rings and the selected vessel's circle. The drawer decides what the zoom shows;
 * a zoom that changes it draws again.
 */
function useVesselLayers(): readonly Layer[] {
  const map = useMapInstance();
  const module = useLazyModule(loadVessels);
  const drawer = useMemo(() => module?.createVesselDrawer(pickVessel) ?? null, [module]);
  const vessels = useDrawnColumns((s) => s.columns);
  const selected = useSelectedMmsi('vessel');
  const headingPrediction = useMapDisplay((s) => s.headingPrediction);
  const plotStatus = useMapDisplay((s) => s.plotStatus);
  const [mode, setMode] = useState(0);
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
        ? drawer.layers({ vessels, selected, headingPrediction, plotStatus })
        : [],
    [drawer, mode, vessels, selected, headingPrediction, plotStatus],
  );
}

/** The selected vessel's last 24 h (SPEC §4 'Vessel selection'), under the vessels. */
function useTrackLayers(): readonly Layer[] {
  const module = useLazyModule(loadVessels);
  const selected = useSelectedMmsi('vessel');
  const points = useTrack(selected).data?.points;
  return useMemo(
    () => (module && points && selected !== null ? module.trackLayers(trackPaths(points)) : []),
    [module, points, selected],
  );
}

/** Where the vessel replay is, above the vessels. */
function usePlaybackLayers(): readonly Layer[] {
  const module = useLazyModule(loadMarkers);
  const point = usePlayback((s) => s.point);
  return useMemo(() => (module ? module.playbackLayers(point) : []), [module, point]);
}

export const VESSEL_LAYERS: readonly MapLayer[] = [
  { id: 'vessel-track', band: 'under-vessels', useLayers: useTrackLayers },
  { id: 'vessels', band: 'vessels', useLayers: useVesselLayers },
  { id: 'playback', band: 'over-vessels', useLayers: usePlaybackLayers },
];

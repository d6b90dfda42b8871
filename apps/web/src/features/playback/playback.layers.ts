import type { Layer } from '@deck.gl/core';
import { useEffect, useMemo } from 'react';
import { ALL_GROUPS, useLive, useReplayShown } from '../../live/live.store.ts';
import { useVesselDrawer } from '../../map/useVesselDrawer.ts';
import { clicksSelect } from '../../map/tool.store.ts';
import { selectMmsi, useSelectedMmsi } from '../../selection/selection.store.ts';
import type { MapLayer } from '../feature.ts';
import { PLAYBACK_GROUP_IDS } from '@pantau/contracts';
import { blocksAround, replayPicture } from './blocks.ts';
import { useReplay } from './replay.store.ts';

/** A replayed vessel clicked opens its panel, as a live one does. */
const pickVessel = (mmsi: number | null) => {
  if (clicksSelect()) selectMmsi('vessel', mmsi);
};

/** The groups (indexes) and sources Filter Kapal and DATA SOURCE show, for the replay too. */
export function useReplayFilters() {
  const groups = useLive((s) => s.groups);
  const sources = useLive((s) => s.sources);
  return useMemo(
    () => ({
      groups: (groups.length === ALL_GROUPS.length ? ALL_GROUPS : groups).map((g) =>
        PLAYBACK_GROUP_IDS.indexOf(g),
      ),
      sources,
    }),
    [groups, sources],
  );
}

/**
 * The replay's vessels at the replay's time (the time's block and the one before), drawn as
 * the live ones are: the same symbols, rotated by their heading.
 */
function useReplayLayers(): readonly Layer[] {
  const blocks = useReplay((s) => s.blocks);
  const time = useReplay((s) => s.time);
  const blockS = useReplay((s) => (s.session ? s.session.blockMs / 1000 : 3600));
  const filters = useReplayFilters();
  const selected = useSelectedMmsi('vessel');
  const around = useMemo(() => blocksAround(blocks, time, blockS), [blocks, time, blockS]);
  const picture = useMemo(
    () =>
      around.length > 0
        ? replayPicture(around, time, {
            groups: new Set(filters.groups),
            sources: filters.sources ? new Set(filters.sources) : null,
          })
        : null,
    [around, time, filters],
  );
  // The vessel counter counts what the replay draws.
  const count = picture?.count ?? (blocks.length > 0 ? 0 : null);
  useEffect(() => {
    useReplayShown.setState({ count });
  }, [count]);
  useEffect(() => () => useReplayShown.setState({ count: null }), []);
  return useVesselDrawer(picture, {
    selected,
    headingPrediction: false,
    plotStatus: false,
    onPick: pickVessel,
  });
}

export const PLAYBACK_LAYERS: readonly MapLayer[] = [
  { id: 'replay', band: 'vessels', useLayers: useReplayLayers },
];

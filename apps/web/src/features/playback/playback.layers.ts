import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import { ALL_GROUPS, useLive } from '../../live/live.store.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import type { MapLayer } from '../feature.ts';
import { PLAYBACK_GROUP_IDS } from '@pantau/contracts';
import { blocksAround } from './blocks.ts';
import { useReplay } from './replay.store.ts';

const loadReplay = () => import('../../map/playback.deck.ts');

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

/** The replay's positions at the replay's time: the time's block and the one before. */
function useReplayLayers(): readonly Layer[] {
  const module = useLazyModule(loadReplay);
  const blocks = useReplay((s) => s.blocks);
  const time = useReplay((s) => s.time);
  const blockS = useReplay((s) => (s.session ? s.session.blockMs / 1000 : 3600));
  const filters = useReplayFilters();
  const around = useMemo(() => blocksAround(blocks, time, blockS), [blocks, time, blockS]);
  return useMemo(
    () =>
      module && around.length > 0
        ? module.replayLayers({
            blocks: around.map((p) => ({
              key: String(p.index),
              version: p.version,
              count: p.block.count,
              lon: p.block.lon,
              lat: p.block.lat,
              start: p.start,
              end: p.end,
              group: p.block.group,
              source: p.block.source,
              sources: p.block.sources,
            })),
            time,
            groups: filters.groups,
            sources: filters.sources,
          })
        : [],
    [module, around, time, filters],
  );
}

export const PLAYBACK_LAYERS: readonly MapLayer[] = [
  { id: 'replay', band: 'vessels', useLayers: useReplayLayers },
];

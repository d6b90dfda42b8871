import type { Layer } from '@deck.gl/core';
import { useCallback } from 'react';
import type { VesselPicture } from '../../map/vessels.deck.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { usePlayback } from '../vessels/playback.store.ts';
import { useBookmarkedSet } from './bookmarks.api.ts';

const loadLayers = () => import('../../map/bookmarks.deck.ts');

/** The layers of some vessel columns, besides the vessels' own. */
export type ExtraLayers = (vessels: VesselPicture | null) => Layer[];

/**
 * The layers drawn with the live vessels besides theirs: bookmarked vessels' yellow circles
 * and the replay marker (deck.gl code loaded lazily, with the map). The function it returns
 * changes when the bookmarks or the replay point do, so the caller redraws then.
 */
export function useExtraLayers(): ExtraLayers {
  const bookmarked = useBookmarkedSet();
  const point = usePlayback((s) => s.point);
  const extras = useLazyModule(loadLayers);
  return useCallback(
    (vessels) =>
      extras
        ? [...extras.bookmarkLayers(vessels, bookmarked), ...extras.playbackLayers(point)]
        : [],
    [extras, bookmarked, point],
  );
}

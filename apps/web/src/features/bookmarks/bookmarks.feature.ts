import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import type { WebFeature } from '../feature.ts';
import { useDrawnColumns } from '../../live/live.store.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { BookmarkSection } from './BookmarkSection.tsx';
import { useBookmarkedSet } from './bookmarks.api.ts';

const loadLayers = () => import('../../map/bookmarks.deck.ts');

/** Bookmarked vessels' yellow circles, found in the drawn vessels' MMSI column. */
function useBookmarkLayers(): readonly Layer[] {
  const bookmarked = useBookmarkedSet();
  const vessels = useDrawnColumns((s) => s.columns);
  const layers = useLazyModule(loadLayers);
  return useMemo(
    () => (layers ? layers.bookmarkLayers(vessels, bookmarked) : []),
    [layers, vessels, bookmarked],
  );
}

/** Bookmarks (SPEC §2.15): the vessel card's bookmark section, and circles on the map. */
export const bookmarksFeature: WebFeature = {
  name: 'bookmarks',
  layers: [{ id: 'bookmarks', band: 'over-vessels', useLayers: useBookmarkLayers }],
  cardSections: { vessel: BookmarkSection },
};

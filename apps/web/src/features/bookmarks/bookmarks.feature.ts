import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebFeature } from '../feature.ts';
import { useDrawnColumns } from '../../live/live.store.ts';
import type { LegendGroup } from '../../map/legend.ts';
import { useLazyModule } from '../../map/useLazyModule.ts';
import { rowsOf } from '../../map/rows.ts';
import { BOOKMARK_RGB } from '../../map/marks.ts';
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

/** The yellow circle, when a bookmarked vessel is in view. */
function useBookmarkLegend(): readonly LegendGroup[] {
  const { t } = useTranslation();
  const bookmarked = useBookmarkedSet();
  const vessels = useDrawnColumns((s) => s.columns);
  return useMemo(() => {
    if (!vessels || rowsOf(vessels, bookmarked).length === 0) return [];
    return [
      {
        id: 'vessels',
        title: t('legendGroups.vessels'),
        entries: [
          {
            id: 'bookmarked',
            label: t('bookmarks.legend'),
            symbol: { kind: 'ring', rgb: BOOKMARK_RGB, width: 3 },
          },
        ],
      },
    ];
  }, [t, vessels, bookmarked]);
}

/** Bookmarks (SPEC §2.15): the vessel card's bookmark section, and circles on the map. */
export const bookmarksFeature: WebFeature = {
  name: 'bookmarks',
  layers: [
    {
      id: 'bookmarks',
      band: 'over-vessels',
      useLayers: useBookmarkLayers,
      useLegend: useBookmarkLegend,
    },
  ],
  cardSections: { vessel: BookmarkSection },
};

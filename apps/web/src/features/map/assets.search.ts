import type { AssetType } from '@pantau/contracts';
import {
  IconAnchor,
  IconBroadcast,
  IconBuildingLighthouse,
  IconRoute,
  IconTower,
  type Icon,
} from '@tabler/icons-react';
import { useMemo } from 'react';
import type { SearchItem, SearchProvider } from '../feature.ts';
import { i18n } from '../../i18n/i18n.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { flyToView } from '../../map/places.ts';
import { useNotice } from '../../screen/notice.store.ts';
import { selectMmsi, useSelection } from '../../selection/selection.store.ts';
import { useAssetSearch } from './assets.api.ts';

/** SPEC §9 feature map zoom: where a port or station search lands. */
const ASSET_ZOOM = 11;

/** SPEC §2: icons and colours per asset type. */
const ASSET_LOOK: Record<AssetType, { icon: Icon; color: string }> = {
  Port: { icon: IconAnchor, color: 'blue' },
  VTS: { icon: IconTower, color: 'grape' },
  SROP: { icon: IconBroadcast, color: 'teal' },
  SBNP: { icon: IconBuildingLighthouse, color: 'yellow' },
  Alur: { icon: IconRoute, color: 'orange' },
};

/**
 * The search bar's Others mode: ports and stations by name or ID; choosing one flies there,
 * an SBNP heard over AIS (its result carries `mmsi`) also opens its card, and a registry
 * entry (`poi`) its POI card.
 */
export const assetSearch: SearchProvider = {
  id: 'others',
  label: 'map.search.label',
  placeholder: 'map.search.placeholder',
  listLabel: 'map.search.listLabel',
  none: 'map.search.none',
  order: 20,
  useResults: (query) => {
    const map = useMapInstance();
    const search = useAssetSearch(query);
    const results = search.data?.results;
    const items = useMemo<SearchItem[]>(
      () =>
        (results ?? []).map((r) => ({
          key: `${r.type}:${r.id}`,
          title: r.name,
          subtitle: `${r.type} · ${r.id}${r.detail ? ` · ${r.detail}` : ''}`,
          data: { 'data-type': r.type },
          icon: ASSET_LOOK[r.type],
          choose: () => {
            if (r.mmsi !== undefined) selectMmsi('aid', r.mmsi);
            // A port and asset registry entry opens its POI card.
            if (r.poi !== undefined) useSelection.getState().select({ kind: 'poi', id: r.poi });
            if (r.lon === null || r.lat === null)
              useNotice.getState().show(i18n.t('common.positionNotFound'));
            else if (map) flyToView(map, { center: [r.lon, r.lat], zoom: ASSET_ZOOM });
          },
        })),
      [results, map],
    );
    return { items, isFetching: search.isFetching };
  },
};

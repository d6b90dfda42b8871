import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchItem, SearchProvider } from '../feature.ts';
import { i18n } from '../../i18n/i18n.ts';
import { liveClient } from '../../live/live.client.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { FOCUS_ZOOM_LEVEL, flyToView } from '../../map/places.ts';
import { useNotice } from '../../screen/notice.store.ts';
import { selectMmsi } from '../../selection/selection.store.ts';
import { useVesselSearch } from '../../vessel/vessels.api.ts';

/** After flying there, how long the vessel may take to arrive in the picture. */
const RENDER_GRACE_MS = 2500;

const checkRendered = (mmsi: number) =>
  void liveClient()
    ?.lookup(mmsi)
    .then((v) => {
      if (!v) useNotice.getState().show(i18n.t('common.notRendered', { mmsi }));
    });

/**
 * The search bar's Vessel mode: MMSI, call sign or name, answered by the server; choosing one
 * selects it and flies there at the focus zoom (SPEC §9), saying so when it is not drawn.
 */
export const vesselSearch: SearchProvider = {
  id: 'vessel',
  label: 'vessels.search.label',
  placeholder: 'vessels.search.placeholder',
  listLabel: 'vessels.search.listLabel',
  none: 'vessels.search.none',
  order: 10,
  useResults: (query) => {
    const { t } = useTranslation();
    const map = useMapInstance();
    const search = useVesselSearch(query);
    const results = search.data?.results;
    const items = useMemo<SearchItem[]>(
      () =>
        (results ?? []).map((r) => ({
          key: String(r.mmsi),
          title: r.name ?? t('common.unknownName'),
          subtitle: `MMSI ${r.mmsi}${r.callSign ? ` · ${r.callSign}` : ''}${r.imo ? ` · IMO ${r.imo}` : ''}`,
          data: { 'data-mmsi': r.mmsi },
          chosenText: String(r.mmsi),
          choose: () => {
            selectMmsi('vessel', r.mmsi);
            if (map && r.lat != null && r.lon != null) {
              flyToView(map, { center: [r.lon, r.lat], zoom: FOCUS_ZOOM_LEVEL });
              map.once('moveend', () => setTimeout(() => checkRendered(r.mmsi), RENDER_GRACE_MS));
            } else {
              checkRendered(r.mmsi);
            }
          },
        })),
      [results, map, t],
    );
    return { items, isFetching: search.isFetching };
  },
};

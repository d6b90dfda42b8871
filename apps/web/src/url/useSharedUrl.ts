import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { selectionKindsOf, useFeatures } from '../features/feature.ts';
import { mapZoomToSpec } from '../map/zoom.ts';
import { useSelection } from '../selection/selection.store.ts';
import { decodeShared, encodeShared, type SharedState } from './share.ts';

/** The shared state the page was opened with (read once). */
export function useOpeningState(): SharedState {
  const [params] = useSearchParams();
  const features = useFeatures();
  const [opening] = useState(() => decodeShared(params, selectionKindsOf(features)));
  return opening;
}

/**
 * Keeps the URL in step with the map's view and the selection (replacing the history entry,
 * so panning does not fill the back button), after putting the opening selection in place.
 */
export function useSharedUrl(map: MapLibreMap | null, opening: SharedState): void {
  const [, setParams] = useSearchParams();

  useEffect(() => {
    if (opening.selected) useSelection.getState().select(opening.selected);
  }, [opening]);

  useEffect(() => {
    if (!map) return;
    // The screen this URL belongs to. A move or a selection that ends after the user has gone
    // to another page (the map still animating to a vessel, say) must not rewrite that page's
    // URL: setParams would put the map's parameters in place of the page's own (?mmsi=).
    const path = window.location.pathname;
    const write = () => {
      if (window.location.pathname !== path) return;
      const c = map.getCenter();
      const state: SharedState = {
        view: {
          center: [c.lng, c.lat],
          zoom: mapZoomToSpec(map.getZoom()),
          bearing: map.getBearing(),
        },
        selected: useSelection.getState().selected,
      };
      setParams((params) => encodeShared(params, state), { replace: true });
    };
    map.on('moveend', write);
    const unsubscribe = useSelection.subscribe((s, prev) => {
      if (s.selected !== prev.selected) write();
    });
    return () => {
      map.off('moveend', write);
      unsubscribe();
    };
  }, [map, setParams]);
}

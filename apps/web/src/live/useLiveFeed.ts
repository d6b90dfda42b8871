import { useEffect } from 'react';
import { useMapInstance } from '../map/MapContext.ts';
import { isSoftwareRenderer, webglRenderer } from '../map/renderer.ts';
import { mapZoomToSpec } from '../map/zoom.ts';
import { MIN_FRAME_MS } from './frame-pace.ts';
import { startLiveClient, stopLiveClient, viewBbox } from './live.client.ts';
import { filtersOf, useLive } from './live.store.ts';

const SUBSCRIBE_DEBOUNCE_MS = 250;
/**
 * A map drawn in software (no GPU: a thin client, a VM) redraws the whole screen on the CPU
 * for each frame of the picture, ten a second when the server batches every 100 ms, and
 * the page stops answering clicks; there the picture is drawn twice a second.
 */
export const SOFTWARE_FRAME_MS = 500;

/**
 * Runs the live feed while the map is open: starts the worker and subscribes with the
 * viewport (debounced) and the filters, again whenever either changes.
 */
export function useLiveFeed(): void {
  const map = useMapInstance();
  const groups = useLive((s) => s.groups);
  const liveOnly = useLive((s) => s.liveOnly);
  const sources = useLive((s) => s.sources);

  useEffect(() => {
    if (!map) return;
    const software = isSoftwareRenderer(webglRenderer(map.getCanvas()));
    startLiveClient().pace(software ? SOFTWARE_FRAME_MS : MIN_FRAME_MS);
    return stopLiveClient;
  }, [map]);

  useEffect(() => {
    if (!map) return;
    const client = startLiveClient();
    const send = () => {
      const b = map.getBounds();
      client.send({
        type: 'subscribe',
        bbox: viewBbox(b.getWest(), b.getSouth(), b.getEast(), b.getNorth()),
        // The spec's zoom, as everywhere a zoom leaves the map.
        zoom: Math.min(24, Math.max(0, mapZoomToSpec(map.getZoom()))),
        filters: filtersOf({ groups, liveOnly, sources }),
      });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMove = () => {
      clearTimeout(timer);
      timer = setTimeout(send, SUBSCRIBE_DEBOUNCE_MS);
    };
    send();
    map.on('moveend', onMove);
    return () => {
      clearTimeout(timer);
      map.off('moveend', onMove);
    };
  }, [map, groups, liveOnly, sources]);
}

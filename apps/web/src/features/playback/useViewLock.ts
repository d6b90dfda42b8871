import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';

/**
 * 'View Locked' (SPEC §4 'Newer panel'): while a date is chosen the map's extent stays as it
 * is (the replay's blocks are of that view); clearing the date unlocks it.
 */
export function useViewLock(map: MapLibreMap | null, locked: boolean): void {
  useEffect(() => {
    if (!map || !locked) return;
    const handlers = [
      map.dragPan,
      map.scrollZoom,
      map.boxZoom,
      map.doubleClickZoom,
      map.keyboard,
      map.touchZoomRotate,
      map.dragRotate,
    ];
    const wasOn = handlers.map((h) => h.isEnabled());
    for (const h of handlers) h.disable();
    return () => {
      handlers.forEach((h, i) => {
        if (wasOn[i]) h.enable();
      });
    };
  }, [map, locked]);
}

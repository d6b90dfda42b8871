import type { Layer } from '@deck.gl/core';
import { MapLibreOverlay } from '@deck.gl/maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';

export interface DeckOverlay {
  setLayers: (layers: readonly Layer[]) => void;
  remove: () => void;
}

/**
 * The longest press on the map deck.gl still counts as a click. Its own default is 250 ms,
 * where MapLibre and the browser count a press held any time without moving: an officer
 * who pressed a ship a little slowly got the map's click and no card. The press is timed from
 * the input's own timestamps, so a press queued behind a slow frame counted as long too.
 */
const CLICK_MAX_PRESS_MS = 5000;

/**
 * The one deck.gl overlay of the map screen, interleaved with MapLibre: in the map's own WebGL
 * context, after its layers, so there is no second canvas to draw and composite each frame
 * (multisampling as the map's: renderer.ts). Loaded lazily, with the layers' code.
 */
export function createDeckOverlay(map: MapLibreMap): DeckOverlay {
  const overlay = new MapLibreOverlay({
    interleaved: true,
    layers: [],
    eventRecognizerOptions: { click: { time: CLICK_MAX_PRESS_MS } },
    getCursor: ({ isHovering, isDragging }) =>
      isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab',
  });
  map.addControl(overlay);
  return {
    setLayers: (layers) => overlay.setProps({ layers: [...layers] }),
    remove: () => {
      // When the map itself is being removed, it has let go of its controls already.
      try {
        overlay.finalize();
      } catch {
        // Nothing left to remove.
      }
    },
  };
}

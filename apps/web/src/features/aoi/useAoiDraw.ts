import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TerraDraw } from 'terra-draw';
import { useMapTool } from '../../map/tool.store.ts';

/** terra-draw and its MapLibre adapter come with the first drawing, not with the page. */
const loadTerraDraw = () =>
  Promise.all([import('terra-draw'), import('terra-draw-maplibre-gl-adapter')]);

const COLOUR = '#e8590c';
/** terra-draw's own key for finishing a polygon (its default), which Done presses. */
const FINISH_KEY = 'Enter';

/**
 * Drawing a polygon on the map with terra-draw while `active` (Start Draw … Done): clicks add
 * corners, clicking the first corner again (or `finish`) closes it and hands its closed ring
 * to `onDrawn`. While drawing, a click is the drawing's, not a choice of vessel. `ready` says
 * terra-draw has loaded and takes clicks: until then a click would add no corner.
 */
export function useAoiDraw(
  map: MapLibreMap | null,
  active: boolean,
  onDrawn: (ring: number[][]) => void,
): { finish: () => void; ready: boolean } {
  const drawn = useRef(onDrawn);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    drawn.current = onDrawn;
  }, [onDrawn]);

  useEffect(() => {
    if (!map || !active) return;
    let draw: TerraDraw | null = null;
    let cancelled = false;
    useMapTool.getState().setActive('aoi-draw');
    map.doubleClickZoom.disable();
    void loadTerraDraw().then(
      ([{ TerraDraw, TerraDrawPolygonMode }, { TerraDrawMapLibreGLAdapter }]) => {
        if (cancelled) return;
        const instance = new TerraDraw({
          adapter: new TerraDrawMapLibreGLAdapter({ map }),
          modes: [
            new TerraDrawPolygonMode({
              keyEvents: { cancel: 'Escape', finish: FINISH_KEY },
              styles: {
                fillColor: COLOUR,
                fillOpacity: 0.2,
                outlineColor: COLOUR,
                outlineWidth: 2,
                closingPointColor: '#ffffff',
                closingPointOutlineColor: COLOUR,
              },
            }),
          ],
        });
        instance.start();
        instance.setMode('polygon');
        instance.on('finish', (id, context) => {
          if (context.action !== 'draw') return;
          const geometry = instance.getSnapshotFeature(id)?.geometry;
          if (geometry?.type === 'Polygon') drawn.current(geometry.coordinates[0] ?? []);
        });
        draw = instance;
        setReady(true);
      },
    );
    return () => {
      cancelled = true;
      setReady(false);
      draw?.stop();
      useMapTool.getState().setActive(null);
      map.doubleClickZoom.enable();
    };
  }, [map, active]);

  // Done: terra-draw closes the polygon being drawn on its finish key (3 corners at least).
  const finish = useCallback(() => {
    map?.getCanvas().dispatchEvent(new KeyboardEvent('keyup', { key: FINISH_KEY }));
  }, [map]);
  return { finish, ready };
}

import { useEffect, useRef } from 'react';
import { useMapInstance } from './MapContext.ts';
import type { MapMouseEvent } from './maplibre.ts';
import { useMapTool } from './tool.store.ts';

/**
 * While `onPick` is given, a click on the map is a point for it (`[lon, lat]`), not a choice
 * of what to select: the map tool is `tool` meanwhile (`clicksSelect()` is false), the cursor
 * a crosshair, and Escape gives up (`onCancel`). For a feature that asks for one point on the
 * map (SAR assist's scene); the ruler and the AOI drawing keep their own handlers.
 */
export function useMapPick(
  tool: string,
  onPick: ((lonLat: [number, number]) => void) | null,
  onCancel?: () => void,
): void {
  const map = useMapInstance();
  const pick = useRef(onPick);
  const cancel = useRef(onCancel);
  useEffect(() => {
    pick.current = onPick;
    cancel.current = onCancel;
  }, [onPick, onCancel]);
  const active = onPick !== null;
  /** Whether a pick is under way now (a remount may follow its cleanup at once). */
  const picking = useRef(false);

  useEffect(() => {
    if (!map || !active) return;
    picking.current = true;
    useMapTool.getState().setActive(tool);
    const onClick = (event: MapMouseEvent) => {
      pick.current?.([event.lngLat.lng, event.lngLat.lat]);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel.current?.();
    };
    map.on('click', onClick);
    window.addEventListener('keydown', onKey);
    const canvas = map.getCanvasContainer();
    canvas.style.cursor = 'crosshair';
    return () => {
      map.off('click', onClick);
      window.removeEventListener('keydown', onKey);
      canvas.style.cursor = '';
      picking.current = false;
      // Released after the click that picked has reached every handler (the vessel layer's
      // too), so that click selects nothing; unless picking started again or another tool
      // has taken over meanwhile.
      setTimeout(() => {
        if (!picking.current && useMapTool.getState().active === tool)
          useMapTool.getState().setActive(null);
      }, 0);
    };
  }, [map, active, tool]);
}

import type { Map as MapLibreMap } from 'maplibre-gl';
import { FLY_DURATION_MS } from '../../map/places.ts';
import { shapeBounds, type AoiShape } from './aoi-shapes.ts';

/** Room around an area fitted to the map, in pixels (the rail's panel sits on the left). */
const PADDING = { top: 80, bottom: 60, left: 420, right: 80 };

/** Fits the map to an area's bounds (zoom-to-area, and after Plot). */
export function fitShape(map: MapLibreMap | null, shape: AoiShape): void {
  const b = shapeBounds(shape);
  if (!map || !b) return;
  map.fitBounds(
    [
      [b[0], b[1]],
      [b[2], b[3]],
    ],
    { padding: PADDING, duration: FLY_DURATION_MS, maxZoom: 15 },
  );
}

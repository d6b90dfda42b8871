import { useEffect, useState } from 'react';
import { useMapInstance } from './MapContext.ts';
import { mapZoomToSpec } from './zoom.ts';

/** The map's spec zoom in whole levels, as of the last zoom's end. */
export function useZoomLevel(): number {
  const map = useMapInstance();
  const [level, setLevel] = useState(6);
  useEffect(() => {
    if (!map) return;
    const onZoom = () => setLevel(Math.floor(mapZoomToSpec(map.getZoom())));
    onZoom();
    map.on('zoomend', onZoom);
    return () => {
      map.off('zoomend', onZoom);
    };
  }, [map]);
  return level;
}

/** What the map shows: [west, south, east, north] in degrees, as of the last move's end. */
export type ViewBounds = readonly [number, number, number, number];

export function useViewBounds(): ViewBounds | null {
  const map = useMapInstance();
  const [bounds, setBounds] = useState<ViewBounds | null>(null);
  useEffect(() => {
    if (!map) return;
    const onMove = () => {
      const b = map.getBounds();
      setBounds([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]);
    };
    onMove();
    map.on('moveend', onMove);
    return () => {
      map.off('moveend', onMove);
    };
  }, [map]);
  return bounds;
}

/** Whether a point lies in the view (a view across the antimeridian counts both sides). */
export function inView(bounds: ViewBounds | null, lon: number, lat: number): boolean {
  if (!bounds) return false;
  const [w, s, e, n] = bounds;
  if (lat < s || lat > n) return false;
  return w <= e ? lon >= w && lon <= e : lon >= w || lon <= e;
}

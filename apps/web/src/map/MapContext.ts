import { createContext, useContext } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';

export const MapContext = createContext<MapLibreMap | null>(null);

/** The MapLibre map, once created; null while it is being made. */
export function useMapInstance(): MapLibreMap | null {
  return useContext(MapContext);
}

import { SAR_ASSIST_RADIUS_NM, type SarNewsItem } from '@pantau/contracts';
import { create } from 'zustand';

/**
 * SAR assist while it is open (Berita SAR): for which news item, where its scene
 * is (Basarnas' position, or where the officer clicked on the map), the incident's instant and
 * the radius. The map layer draws the scene and its ring from here; closing clears it.
 */
interface SarAssistState {
  /** The news item whose SAR assist is open, or null when it is closed. */
  itemId: string | null;
  /** The scene, [lon, lat]; null until it is known. */
  scene: [number, number] | null;
  /** The incident's instant (unix ms), when Basarnas' date could be read. */
  at: number | null;
  radiusNm: number;
  /** The next click on the map places the scene. */
  placing: boolean;
  /** Opens SAR assist for an item: at its position, or waiting for a click on the map. */
  open: (item: Pick<SarNewsItem, 'id' | 'lon' | 'lat' | 'incidentAt'>) => void;
  /** Waits for a click on the map to place (or move) the scene. */
  startPlacing: () => void;
  cancelPlacing: () => void;
  /** The scene where the map was clicked. */
  place: (lonLat: [number, number]) => void;
  setRadius: (nm: number) => void;
  /** SAR assist closed: the scene and its ring are gone. */
  clear: () => void;
}

const CLOSED = { itemId: null, scene: null, at: null, placing: false } as const;

export const useSarAssistStore = create<SarAssistState>()((set) => ({
  ...CLOSED,
  radiusNm: SAR_ASSIST_RADIUS_NM,
  open: (item) => {
    const scene: [number, number] | null =
      item.lon !== null && item.lat !== null ? [item.lon, item.lat] : null;
    set({ itemId: item.id, scene, at: item.incidentAt, placing: scene === null });
  },
  startPlacing: () => set((s) => (s.itemId === null ? s : { placing: true })),
  cancelPlacing: () => set({ placing: false }),
  place: (scene) => set((s) => (s.itemId === null ? s : { scene, placing: false })),
  setRadius: (radiusNm) => set({ radiusNm }),
  clear: () => set(CLOSED),
}));

/** Whether SAR assist is open for this item. */
export function useAssistOpenFor(itemId: string): boolean {
  return useSarAssistStore((s) => s.itemId === itemId);
}

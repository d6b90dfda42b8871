import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { BASE_MAPS, DEFAULT_BASE_MAP, type BaseMapId } from './layers.ts';

interface MapSettings {
  baseMap: BaseMapId;
  setBaseMap: (id: BaseMapId) => void;
}

/** Map choices the user keeps between visits (stored in localStorage). */
export const useMapSettings = create<MapSettings>()(
  persist(
    (set) => ({
      baseMap: DEFAULT_BASE_MAP,
      setBaseMap: (baseMap) => set({ baseMap }),
    }),
    {
      name: 'pantau.map',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ baseMap }) => ({ baseMap }),
      merge: (persisted, current) => {
        const baseMap = (persisted as { baseMap?: unknown } | undefined)?.baseMap;
        return BASE_MAPS.some((b) => b.id === baseMap)
          ? { ...current, baseMap: baseMap as BaseMapId }
          : current;
      },
    },
  ),
);

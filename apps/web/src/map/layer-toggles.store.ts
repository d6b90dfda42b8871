import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MapLayer } from './layer.ts';

interface LayerToggles {
  /** The LAYERS & MAP switches the user has set, by layer id (unset: the layer's default). */
  on: Record<string, boolean>;
  set: (id: string, on: boolean) => void;
}

/** The LAYERS & MAP switches, kept in this browser. */
export const useLayerToggles = create<LayerToggles>()(
  persist(
    (set) => ({
      on: {},
      set: (id, on) => set((s) => ({ on: { ...s.on, [id]: on } })),
    }),
    {
      name: 'pantau.layers',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ on }) => ({ on }),
    },
  ),
);

/** Whether a layer is shown: always without a switch, else as set or by default. */
export function layerShown(layer: MapLayer, on: Record<string, boolean>): boolean {
  return !layer.toggle || (on[layer.id] ?? layer.toggle.defaultOn);
}

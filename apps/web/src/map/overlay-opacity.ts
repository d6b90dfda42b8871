import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface OverlayOpacity {
  /** Opacity 0..1 per overlay id (charts, the ZEE boundary), as the user set it. */
  opacity: Partial<Record<string, number>>;
  setOpacity: (id: string, value: number) => void;
}

/** The LAYERS & MAP overlays' opacities, kept in this browser. */
export const useOverlayOpacity = create<OverlayOpacity>()(
  persist(
    (set) => ({
      opacity: {},
      setOpacity: (id, value) =>
        set((s) => ({ opacity: { ...s.opacity, [id]: Math.min(1, Math.max(0, value)) } })),
    }),
    {
      // The chart overlays' key, where their opacities were kept before the ZEE had one.
      name: 'pantau.charts',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ opacity }) => ({ opacity }),
    },
  ),
);

/** An overlay's opacity, or its default until the user sets one. */
export function opacityOf(
  opacity: OverlayOpacity['opacity'],
  id: string,
  fallback: number,
): number {
  return opacity[id] ?? fallback;
}

/** The hook form: one overlay's opacity. */
export function useOpacityOf(id: string, fallback: number): number {
  return useOverlayOpacity((s) => opacityOf(s.opacity, id, fallback));
}

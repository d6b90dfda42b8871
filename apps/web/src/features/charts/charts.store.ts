import type { ChartId } from '@pantau/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A chart overlay's opacity when the user has not set one. */
export const DEFAULT_CHART_OPACITY = 0.7;

interface ChartOpacity {
  /** Opacity 0..1 per chart, as the user set it in LAYERS & MAP. */
  opacity: Partial<Record<ChartId, number>>;
  setOpacity: (id: ChartId, value: number) => void;
}

/** The chart overlays' opacities, kept in this browser. */
export const useChartOpacity = create<ChartOpacity>()(
  persist(
    (set) => ({
      opacity: {},
      setOpacity: (id, value) =>
        set((s) => ({ opacity: { ...s.opacity, [id]: Math.min(1, Math.max(0, value)) } })),
    }),
    {
      name: 'pantau.charts',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ opacity }) => ({ opacity }),
    },
  ),
);

export function opacityOf(opacity: ChartOpacity['opacity'], id: ChartId): number {
  return opacity[id] ?? DEFAULT_CHART_OPACITY;
}

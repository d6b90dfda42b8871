import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The rail's widths (SPEC §2: a mini bar of 56 px, wide 256 px), or hidden. */
export type RailWidth = 'mini' | 'wide' | 'hidden';

/** What the rail takes of the screen's left edge in each width (`--pantau-rail`). */
export const RAIL_PX: Record<RailWidth, number> = { mini: 56, wide: 256, hidden: 48 };

interface RailState {
  /** The one navigation panel open, if any (SPEC §2: opening one closes the others). */
  open: string | null;
  /** Kept per browser, as the user left it. */
  width: RailWidth;
  toggle: (name: string) => void;
  close: () => void;
  setWidth: (width: RailWidth) => void;
}

export const useRail = create<RailState>()(
  persist(
    (set) => ({
      open: null,
      width: 'mini',
      toggle: (name) => set((state) => ({ open: state.open === name ? null : name })),
      close: () => set({ open: null }),
      setWidth: (width) => set({ width }),
    }),
    {
      name: 'pantau.rail',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ width: s.width }),
    },
  ),
);

import { create } from 'zustand';

interface RailState {
  /** The one navigation panel open, if any (SPEC §2: opening one closes the others). */
  open: string | null;
  toggle: (name: string) => void;
  close: () => void;
}

export const useRail = create<RailState>()((set) => ({
  open: null,
  toggle: (name) => set((state) => ({ open: state.open === name ? null : name })),
  close: () => set({ open: null }),
}));

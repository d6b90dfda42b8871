import { create } from 'zustand';

/**
 * The map tool that owns clicks (the ruler), if any: while one is active a click on a vessel
 * or an aid is the tool's, not a choice of what to select.
 */
export const useMapTool = create<{ active: string | null; setActive: (t: string | null) => void }>(
  (set) => ({ active: null, setActive: (active) => set({ active }) }),
);

/** True when a click on the map may select things. */
export function clicksSelect(): boolean {
  return useMapTool.getState().active === null;
}

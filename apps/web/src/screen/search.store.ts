import { create } from 'zustand';

/**
 * What the top search bar holds: its mode (a search provider's id; null: the first) and its
 * text. Features may fill it (LIST ZONA AOI puts a row's MMSI there, SPEC §2.4).
 */
interface SearchState {
  mode: string | null;
  text: string;
  setMode: (mode: string) => void;
  setText: (text: string) => void;
}

export const useSearch = create<SearchState>()((set) => ({
  mode: null,
  text: '',
  setMode: (mode) => set({ mode }),
  setText: (text) => set({ text }),
}));

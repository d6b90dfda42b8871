import { create } from 'zustand';

/** Short notices over the map (SPEC §8: '{mmsi} is not yet rendered', 4 s). */
interface NoticeState {
  message: string | null;
  show: (message: string, ms?: number) => void;
  hide: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

export const useNotice = create<NoticeState>()((set) => ({
  message: null,
  show: (message, ms = 4000) => {
    clearTimeout(timer);
    set({ message });
    timer = setTimeout(() => set({ message: null }), ms);
  },
  hide: () => {
    clearTimeout(timer);
    set({ message: null });
  },
}));

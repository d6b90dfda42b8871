import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface DemoState {
  /** Demo mode (SPEC §2, §4): the title reads 'Marine traffic surveillance', no logos. */
  demo: boolean;
  setDemo: (demo: boolean) => void;
}

/** Kept for the browser session (sessionStorage), as SPEC §4 asks. */
export const useDemo = create<DemoState>()(
  persist(
    (set) => ({
      demo: false,
      setDemo: (demo) => set({ demo }),
    }),
    {
      name: 'pantau.demo',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ demo }) => ({ demo }),
    },
  ),
);

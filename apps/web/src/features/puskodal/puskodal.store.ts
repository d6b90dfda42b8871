import { create } from 'zustand';

/** Whether the Puskodal dialog is open. */
export const usePuskodal = create<{ open: boolean; setOpen: (open: boolean) => void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

import { create } from 'zustand';

/** The 'Add New Point of Interest' form as typed, and the point PLOT previews. */
export interface PoiDraft {
  category: string;
  identifier: string;
  name: string;
  longitude: string;
  latitude: string;
}

export const EMPTY_DRAFT: PoiDraft = {
  category: '',
  identifier: '',
  name: '',
  longitude: '',
  latitude: '',
};

interface PoiFormState {
  draft: PoiDraft;
  /** The draft PLOT previewed (SUBMIT needs it unchanged since), and where. */
  plotted: { draft: PoiDraft; lon: number; lat: number } | null;
  edit: (patch: Partial<PoiDraft>) => void;
  plot: (lon: number, lat: number) => void;
  reset: () => void;
}

export const usePoiForm = create<PoiFormState>()((set) => ({
  draft: EMPTY_DRAFT,
  plotted: null,
  edit: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
  plot: (lon, lat) => set((s) => ({ plotted: { draft: s.draft, lon, lat } })),
  reset: () => set({ draft: EMPTY_DRAFT, plotted: null }),
}));

/** Whether PLOT's preview is of the draft as it is now. */
export function plottedNow(s: Pick<PoiFormState, 'draft' | 'plotted'>): boolean {
  if (!s.plotted) return false;
  const a = s.plotted.draft;
  const b = s.draft;
  return (Object.keys(a) as (keyof PoiDraft)[]).every((k) => a[k] === b[k]);
}

import { create } from 'zustand';

/**
 * What is selected on the map: one thing at a time, of one kind (a vessel, an aid to
 * navigation, a point of interest of the port and asset registry, a radar target). Choosing
 * one replaces the other, so the side cards need no effects to stay exclusive. The URL
 * mirrors it (`url/`). The kinds are those a feature gives a card for (its `cards`), so a
 * feature adds a kind from its own folder.
 */
export type SelectionKind = string;

export interface Selection {
  kind: SelectionKind;
  /** The thing's id as text (an MMSI for vessels and aids). */
  id: string;
}

interface SelectionState {
  selected: Selection | null;
  select: (selection: Selection | null) => void;
}

export const useSelection = create<SelectionState>()((set) => ({
  selected: null,
  select: (selected) => set({ selected }),
}));

/** Selects a thing by kind and numeric id (an MMSI), or clears the selection. */
export function selectMmsi(kind: SelectionKind, mmsi: number | null): void {
  useSelection.getState().select(mmsi === null ? null : { kind, id: String(mmsi) });
}

/** The selected MMSI when the selection is of `kind`, else null. */
export function useSelectedMmsi(kind: SelectionKind): number | null {
  return useSelection((s) => (s.selected?.kind === kind ? Number(s.selected.id) : null));
}

export function sameSelection(a: Selection | null, b: Selection | null): boolean {
  return a === b || (a !== null && b !== null && a.kind === b.kind && a.id === b.id);
}

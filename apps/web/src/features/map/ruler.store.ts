import { DEFAULT_DISTANCE_UNIT, type DistanceUnit } from '@pantau/geo';
import { create } from 'zustand';

/** The toolbar ruler (SPEC §2): on or off, the points clicked, the unit shown. */
interface RulerState {
  active: boolean;
  /** The polyline's points, [lon, lat], in the order clicked. */
  points: readonly [number, number][];
  unit: DistanceUnit;
  /** Turns the ruler on, or off (clearing it). */
  toggle: () => void;
  add: (point: [number, number]) => void;
  /** Turns it off and forgets the points (Escape, toggling off). */
  clear: () => void;
  setUnit: (unit: DistanceUnit) => void;
}

export const useRuler = create<RulerState>()((set) => ({
  active: false,
  points: [],
  unit: DEFAULT_DISTANCE_UNIT,
  toggle: () => set((s) => ({ active: !s.active, points: [] })),
  add: (point) => set((s) => (s.active ? { points: [...s.points, point] } : {})),
  clear: () => set({ active: false, points: [] }),
  setUnit: (unit) => set({ unit }),
}));

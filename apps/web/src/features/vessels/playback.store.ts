import { create } from 'zustand';

/** A point the vessel replay is at, for the map's playback marker. */
export interface PlaybackPoint {
  lat: number;
  lon: number;
  t: number;
  /** Degrees from north (heading, else course), null when unknown. */
  bearing: number | null;
}

interface PlaybackState {
  /** The vessel being replayed, null when playback is closed. */
  mmsi: number | null;
  point: PlaybackPoint | null;
  open: (mmsi: number) => void;
  at: (point: PlaybackPoint) => void;
  close: () => void;
}

/** Replay (vessel), SPEC §4: the panel drives it, the map draws where it is. */
export const usePlayback = create<PlaybackState>()((set) => ({
  mmsi: null,
  point: null,
  open: (mmsi) => set({ mmsi, point: null }),
  at: (point) => set({ point }),
  close: () => set({ mmsi: null, point: null }),
}));

import { create } from 'zustand';

interface MapDisplay {
  /** Map settings: dashed heading-prediction lines (above spec zoom 9). */
  headingPrediction: boolean;
  setHeadingPrediction: (on: boolean) => void;
  /** Map settings: the overlay on vessels whose plot status is not good. */
  plotStatus: boolean;
  setPlotStatus: (on: boolean) => void;
  /**
   * Live Map Mode: false freezes the vessels drawn (the feed goes on underneath). Kept in
   * this browser (SPEC §3 stored browser data: liveMapStatus).
   */
  liveMap: boolean;
  setLiveMap: (on: boolean) => void;
  /**
   * How many modal dialogs cover the map now (the Alert dialog). While one does, the map is
   * not redrawn as the picture changes: each redraw is a frame of the whole map the user
   * cannot see behind the dialog, and on a machine drawing WebGL in software it held every
   * click and keystroke in the dialog for seconds. It catches up at once when uncovered.
   */
  covered: number;
  /** Covers the map; the function returned uncovers it. */
  cover: () => () => void;
  /**
   * The vessels are drawn faint, so a surface under them reads (a feature showing one, as
   * Density, sets it while it is shown).
   */
  vesselsDimmed: boolean;
  setVesselsDimmed: (on: boolean) => void;
}

const LIVE_MAP_KEY = 'pantau.liveMapStatus';

function readLiveMap(): boolean {
  try {
    return globalThis.localStorage?.getItem(LIVE_MAP_KEY) !== 'off';
  } catch {
    return true;
  }
}

function writeLiveMap(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.removeItem(LIVE_MAP_KEY);
    else globalThis.localStorage?.setItem(LIVE_MAP_KEY, 'off');
  } catch {
    // Storage refused (private mode): it lasts for this page only.
  }
}

/** How the map shows the live picture: Map settings and Live Map Mode. */
export const useMapDisplay = create<MapDisplay>()((set) => ({
  headingPrediction: true,
  setHeadingPrediction: (headingPrediction) => set({ headingPrediction }),
  plotStatus: false,
  setPlotStatus: (plotStatus) => set({ plotStatus }),
  liveMap: readLiveMap(),
  setLiveMap: (liveMap) => {
    writeLiveMap(liveMap);
    set({ liveMap });
  },
  vesselsDimmed: false,
  setVesselsDimmed: (vesselsDimmed) => set({ vesselsDimmed }),
  covered: 0,
  cover: () => {
    set((s) => ({ covered: s.covered + 1 }));
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set((s) => ({ covered: s.covered - 1 }));
    };
  },
}));

import { SHIP_TYPE_GROUPS, type ShipTypeGroup } from '@pantau/domain';
import { create } from 'zustand';
import type { VesselColumns } from './live.protocol.ts';

export const ALL_GROUPS: readonly ShipTypeGroup[] = SHIP_TYPE_GROUPS.map((g) => g.id);

interface LiveState {
  connected: boolean;
  simulated: boolean;
  tickMs: number;
  /** When the last frame from the server reached the worker (unix ms), 0 for none. */
  frameAt: number;
  /** now − newestT of the last frame applied, in ms. */
  latencyMs: number | null;
  /** The vessels shown, ready for the map (replaced whole, never mutated). */
  columns: VesselColumns | null;
  /** Filter Kapal: the ship-type groups shown. */
  groups: readonly ShipTypeGroup[];
  /**
   * 'Live Vessels Only' (true) or 'All Vessels': the top-left toggle and Map settings' Show
   * Live Only are this one state, kept per user (`features/settings`).
   */
  liveOnly: boolean;
  selected: number | null;
  /** Map settings: dashed heading-prediction lines (above zoom 9). */
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
  /** The server's last complaint about a subscription, if any. */
  error: string | null;
  setGroups: (groups: readonly ShipTypeGroup[]) => void;
  setLiveOnly: (liveOnly: boolean) => void;
  select: (mmsi: number | null) => void;
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

export const useLive = create<LiveState>()((set) => ({
  connected: false,
  simulated: false,
  tickMs: 1000,
  frameAt: 0,
  latencyMs: null,
  columns: null,
  groups: ALL_GROUPS,
  liveOnly: false,
  selected: null,
  headingPrediction: true,
  setHeadingPrediction: (headingPrediction) => set({ headingPrediction }),
  plotStatus: false,
  setPlotStatus: (plotStatus) => set({ plotStatus }),
  liveMap: readLiveMap(),
  setLiveMap: (liveMap) => {
    writeLiveMap(liveMap);
    set({ liveMap });
  },
  error: null,
  setGroups: (groups) => set({ groups }),
  setLiveOnly: (liveOnly) => set({ liveOnly }),
  select: (selected) => set({ selected }),
}));

/** The subscription's filters: ship types, the sources ticked in DATA SOURCE (null: all), live only. */
export function filtersOf(s: {
  groups: readonly ShipTypeGroup[];
  liveOnly: boolean;
  sources?: readonly string[] | null;
}): {
  groups?: ShipTypeGroup[];
  sources?: string[];
  liveOnly?: boolean;
} {
  return {
    ...(s.groups.length === ALL_GROUPS.length ? {} : { groups: [...s.groups] }),
    ...(s.sources ? { sources: [...s.sources] } : {}),
    ...(s.liveOnly ? { liveOnly: true } : {}),
  };
}

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
  /** 'Live Vessels Only' (true) or 'All Vessels'. */
  liveOnly: boolean;
  selected: number | null;
  /** Map settings: heading-prediction lines (shown from zoom 7 on). */
  headingLines: boolean;
  setHeadingLines: (on: boolean) => void;
  /** The server's last complaint about a subscription, if any. */
  error: string | null;
  setGroups: (groups: readonly ShipTypeGroup[]) => void;
  setLiveOnly: (liveOnly: boolean) => void;
  select: (mmsi: number | null) => void;
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
  headingLines: true,
  setHeadingLines: (headingLines) => set({ headingLines }),
  error: null,
  setGroups: (groups) => set({ groups }),
  setLiveOnly: (liveOnly) => set({ liveOnly }),
  select: (selected) => set({ selected }),
}));

/** The subscription filters of the current choices (all groups: no group filter). */
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

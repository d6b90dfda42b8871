import { SHIP_TYPE_GROUPS, type ShipTypeGroup } from '@pantau/domain';
import { create } from 'zustand';
import { useMapDisplay } from '../map/display.store.ts';
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
  /** Add to a server time to get the browser's time of it (ms; `clock-offset.ts`), 0 before a frame. */
  clockOffset: number;
  /** The vessels shown, ready for the map (replaced whole, never mutated). */
  columns: VesselColumns | null;
  /** Filter Kapal: the ship-type groups shown. */
  groups: readonly ShipTypeGroup[];
  /**
   * 'Live Vessels Only' (true) or 'All Vessels': the top-left toggle and Map settings' Show
   * Live Only are this one state, kept per user (`features/settings`).
   */
  liveOnly: boolean;
  /**
   * The names of the AIS sources whose vessels the map shows (DATA SOURCE's FILTER AIS);
   * null means every source, including ones added later.
   */
  sources: string[] | null;
  /** The server's last complaint about a subscription, if any. */
  error: string | null;
  setGroups: (groups: readonly ShipTypeGroup[]) => void;
  setLiveOnly: (liveOnly: boolean) => void;
  setSources: (sources: string[] | null) => void;
}

/**
 * How old the newest position of a frame is, in ms (never negative): null while the picture
 * has no position at all (its newest time is then 0, and 'now − 0' is no delay).
 */
export function latencyOf(newestT: number, now: number): number | null {
  return newestT > 0 ? Math.max(0, now - newestT) : null;
}

/** The live feed's state and its filters (the subscription the feed sends). */
export const useLive = create<LiveState>()((set) => ({
  connected: false,
  simulated: false,
  tickMs: 1000,
  frameAt: 0,
  latencyMs: null,
  clockOffset: 0,
  columns: null,
  groups: ALL_GROUPS,
  liveOnly: false,
  sources: null,
  error: null,
  setGroups: (groups) => set({ groups }),
  setLiveOnly: (liveOnly) => set({ liveOnly }),
  setSources: (sources) => set({ sources }),
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

/**
 * The data source mode (SPEC §4 'Live rendering'): the live stream (default), or historical,
 * in which the map does not draw the stream (a replay draws the past instead); going back to
 * the stream draws it again at once.
 */
export type DataSourceMode = 'stream' | 'historical';
export const useDataSourceMode = create<{
  mode: DataSourceMode;
  setMode: (mode: DataSourceMode) => void;
}>()((set) => ({ mode: 'stream', setMode: (mode) => set({ mode }) }));

/**
 * The vessels the map draws: the live columns, except while Live Map Mode is off, when the
 * ones drawn stay (the feed goes on underneath; the first vessels are drawn even then), and
 * none in historical mode.
 */
export const useDrawnColumns = create<{ columns: VesselColumns | null }>(() => ({
  columns: null,
}));

/**
 * How many vessels a replay draws at its time, while one is drawn (historical mode); null
 * when none is. The replay publishes it; the vessel counter reads it through
 * `useShownVesselCount`.
 */
export const useReplayShown = create<{ count: number | null }>(() => ({ count: null }));

/**
 * The one count of the vessels on the map: those drawn from the stream (what Live Map Mode
 * off keeps drawn too), or in historical mode those the replay draws at its time.
 */
export function shownVesselCount(
  mode: DataSourceMode,
  drawn: number | null,
  replay: number | null,
): number {
  return mode === 'historical' ? (replay ?? 0) : (drawn ?? 0);
}

export function useShownVesselCount(): number {
  const mode = useDataSourceMode((s) => s.mode);
  const drawn = useDrawnColumns((s) => s.columns?.count ?? null);
  const replay = useReplayShown((s) => s.count);
  return shownVesselCount(mode, drawn, replay);
}

useLive.subscribe((s, prev) => {
  if (s.columns === prev.columns) return;
  if (useDataSourceMode.getState().mode === 'historical') return;
  // While Live Map Mode is off the first vessels stay drawn: the first frame that has any (an
  // empty first frame, before the snapshot, kept an empty map frozen).
  const drawn = useDrawnColumns.getState().columns;
  const frozen = !useMapDisplay.getState().liveMap && drawn !== null && drawn.count > 0;
  if (!frozen || s.columns === null) useDrawnColumns.setState({ columns: s.columns });
});
useMapDisplay.subscribe((s, prev) => {
  if (s.liveMap && !prev.liveMap) useDrawnColumns.setState({ columns: useLive.getState().columns });
});
useDataSourceMode.subscribe((s, prev) => {
  if (s.mode === prev.mode) return;
  useDrawnColumns.setState({
    columns: s.mode === 'historical' ? null : useLive.getState().columns,
  });
});

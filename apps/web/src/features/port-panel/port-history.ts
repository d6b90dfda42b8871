import { portPanelEndpoints, vesselEndpoints } from '@pantau/contracts';
import { create } from 'zustand';
import { call } from '../../api/call.ts';

/**
 * Fetch/Close Port History (SPEC §2.20, §4 'Port panel'): the port's vessels of the last
 * 24 h, then each one's track with the progress bar moving per track loaded; vessels without
 * a track are dropped, and so are points without numeric coordinates. Then playback: play,
 * pause, resume, stop, a slider and the time. Closing (or closing the panel, or another
 * port) aborts the loading and clears it all.
 */

/** One vessel's track for the replay: times (unix ms) with positions, oldest first. */
export interface HistoryTrack {
  mmsi: number;
  t: number[];
  lon: number[];
  lat: number[];
}

/** SPEC §9-style step: each tick of the replay moves the clock this much of the day. */
export const HISTORY_TICK_MS = 200;
export const HISTORY_STEP_MS = 60_000;

export type HistoryStatus = 'idle' | 'listing' | 'loading' | 'ready' | 'failed';

interface HistoryState {
  status: HistoryStatus;
  /** Tracks asked for, and loaded (either way). */
  total: number;
  loaded: number;
  tracks: HistoryTrack[];
  from: number;
  to: number;
  time: number;
  playing: boolean;
  error: string | null;
}

const IDLE: HistoryState = {
  status: 'idle',
  total: 0,
  loaded: 0,
  tracks: [],
  from: 0,
  to: 0,
  time: 0,
  playing: false,
  error: null,
};

export const usePortHistory = create<HistoryState>()(() => ({ ...IDLE }));

let abort: AbortController | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

/** A track's points with numeric coordinates only, as columns. */
export function trackOf(
  mmsi: number,
  points: readonly { t: number; lon: number | null; lat: number | null }[],
): HistoryTrack | null {
  const out: HistoryTrack = { mmsi, t: [], lon: [], lat: [] };
  for (const p of points) {
    if (!Number.isFinite(p.lon) || !Number.isFinite(p.lat)) continue;
    out.t.push(p.t);
    out.lon.push(p.lon as number);
    out.lat.push(p.lat as number);
  }
  return out.t.length > 0 ? out : null;
}

/** Where a track is at `time`: between its two points, or null before its first or after its last. */
export function positionAt(track: HistoryTrack, time: number): [number, number] | null {
  const { t, lon, lat } = track;
  const n = t.length;
  if (n === 0 || time < t[0]! || time > t[n - 1]!) return null;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (t[mid]! <= time) lo = mid;
    else hi = mid;
  }
  const span = t[hi]! - t[lo]!;
  const f = span > 0 ? (time - t[lo]!) / span : 0;
  return [lon[lo]! + (lon[hi]! - lon[lo]!) * f, lat[lo]! + (lat[hi]! - lat[lo]!) * f];
}

/** The track up to `time`, as a path (the replay draws where each vessel has been). */
export function pathUntil(track: HistoryTrack, time: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < track.t.length && track.t[i]! <= time; i++) {
    out.push([track.lon[i]!, track.lat[i]!]);
  }
  const here = positionAt(track, time);
  if (here && out.length > 0) out.push(here);
  return out;
}

/** Fetch Port History: the vessel list, then the tracks one by one. */
export async function fetchPortHistory(portId: string): Promise<void> {
  closePortHistory();
  const controller = new AbortController();
  abort = controller;
  const { signal } = controller;
  usePortHistory.setState({ ...IDLE, status: 'listing' });
  try {
    const list = await call(portPanelEndpoints.history, { params: { id: portId } }, { signal });
    usePortHistory.setState({
      status: 'loading',
      total: list.vessels.length,
      from: list.from,
      to: list.to,
      time: list.from,
    });
    const tracks: HistoryTrack[] = [];
    for (const v of list.vessels) {
      const got = await call(
        vesselEndpoints.track,
        { params: { mmsi: v.mmsi }, query: { from: String(list.from), to: String(list.to) } },
        { signal },
      );
      const track = trackOf(v.mmsi, got.points);
      if (track) tracks.push(track);
      usePortHistory.setState((s) => ({ loaded: s.loaded + 1 }));
    }
    if (signal.aborted) return;
    abort = null;
    usePortHistory.setState({ status: 'ready', tracks });
  } catch (err) {
    if (signal.aborted) return;
    abort = null;
    usePortHistory.setState({
      status: 'failed',
      error: err instanceof Error ? err.message : String(err),
    });
  }
}

function stopTimer(): void {
  clearInterval(timer);
  timer = undefined;
}

/** Play (from the start once at the end) or resume. */
export function playPortHistory(): void {
  const s = usePortHistory.getState();
  if (s.status !== 'ready') return;
  if (s.time >= s.to) usePortHistory.setState({ time: s.from });
  usePortHistory.setState({ playing: true });
  stopTimer();
  timer = setInterval(() => {
    const now = usePortHistory.getState();
    const time = Math.min(now.to, now.time + HISTORY_STEP_MS);
    usePortHistory.setState({ time, playing: time < now.to });
    if (time >= now.to) stopTimer();
  }, HISTORY_TICK_MS);
}

export function pausePortHistory(): void {
  stopTimer();
  usePortHistory.setState({ playing: false });
}

/** Stop: paused at the start of the period. */
export function stopPortHistory(): void {
  stopTimer();
  usePortHistory.setState((s) => ({ playing: false, time: s.from }));
}

export function seekPortHistory(time: number): void {
  usePortHistory.setState((s) => ({ time: Math.max(s.from, Math.min(s.to, time)) }));
}

/** Close Port History: aborts what is loading, stops the replay, clears it. */
export function closePortHistory(): void {
  abort?.abort();
  abort = null;
  stopTimer();
  usePortHistory.setState({ ...IDLE });
}

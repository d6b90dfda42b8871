import type { PlaybackSessionView } from '@pantau/contracts';
import { wibDay } from '@pantau/domain';
import { create } from 'zustand';
import { ApiError } from '../../api/http.ts';
import { linkNext, prepareBlock, type PreparedBlock } from './blocks.ts';
import { fetchBlock, startPlayback } from './playback.api.ts';

/** SPEC §9: the historical playback ticks every 100 ms; a jump buffers 1000 ms. */
export const TICK_MS = 100;
export const BUFFER_MS = 1000;
/** Replay speeds: seconds of the day per second (1× to 3,600×). */
export const SPEEDS = [1, 10, 60, 300, 900, 1800, 3600] as const;
export const DEFAULT_SPEED = 300;

export type Bbox = readonly [number, number, number, number];

interface ReplayState {
  /** The playback panel is shown. */
  open: boolean;
  /** The date picked (locks the view while set). */
  day: string | null;
  session: PlaybackSessionView | null;
  /** The locked view's box, sent with every block. */
  bbox: Bbox | null;
  /** The day's blocks that have arrived, by index (replaced whole when one arrives). */
  blocks: readonly (PreparedBlock | undefined)[];
  /** Blocks there are to load (today: up to now) and loaded. */
  total: number;
  loaded: number;
  loading: boolean;
  /** Seconds from the day's start. */
  time: number;
  /** The last second there can be data (the day's end, or now for today). */
  maxTime: number;
  playing: boolean;
  /** A jump's pause (SPEC §4: 1 s, then rebuild). */
  buffering: boolean;
  speed: number;
  error: string | null;
}

const initial = {
  day: null,
  session: null,
  bbox: null,
  blocks: [],
  total: 0,
  loaded: 0,
  loading: false,
  time: 0,
  maxTime: 0,
  playing: false,
  buffering: false,
  error: null,
} satisfies Partial<ReplayState>;

/** Historical Overall Playback (SPEC §2.25, §4): the panel's state. */
export const useReplay = create<ReplayState>()(() => ({
  open: false,
  speed: DEFAULT_SPEED,
  ...initial,
}));

let abort: AbortController | null = null;
let priority: number | null = null;

/** Cancel: aborts the fetches under way (the server stops reading those blocks). */
export function cancelLoading(): void {
  abort?.abort();
  abort = null;
  useReplay.setState({ loading: false });
}

/** Clears the replay (a cleared date unlocks the view). */
export function resetReplay(): void {
  cancelLoading();
  useReplay.setState({ ...initial });
}

export function closePanel(): void {
  resetReplay();
  useReplay.setState({ open: false });
}

/** Opens the panel on today's date (UTC+7), the day an officer most often replays. */
export function openPanel(now: number): void {
  resetReplay();
  useReplay.setState({ open: true, day: wibDay(now) });
}

/**
 * Where a replay starts: one step after the step of the day's first stored position, so the
 * vessels heard in that first step are all on the map (the replay shows one position per
 * vessel per step), not an empty midnight before a day's first report; 0 when the day has
 * nothing stored.
 */
export function startTime(session: PlaybackSessionView): number {
  if (session.first == null) return 0;
  const step = Math.max(1, Math.floor(session.stepMs / 1000));
  const s = Math.floor((session.first - session.from) / 1000);
  return Math.max(0, s - (s % step) + 2 * step);
}

/** Load this block next (a jump to a time not loaded yet). */
export function prioritise(time: number): void {
  const s = useReplay.getState().session;
  if (!s) return;
  priority = Math.floor((time * 1000) / s.blockMs);
}

/**
 * Initiate: asks the server for the day (checked and audited there), then fetches its blocks
 * one after another, the one the time is in first, each linked to its neighbours as it comes.
 */
export async function initiate(day: string, bbox: Bbox, now: number): Promise<void> {
  cancelLoading();
  const controller = new AbortController();
  abort = controller;
  useReplay.setState({ ...initial, day, bbox, loading: true });
  try {
    const session = await startPlayback(day, controller.signal);
    const lastMs = Math.min(session.to, now) - session.from;
    const total = Math.max(1, Math.min(session.blocks, Math.ceil(lastMs / session.blockMs)));
    const maxTime = Math.max(1, Math.floor(lastMs / 1000));
    const time = Math.min(startTime(session), maxTime);
    useReplay.setState({ session, total, time, maxTime });
    const blocks: (PreparedBlock | undefined)[] = [];
    // The block the replay starts in first, then the one before it (whose last positions
    // still show at the start), then the rest in order.
    const first = Math.min(total - 1, Math.floor((time * 1000) / session.blockMs));
    const firsts = [first, first - 1].filter((i) => i >= 0);
    priority = null;
    for (let n = 0; n < total; n++) {
      const queued = priority ?? firsts.shift() ?? null;
      const want = queued !== null && blocks[queued] === undefined ? queued : null;
      const index = want ?? blocks.findIndex((b, i) => b === undefined && i < total);
      const next = index === -1 ? blocks.length : index;
      priority = null;
      const block = await fetchBlock(day, next, bbox, controller.signal);
      const prepared = prepareBlock(next, block, session.from, blocks[next + 1]);
      const before = blocks[next - 1];
      if (before) linkNext(before, prepared);
      blocks[next] = prepared;
      if (controller.signal.aborted) return;
      useReplay.setState({ blocks: [...blocks], loaded: n + 1 });
    }
    useReplay.setState({ loading: false });
  } catch (err) {
    if (controller.signal.aborted) return;
    useReplay.setState({
      loading: false,
      error: err instanceof ApiError ? err.message : String(err),
    });
  } finally {
    if (abort === controller) abort = null;
  }
}

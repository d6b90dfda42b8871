import {
  DENSITY_MAX_DAYS,
  DENSITY_TOO_LONG,
  densityEndpoints,
  type DensityView,
} from '@pantau/contracts';
import { create } from 'zustand';
import { useMapDisplay } from '../../map/display.store.ts';
import { call } from '../../api/call.ts';
import { ApiError } from '../../api/http.ts';
import { CLUSTER_DISTANCE, CLUSTER_MIN_DISTANCE, mergeDays, type DensityCells } from './cluster.ts';

/** SPEC §9: the data is shown 3 s after it arrived; messages stay 3 s. */
export const DISPLAY_DELAY_MS = 3000;
export const MESSAGE_MS = 3000;

/** Peta Densitas: the seven vessel types (SPEC §2.3), as the server's type groups. */
export const DENSITY_TYPES = [
  'cargo',
  'tanker',
  'passenger',
  'hsc',
  'tugs',
  'fishing',
  'pleasure',
] as const;

export type DensityStatus = 'idle' | 'loading' | 'waiting' | 'done' | 'cancelled';
export type DensityMessage = 'tooLong' | 'notAvailable' | 'cancelled' | 'failed';

interface DensityState {
  /** The Density layer and its panel are on. */
  on: boolean;
  from: string;
  to: string;
  distance: number;
  minDistance: number;
  opacity: number;
  /** The live vessels are drawn faint while the density is shown (the panel's switch). */
  dimVessels: boolean;
  types: readonly string[];
  status: DensityStatus;
  /** Days fetched of the range. */
  fetched: number;
  days: number;
  /** The summed cells once shown. */
  cells: DensityCells | null;
  message: DensityMessage | null;
  failure: string | null;
}

export const useDensity = create<DensityState>()(() => ({
  on: false,
  from: '',
  to: '',
  distance: CLUSTER_DISTANCE,
  minDistance: CLUSTER_MIN_DISTANCE,
  opacity: 0.8,
  dimVessels: true,
  types: DENSITY_TYPES,
  status: 'idle',
  fetched: 0,
  days: 0,
  cells: null,
  message: null,
  failure: null,
}));

/** Whether the density is on the map with the vessels dimmed over it. */
export const dimsVessels = (s: Pick<DensityState, 'on' | 'cells' | 'dimVessels'>) =>
  s.on && s.cells !== null && s.dimVessels;

useDensity.subscribe((s) => {
  const dimmed = dimsVessels(s);
  const display = useMapDisplay.getState();
  if (display.vesselsDimmed !== dimmed) display.setVesselsDimmed(dimmed);
});

/** The days from `from` to `to` (YYYY-MM-DD), in order; empty when reversed. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!(start <= end)) return out;
  for (let t = start; t <= end && out.length <= 366; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

let abort: AbortController | null = null;
let messageTimer: ReturnType<typeof setTimeout> | undefined;
let showTimer: ReturnType<typeof setTimeout> | undefined;

function say(message: DensityMessage, failure: string | null = null): void {
  clearTimeout(messageTimer);
  useDensity.setState({ message, failure });
  messageTimer = setTimeout(() => useDensity.setState({ message: null }), MESSAGE_MS);
}

/** Cancel: aborts the fetch under way ('break'). */
export function cancelDensity(): void {
  if (!abort) return;
  abort.abort();
  abort = null;
  clearTimeout(showTimer);
  useDensity.setState({ status: 'cancelled' });
  say('cancelled');
}

/**
 * Fetches the range day by day (the first progress bar), then waits the display delay (the
 * second), then shows it. More than five days: 'please select only 5 days max' and the
 * dates cleared. No day with data: 'the data of selected date(s) is not available'.
 */
export async function loadDensity(): Promise<void> {
  const { from, to, types } = useDensity.getState();
  if (!from || !to) return;
  const days = daysOf(from, to);
  if (days.length > DENSITY_MAX_DAYS) {
    useDensity.setState({ from: '', to: '', cells: null, status: 'idle' });
    return say('tooLong');
  }
  if (days.length === 0) return;
  abort?.abort();
  clearTimeout(showTimer);
  const controller = new AbortController();
  abort = controller;
  useDensity.setState({ status: 'loading', fetched: 0, days: days.length, cells: null });
  const groups = types.length === DENSITY_TYPES.length ? undefined : types.join(',');
  const views: DensityView[] = [];
  try {
    for (const day of days) {
      const view = await call(
        densityEndpoints.map,
        { query: { from: day, to: day, ...(groups === undefined ? {} : { groups }) } },
        { signal: controller.signal },
      );
      views.push(view);
      useDensity.setState({ fetched: views.length });
    }
  } catch (err) {
    if (controller.signal.aborted) return;
    abort = null;
    useDensity.setState({ status: 'idle' });
    if (err instanceof ApiError && err.message === DENSITY_TOO_LONG) {
      useDensity.setState({ from: '', to: '' });
      return say('tooLong');
    }
    return say('failed', err instanceof Error ? err.message : String(err));
  }
  abort = null;
  if (views.every((v) => v.days.length === 0)) {
    useDensity.setState({ status: 'idle' });
    return say('notAvailable');
  }
  useDensity.setState({ status: 'waiting' });
  const cells = mergeDays(views);
  showTimer = setTimeout(() => useDensity.setState({ status: 'done', cells }), DISPLAY_DELAY_MS);
}

/** Density Trajectorial (SPEC §2.3): one day, no later than yesterday, fetched on demand. */
export const useTrajectorial = create<{
  on: boolean;
  day: string;
  status: 'idle' | 'loading' | 'done';
  cells: DensityCells | null;
  message: 'notAvailable' | 'failed' | null;
}>()(() => ({ on: false, day: '', status: 'idle', cells: null, message: null }));

let trajectorialAbort: AbortController | null = null;

/** Fetches the chosen day's cells (the panel's Fetch); a day with none says so for 3 s. */
export async function fetchTrajectorial(): Promise<void> {
  const { day } = useTrajectorial.getState();
  if (!day) return;
  trajectorialAbort?.abort();
  const controller = new AbortController();
  trajectorialAbort = controller;
  useTrajectorial.setState({ status: 'loading', cells: null, message: null });
  try {
    const view = await call(
      densityEndpoints.map,
      { query: { from: day, to: day } },
      { signal: controller.signal },
    );
    if (view.days.length === 0) {
      useTrajectorial.setState({ status: 'idle', message: 'notAvailable' });
    } else {
      useTrajectorial.setState({ status: 'done', cells: mergeDays([view]) });
    }
  } catch {
    if (controller.signal.aborted) return;
    useTrajectorial.setState({ status: 'idle', message: 'failed' });
  }
  setTimeout(() => useTrajectorial.setState({ message: null }), MESSAGE_MS);
}

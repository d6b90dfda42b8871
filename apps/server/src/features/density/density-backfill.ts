import { DENSITY_MAX_GAP_MS } from '@pantau/geo';
import { shipTypeGroup, wibDay, wibDayStart } from '@pantau/domain';
import { DensityAggregator } from './density-aggregator.ts';
import type { DensityCellRow } from './density.repo.ts';

const DAY_MS = 86_400_000;
/** Positions are read this much at a time (a national day is some 130 million). */
export const BACKFILL_SLICE_MS = 5 * 60_000;

/** What the rebuild reads of the position store (`HistoryRepo`). */
export interface StoredPositions {
  /** The first stored position's time at or after `from`, or null. */
  firstAt(from: number): Promise<number | null>;
  between(
    from: number,
    to: number,
  ): Promise<{ mmsi: number; t: number; lat: number; lon: number; source: string }[]>;
  shipTypes(): Promise<Map<number, number>>;
}

/** What it reads and writes of the density store (`DensityRepo`). */
export interface DensityDays {
  daysWithData(from: string, to: string): Promise<string[]>;
  add(rows: readonly DensityCellRow[]): Promise<void>;
}

/**
 * Density rebuilt from the position store for the days that have positions but no density at
 * all (a database from before density was summed, or days the aggregating process was down),
 * oldest first, up to yesterday (UTC+7): today is being summed live. A day is read in
 * `BACKFILL_SLICE_MS` slices in time order (from `DENSITY_MAX_GAP_MS` before its midnight, so
 * its first segments are joined as the live sink joins them) through the same aggregator, and
 * written in one go only when it is whole: a stop in the middle writes nothing of that day,
 * and the next start does it again. Answers the days rebuilt.
 */
export async function backfillDensity(opts: {
  positions: StoredPositions;
  density: DensityDays;
  cellDeg: number;
  now: number;
  signal: AbortSignal;
  /** Between slices, so a long rebuild leaves the event loop to the rest. */
  pause?: () => Promise<void>;
  onDay?: (day: string, cells: number) => void;
}): Promise<string[]> {
  const { positions, density, signal } = opts;
  const last = wibDay(wibDayStart(wibDay(opts.now)) - 1);
  // The days with positions, found by jumping from one to the next (a store may hold a few
  // days years apart, such as a replayed capture's).
  const withPositions: string[] = [];
  for (let t = await positions.firstAt(0); t !== null;) {
    const day = wibDay(t);
    if (day > last || signal.aborted) break;
    withPositions.push(day);
    t = await positions.firstAt(wibDayStart(day) + DAY_MS);
  }
  if (withPositions.length === 0) return [];
  const have = new Set(await density.daysWithData(withPositions[0] ?? last, last));
  const missing = withPositions.filter((d) => !have.has(d));
  if (missing.length === 0) return [];
  const types = await positions.shipTypes();
  const done: string[] = [];
  for (const day of missing) {
    const start = wibDayStart(day);
    const end = start + DAY_MS;
    const aggregator = new DensityAggregator({
      cellDeg: opts.cellDeg,
      groupOf: (mmsi) => shipTypeGroup(types.get(mmsi)),
    });
    for (let from = start - DENSITY_MAX_GAP_MS; from < end; from += BACKFILL_SLICE_MS) {
      if (signal.aborted) return done;
      const slice = await positions.between(from, Math.min(end, from + BACKFILL_SLICE_MS));
      for (const p of slice) aggregator.add(p);
      await opts.pause?.();
    }
    if (signal.aborted) return done;
    // Segments whose middle falls before midnight belong to the day before, which is whole.
    const rows = aggregator.drain(end).filter((r) => r.day === day);
    await density.add(rows);
    done.push(day);
    opts.onDay?.(day, rows.length);
  }
  return done;
}

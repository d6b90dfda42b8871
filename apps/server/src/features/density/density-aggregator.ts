import { DENSITY_MAX_GAP_MS, segmentCellTimes } from '@pantau/geo';
import { wibDay, wibDayStart, type PositionEvent, type ShipTypeGroup } from '@pantau/domain';
import type { DensityCellRow } from './density.repo.ts';

interface Last {
  t: number;
  lat: number;
  lon: number;
}

/**
 * Density as positions arrive: each vessel's new position is joined to its previous one and
 * the segment's time shared among the cells it crosses (`segmentCellTimes`, the EMODnet
 * method), summed in memory per day (UTC+7, of the segment's middle), cell, ship-type group
 * and source until `drain` hands the sums over to be added to the store. A position older
 * than the vessel's previous one (a late copy) is not joined.
 */
export class DensityAggregator {
  readonly #cellDeg: number;
  readonly #groupOf: (mmsi: number) => ShipTypeGroup;
  readonly #maxGapMs: number;
  readonly #last = new Map<number, Last>();
  #pending = new Map<string, DensityCellRow>();
  #dayInHand = { day: '', from: Number.NaN };

  constructor(opts: {
    cellDeg: number;
    groupOf: (mmsi: number) => ShipTypeGroup;
    maxGapMs?: number;
  }) {
    this.#cellDeg = opts.cellDeg;
    this.#groupOf = opts.groupOf;
    this.#maxGapMs = opts.maxGapMs ?? DENSITY_MAX_GAP_MS;
  }

  /** Cells waiting to be written. */
  get pending(): number {
    return this.#pending.size;
  }

  add(e: Pick<PositionEvent, 'mmsi' | 't' | 'lat' | 'lon' | 'source'>): void {
    const last = this.#last.get(e.mmsi);
    if (!last) {
      this.#last.set(e.mmsi, { t: e.t, lat: e.lat, lon: e.lon });
      return;
    }
    if (e.t <= last.t) return;
    const cells = segmentCellTimes(last, e, this.#cellDeg, { maxGapMs: this.#maxGapMs });
    const mid = (last.t + e.t) / 2;
    last.t = e.t;
    last.lat = e.lat;
    last.lon = e.lon;
    if (cells.length === 0) return;
    const day = this.#day(mid);
    const grp = this.#groupOf(e.mmsi);
    for (const c of cells) {
      const key = `${day}|${c.ix}|${c.iy}|${grp}|${e.source}`;
      const row = this.#pending.get(key);
      if (row) row.ms += c.ms;
      else this.#pending.set(key, { day, ix: c.ix, iy: c.iy, grp, source: e.source, ms: c.ms });
    }
  }

  /** The UTC+7 day of an instant, the day in hand kept (nearly every segment is in it). */
  #day(ms: number): string {
    const d = this.#dayInHand;
    if (ms >= d.from && ms < d.from + 86_400_000) return d.day;
    const day = wibDay(ms);
    this.#dayInHand = { day, from: wibDayStart(day) };
    return day;
  }

  /** The sums so far (then forgotten here), and vessels silent past the gap forgotten. */
  drain(now: number): DensityCellRow[] {
    const rows = [...this.#pending.values()];
    this.#pending = new Map();
    for (const [mmsi, last] of this.#last) {
      if (now - last.t > this.#maxGapMs) this.#last.delete(mmsi);
    }
    return rows;
  }
}

import type { PositionEvent } from '@pantau/domain';

/**
 * The same AIS transmission heard by several stations (or terrestrial and satellite) within
 * a window is one report. A position is the same when its MMSI, type, position, motion and
 * the transmitter's own UTC second all match. Memory is bounded: keys older than the window
 * are dropped as new ones come, and never more than `maxKeys` are kept.
 */
export class Dedupe {
  readonly #windowMs: number;
  readonly #maxKeys: number;
  #seen = new Map<string, number>();
  #older = new Map<string, number>();
  #rotatedAt = 0;
  duplicates = 0;

  constructor(windowMs = 60_000, maxKeys = 2_000_000) {
    this.#windowMs = windowMs;
    this.#maxKeys = maxKeys;
  }

  /** True when this position was already seen within the window. */
  isDuplicate(e: PositionEvent, second: number | null): boolean {
    // Two generations of keys: a key lives between one and two windows, lookups stay O(1).
    if (e.t - this.#rotatedAt >= this.#windowMs || this.#seen.size >= this.#maxKeys / 2) {
      this.#older = this.#seen;
      this.#seen = new Map();
      this.#rotatedAt = e.t;
    }
    const key = `${e.mmsi}|${e.msgType}|${e.lat}|${e.lon}|${e.sog}|${e.cog}|${e.heading}|${second}`;
    const at = this.#seen.get(key) ?? this.#older.get(key);
    if (at !== undefined && e.t - at < this.#windowMs) {
      this.duplicates++;
      return true;
    }
    this.#seen.set(key, e.t);
    return false;
  }
}

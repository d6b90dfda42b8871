import type { PositionEvent } from '@pantau/domain';

/** The last few reports kept per vessel: duplicates arrive within seconds of the original. */
const PER_VESSEL = 4;

interface Seen {
  t: number;
  msgType: number;
  lat: number;
  lon: number;
  sog: number | null;
  cog: number | null;
  heading: number | null;
  second: number | null;
}

/**
 * The same AIS transmission heard by several stations (or terrestrial and satellite) within
 * a window is one report. A position is the same when its MMSI, type, position, motion and
 * the transmitter's own UTC second all match. It compares numbers (no keys built per
 * message) against the last few reports of that MMSI; memory is bounded by `maxVessels`.
 */
export class Dedupe {
  readonly #windowMs: number;
  readonly #maxVessels: number;
  #recent = new Map<number, Seen[]>();
  duplicates = 0;

  constructor(windowMs = 60_000, maxVessels = 1_000_000) {
    this.#windowMs = windowMs;
    this.#maxVessels = maxVessels;
  }

  /** True when this position was already seen within the window. */
  isDuplicate(e: PositionEvent, second: number | null): boolean {
    let list = this.#recent.get(e.mmsi);
    if (list) {
      for (const s of list) {
        if (
          s.lat === e.lat &&
          s.lon === e.lon &&
          s.second === second &&
          s.msgType === e.msgType &&
          s.sog === e.sog &&
          s.cog === e.cog &&
          s.heading === e.heading &&
          e.t - s.t < this.#windowMs
        ) {
          this.duplicates++;
          return true;
        }
      }
    } else {
      if (this.#recent.size >= this.#maxVessels) this.#recent = new Map();
      list = [];
      this.#recent.set(e.mmsi, list);
    }
    if (list.length >= PER_VESSEL) list.shift();
    list.push({
      t: e.t,
      msgType: e.msgType,
      lat: e.lat,
      lon: e.lon,
      sog: e.sog,
      cog: e.cog,
      heading: e.heading,
      second,
    });
    return false;
  }
}

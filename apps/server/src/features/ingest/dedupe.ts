import type { PositionEvent } from '@pantau/domain';

/** The last few reports kept per vessel: duplicates arrive within seconds of the original. */
const PER_VESSEL = 4;
/** The numbers kept of a report: t, type, lat, lon, sog, cog, heading, UTC second. */
const FIELDS = 8;
/** A field the report did not give (no speed, no second): never a value a report has. */
const NONE = -Infinity;

/**
 * The same AIS transmission heard by several stations (or terrestrial and satellite) within
 * a window is one report. A position is the same when its MMSI, type, position, motion and
 * the transmitter's own UTC second all match. It compares numbers (no keys built per
 * message, no object per report: each vessel's last few reports are one ring of numbers)
 * against the last few reports of that MMSI; memory is bounded by `maxVessels`.
 */
export class Dedupe {
  readonly #windowMs: number;
  readonly #maxVessels: number;
  /** Per MMSI: the next slot to write, then `PER_VESSEL` reports of `FIELDS` numbers. */
  #recent = new Map<number, Float64Array>();
  duplicates = 0;

  constructor(windowMs = 60_000, maxVessels = 1_000_000) {
    this.#windowMs = windowMs;
    this.#maxVessels = maxVessels;
  }

  /** True when this position was already seen within the window. */
  isDuplicate(e: PositionEvent, second: number | null): boolean {
    const sog = e.sog ?? NONE;
    const cog = e.cog ?? NONE;
    const heading = e.heading ?? NONE;
    const utc = second ?? NONE;
    let ring = this.#recent.get(e.mmsi);
    if (ring) {
      for (let i = 1; i < ring.length; i += FIELDS) {
        if (
          ring[i + 2] === e.lat &&
          ring[i + 3] === e.lon &&
          ring[i + 7] === utc &&
          ring[i + 1] === e.msgType &&
          ring[i + 4] === sog &&
          ring[i + 5] === cog &&
          ring[i + 6] === heading &&
          e.t - (ring[i] as number) < this.#windowMs
        ) {
          this.duplicates++;
          return true;
        }
      }
    } else {
      if (this.#recent.size >= this.#maxVessels) this.#recent = new Map();
      // Empty slots hold NaN, which equals nothing.
      ring = new Float64Array(1 + PER_VESSEL * FIELDS).fill(Number.NaN);
      ring[0] = 0;
      this.#recent.set(e.mmsi, ring);
    }
    const slot = ring[0] as number;
    const i = 1 + slot * FIELDS;
    ring[i] = e.t;
    ring[i + 1] = e.msgType;
    ring[i + 2] = e.lat;
    ring[i + 3] = e.lon;
    ring[i + 4] = sog;
    ring[i + 5] = cog;
    ring[i + 6] = heading;
    ring[i + 7] = utc;
    ring[0] = (slot + 1) % PER_VESSEL;
    return false;
  }
}

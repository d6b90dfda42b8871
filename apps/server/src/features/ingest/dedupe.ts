import type { PositionEvent } from '@pantau/domain';

/** The last few reports kept per vessel: duplicates arrive within seconds of the original. */
const PER_VESSEL = 4;
/** The numbers kept of a report: t, type, lat, lon, sog, cog, heading, UTC second. */
const FIELDS = 8;
/** A field the report did not give (no speed, no second): never a value a report has. */
const NONE = -Infinity;
/** One vessel's numbers: the next report to overwrite, then its reports. */
const RING = 1 + PER_VESSEL * FIELDS;

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
  /** Per MMSI: its slot in `#rings`. */
  #slots = new Map<number, number>();
  /**
   * Every vessel's ring in one array (a slot each: the next report to overwrite, then
   * `PER_VESSEL` reports of `FIELDS` numbers). One typed array per vessel cost 470 bytes
   * each at 110,000 vessels, where the numbers are 264.
   */
  #rings = new Float64Array(0);
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
    const slot = this.#slots.get(e.mmsi);
    let at: number;
    const ring = slot === undefined ? this.#add(e.mmsi) : this.#rings;
    if (slot !== undefined) {
      at = slot * RING;
      const end = at + RING;
      for (let i = at + 1; i < end; i += FIELDS) {
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
    } else at = (this.#slots.size - 1) * RING;
    const next = ring[at] as number;
    const i = at + 1 + next * FIELDS;
    ring[i] = e.t;
    ring[i + 1] = e.msgType;
    ring[i + 2] = e.lat;
    ring[i + 3] = e.lon;
    ring[i + 4] = sog;
    ring[i + 5] = cog;
    ring[i + 6] = heading;
    ring[i + 7] = utc;
    ring[at] = (next + 1) % PER_VESSEL;
    return false;
  }

  /** A vessel's first report: the next slot (the array grown by half when full). */
  #add(mmsi: number): Float64Array {
    if (this.#slots.size >= this.#maxVessels) {
      this.#slots = new Map();
      this.#rings = new Float64Array(0);
    }
    const slot = this.#slots.size;
    this.#slots.set(mmsi, slot);
    if ((slot + 1) * RING > this.#rings.length) {
      const grown = new Float64Array(Math.max(64, Math.ceil((slot + 1) * 1.5)) * RING);
      grown.set(this.#rings);
      this.#rings = grown;
    }
    // Empty reports hold NaN, which equals nothing.
    const at = slot * RING;
    this.#rings.fill(Number.NaN, at + 1, at + RING);
    this.#rings[at] = 0;
    return this.#rings;
  }
}

import type { PositionEvent } from '@pantau/domain';

/** The last few reports kept per vessel: duplicates arrive within seconds of the original. */
const PER_VESSEL = 4;
/** The numbers kept of a report: t, type, lat, lon, sog, cog, heading, UTC second. */
const FIELDS = 8;
/** A field the report did not give (no speed, no second): never a value a report has. */
const NONE = -Infinity;
/** One vessel's numbers: the next report to overwrite, then its reports. */
const RING = 1 + PER_VESSEL * FIELDS;
/** Vessels per page of rings (about 1 MB). */
const PAGE = 4096;

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
  /** Per MMSI: its slot (a vessel's place in the pages below). */
  #slots = new Map<number, number>();
  /**
   * Every vessel's ring in pages of `PAGE` vessels (a slot each: the next report to overwrite,
   * then `PER_VESSEL` reports of `FIELDS` numbers). One typed array per vessel cost 470 bytes
   * each at 110,000 vessels, where the numbers are 264; pages grow without copying.
   */
  #pages: Float64Array[] = [];
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
    let slot = this.#slots.get(e.mmsi);
    const known = slot !== undefined;
    slot ??= this.#add(e.mmsi);
    const ring = this.#pages[Math.floor(slot / PAGE)] as Float64Array;
    const at = (slot % PAGE) * RING;
    if (known) {
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
    }
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

  /** A vessel's first report: the next slot, empty (a new page when the last is full). */
  #add(mmsi: number): number {
    if (this.#slots.size >= this.#maxVessels) {
      this.#slots = new Map();
      this.#pages = [];
    }
    const slot = this.#slots.size;
    this.#slots.set(mmsi, slot);
    if (slot % PAGE === 0) this.#pages.push(new Float64Array(PAGE * RING));
    // Empty reports hold NaN, which equals nothing.
    const page = this.#pages[Math.floor(slot / PAGE)] as Float64Array;
    const at = (slot % PAGE) * RING;
    page.fill(Number.NaN, at + 1, at + RING);
    page[at] = 0;
    return slot;
  }
}

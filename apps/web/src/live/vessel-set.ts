import {
  NONE_U16,
  STATUS_CLASS_B,
  STATUS_PLOT_ANY,
  STATUS_SATELLITE,
  type PositionColumns,
} from '@pantau/contracts';
import { freshness } from '@pantau/domain';
import { FRESHNESS_ALPHA, GROUP_RGB } from '../vessel/colours.ts';
import {
  FLAG_DIRECTION,
  FLAG_PLOT_NOT_GOOD,
  type VesselColumns,
  type VesselLookup,
} from './live.protocol.ts';

/** SPEC §9: the heading prediction reaches speed (kn) × 0.514444 × 180 m. */
const PREDICTION_S = 180;
const KNOT_MS = 0.514444;
const M_PER_DEG = 111_320;
const RAD = Math.PI / 180;

const FRESHNESS_INDEX = { fresh: 0, stale: 1, lost: 2, expired: 2 } as const;

/**
 * The vessels a client holds, as columns in typed arrays (the live worker's state). An
 * MMSI → row map finds a vessel; a removal moves the last row into the hole (swap-remove),
 * so the rows stay packed and every column can be handed to the GPU as it is.
 */
export class VesselSet {
  #capacity: number;
  #count = 0;
  readonly #row = new Map<number, number>();
  #mmsi: Uint32Array;
  #lat: Float32Array;
  #lon: Float32Array;
  #time: Uint32Array;
  #cog: Uint16Array;
  #heading: Uint16Array;
  #sog: Uint16Array;
  #group: Uint8Array;
  #status: Uint8Array;

  constructor(capacity = 1024) {
    this.#capacity = capacity;
    this.#mmsi = new Uint32Array(capacity);
    this.#lat = new Float32Array(capacity);
    this.#lon = new Float32Array(capacity);
    this.#time = new Uint32Array(capacity);
    this.#cog = new Uint16Array(capacity);
    this.#heading = new Uint16Array(capacity);
    this.#sog = new Uint16Array(capacity);
    this.#group = new Uint8Array(capacity);
    this.#status = new Uint8Array(capacity);
  }

  get size(): number {
    return this.#count;
  }

  has(mmsi: number): boolean {
    return this.#row.has(mmsi);
  }

  clear(): void {
    this.#row.clear();
    this.#count = 0;
  }

  #grow(): void {
    const capacity = this.#capacity * 2;
    const grow = <T extends Uint32Array | Float32Array | Uint16Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.#mmsi = grow(this.#mmsi, (n) => new Uint32Array(n));
    this.#lat = grow(this.#lat, (n) => new Float32Array(n));
    this.#lon = grow(this.#lon, (n) => new Float32Array(n));
    this.#time = grow(this.#time, (n) => new Uint32Array(n));
    this.#cog = grow(this.#cog, (n) => new Uint16Array(n));
    this.#heading = grow(this.#heading, (n) => new Uint16Array(n));
    this.#sog = grow(this.#sog, (n) => new Uint16Array(n));
    this.#group = grow(this.#group, (n) => new Uint8Array(n));
    this.#status = grow(this.#status, (n) => new Uint8Array(n));
    this.#capacity = capacity;
  }

  /** Takes the newest state of each vessel in a positions frame. */
  apply(c: PositionColumns): void {
    const n = c.mmsi.length;
    for (let i = 0; i < n; i++) {
      const mmsi = c.mmsi[i] as number;
      let row = this.#row.get(mmsi);
      if (row === undefined) {
        if (this.#count === this.#capacity) this.#grow();
        row = this.#count++;
        this.#row.set(mmsi, row);
        this.#mmsi[row] = mmsi;
      }
      this.#lat[row] = c.lat[i] as number;
      this.#lon[row] = c.lon[i] as number;
      this.#time[row] = c.time[i] as number;
      this.#cog[row] = c.cog[i] as number;
      this.#heading[row] = c.heading[i] as number;
      this.#sog[row] = c.sog[i] as number;
      this.#group[row] = c.group[i] as number;
      this.#status[row] = c.status[i] as number;
    }
  }

  /** Drops vessels (swap-remove: the last row fills the hole). */
  remove(mmsis: ArrayLike<number>): void {
    for (let i = 0; i < mmsis.length; i++) {
      const mmsi = mmsis[i] as number;
      const row = this.#row.get(mmsi);
      if (row === undefined) continue;
      this.#row.delete(mmsi);
      const last = --this.#count;
      if (row !== last) {
        const moved = this.#mmsi[last] as number;
        this.#mmsi[row] = moved;
        this.#lat[row] = this.#lat[last] as number;
        this.#lon[row] = this.#lon[last] as number;
        this.#time[row] = this.#time[last] as number;
        this.#cog[row] = this.#cog[last] as number;
        this.#heading[row] = this.#heading[last] as number;
        this.#sog[row] = this.#sog[last] as number;
        this.#group[row] = this.#group[last] as number;
        this.#status[row] = this.#status[last] as number;
        this.#row.set(moved, row);
      }
    }
  }

  /**
   * Fresh columns for drawing (the caller may transfer them): positions, angles, colours by
   * group with the alpha of the freshness at `nowMs`, solid flags, the heading-prediction
   * segments with their colours, the direction and plot-status flags, the positions of the
   * vessels whose plot status is not good, and MMSIs.
   */
  columns(nowMs: number): VesselColumns {
    const n = this.#count;
    const positions = new Float32Array(2 * n);
    const angles = new Float32Array(n);
    const predictions = new Float32Array(4 * n);
    const colours = new Uint8Array(4 * n);
    const predictionColours = new Uint8Array(8 * n);
    const solid = new Uint8Array(n);
    const flags = new Uint8Array(n);
    const mmsi = this.#mmsi.slice(0, n);
    let notGood = 0;
    for (let i = 0; i < n; i++) {
      const lon = this.#lon[i] as number;
      const lat = this.#lat[i] as number;
      positions[2 * i] = lon;
      positions[2 * i + 1] = lat;
      const heading = this.#heading[i] as number;
      const cog = this.#cog[i] as number;
      const direction =
        heading !== NONE_U16 && heading < 360 ? heading : cog !== NONE_U16 ? cog / 10 : null;
      angles[i] = direction === null ? 0 : -direction;
      const sog = this.#sog[i] as number;
      const metres =
        direction === null || sog === NONE_U16 ? 0 : (sog / 10) * KNOT_MS * PREDICTION_S;
      const bearing = (direction ?? 0) * RAD;
      predictions[4 * i] = lon;
      predictions[4 * i + 1] = lat;
      predictions[4 * i + 2] =
        lon + (metres * Math.sin(bearing)) / (M_PER_DEG * Math.max(0.01, Math.cos(lat * RAD)));
      predictions[4 * i + 3] = lat + (metres * Math.cos(bearing)) / M_PER_DEG;
      const status = this.#status[i] as number;
      const slow = (status & (STATUS_CLASS_B | STATUS_SATELLITE)) !== 0;
      const age = FRESHNESS_INDEX[freshness((this.#time[i] as number) * 1000, nowMs, slow)];
      const rgb = GROUP_RGB[this.#group[i] as number] ?? GROUP_RGB[0];
      const alpha = FRESHNESS_ALPHA[age];
      for (let k = 0; k < 3; k++) {
        const value = rgb?.[k] ?? 128;
        colours[4 * i + k] = value;
        predictionColours[8 * i + k] = value;
        predictionColours[8 * i + 4 + k] = value;
      }
      colours[4 * i + 3] = alpha;
      predictionColours[8 * i + 3] = alpha;
      predictionColours[8 * i + 7] = alpha;
      solid[i] = age === 0 ? 1 : 0;
      // Plot status is good when no plot bit is set and the vessel is not lost.
      const plotGood = (status & STATUS_PLOT_ANY) === 0 && age !== 2;
      flags[i] = (direction === null ? 0 : FLAG_DIRECTION) | (plotGood ? 0 : FLAG_PLOT_NOT_GOOD);
      if (!plotGood) notGood++;
    }
    const plotRings = new Float32Array(2 * notGood);
    for (let i = 0, k = 0; k < notGood; i++) {
      if (((flags[i] as number) & FLAG_PLOT_NOT_GOOD) === 0) continue;
      plotRings[2 * k] = positions[2 * i] as number;
      plotRings[2 * k + 1] = positions[2 * i + 1] as number;
      k++;
    }
    return {
      count: n,
      positions,
      angles,
      predictions,
      predictionColours,
      colours,
      solid,
      flags,
      plotRings,
      mmsi,
    };
  }

  /** One vessel's dynamic state (without its static data). */
  get(mmsi: number): Omit<VesselLookup, 'static'> | null {
    const row = this.#row.get(mmsi);
    if (row === undefined) return null;
    const cog = this.#cog[row] as number;
    const heading = this.#heading[row] as number;
    const sog = this.#sog[row] as number;
    const status = this.#status[row] as number;
    return {
      mmsi,
      lat: this.#lat[row] as number,
      lon: this.#lon[row] as number,
      t: (this.#time[row] as number) * 1000,
      cog: cog === NONE_U16 ? null : cog / 10,
      heading: heading === NONE_U16 || heading >= 360 ? null : heading,
      sog: sog === NONE_U16 ? null : sog / 10,
      group: this.#group[row] as number,
      classB: (status & STATUS_CLASS_B) !== 0,
      satellite: (status & STATUS_SATELLITE) !== 0,
    };
  }
}

import {
  CallSignHolders,
  PLOT_DOUBLE_HOLD_MS,
  callSignKey,
  freshness,
  impossibleJump,
  type AgePolicy,
  type AisClass,
  type Freshness,
  type VesselEvent,
} from '@pantau/domain';
import { GridIndex, inBbox, type Bbox } from './grid.ts';

/** One vessel as the live picture knows it: the newest dynamic, static and voyage data. */
export interface VesselState {
  mmsi: number;
  lat: number;
  lon: number;
  sog: number | null;
  cog: number | null;
  heading: number | null;
  navStatus: number | null;
  rot: number | null;
  aisClass: AisClass | null;
  /** Time of the newest position. */
  positionT: number;
  positionSource: string;
  name: string | null;
  callSign: string | null;
  imo: number | null;
  shipType: number | null;
  toBow: number | null;
  toStern: number | null;
  toPort: number | null;
  toStarboard: number | null;
  staticT: number | null;
  destination: string | null;
  draught: number | null;
  eta: { month: number; day: number; hour: number; minute: number } | null;
  /** Every source that reported it, with the time of its last report. */
  sources: Record<string, number>;
  /** Newest report of any kind. */
  lastT: number;
  /** Time of the last position no ship could have reached from the one before (MMSI double). */
  jumpT?: number | null;
}

/** Plot status as the live picture knows it; 'good' when every one is false. */
export interface PlotStatus {
  mmsiDouble: boolean;
  noImo: boolean;
  callSignDouble: boolean;
}

export interface LivePictureOptions {
  policy: AgePolicy;
  /** Whether a source is a satellite feed (its vessels age more slowly). */
  isSatellite: (source: string) => boolean;
}

/** A vessel at this speed or more is making way (`forEachMovingInView`); below, it drifts. */
export const MOVING_KN = 1;

/**
 * The live national picture: per-MMSI state merged from every source, a grid index for
 * viewport queries, and the set of vessels changed since the push last looked.
 */
export class LivePicture {
  readonly #vessels = new Map<number, VesselState>();
  readonly #grid = new GridIndex();
  /**
   * The same positions in cells of 0.05° (5.5 km) for searches a few kilometres wide
   * (`forEachInView`: radar's matching, and the alert engine's pairs when its Underway
   * threshold is set below `MOVING_KN`): in the half-degree cells a search 900 m wide off
   * Belawan or in the Malacca Strait walked hundreds of ships, a third of the whole server's
   * time per message at 20,000 vessels (issue #38).
   */
  readonly #near = new GridIndex<VesselState>(0.05);
  /**
   * The vessels making way (`MOVING_KN` or more) in finer cells, 0.02° (2.2 km): the alert
   * engine's pairs are between ships under way, and at 50,000 vessels the ships at anchor or
   * moored off a port filled the cells it searched (half the whole server's time flat out).
   */
  readonly #moving = new GridIndex<VesselState>(0.02);
  /** The speed `forEachMovingInView` takes as making way. */
  readonly movingKn = MOVING_KN;
  #changed = new Set<number>();
  #staticChanged = new Set<number>();
  #removed = new Set<number>();
  /** Call sign → the vessels reporting it (plot status 'CallSign Double'). */
  readonly #callSigns = new CallSignHolders();
  readonly #opts: LivePictureOptions;
  /** Receive time of the newest message applied: every push frame carries it. */
  newestT = 0;

  constructor(opts: LivePictureOptions) {
    this.#opts = opts;
  }

  get size(): number {
    return this.#vessels.size;
  }

  get(mmsi: number): VesselState | undefined {
    return this.#vessels.get(mmsi);
  }

  values(): IterableIterator<VesselState> {
    return this.#vessels.values();
  }

  /** Applies events in order; an older position than the one held is ignored. */
  apply(e: VesselEvent): void {
    if (e.t > this.newestT) this.newestT = e.t;
    let v = this.#vessels.get(e.mmsi);
    if (e.kind === 'position') {
      if (!v) {
        v = blank(e.mmsi, e.lat, e.lon, e.t, e.source);
        this.#vessels.set(e.mmsi, v);
      } else if (e.t < v.positionT) {
        v.sources[e.source] = Math.max(v.sources[e.source] ?? 0, e.t);
        return;
      } else if (
        !Number.isNaN(v.lat) &&
        impossibleJump({ lat: v.lat, lon: v.lon, t: v.positionT }, e)
      ) {
        v.jumpT = e.t;
      }
      v.lat = e.lat;
      v.lon = e.lon;
      v.sog = e.sog;
      v.cog = e.cog;
      v.heading = e.heading;
      v.navStatus = e.navStatus;
      v.rot = e.rot;
      v.aisClass = e.aisClass ?? v.aisClass;
      v.positionT = e.t;
      v.positionSource = e.source;
      this.#place(v);
      this.#changed.add(e.mmsi);
      this.#removed.delete(e.mmsi);
    } else {
      // Static or voyage data before any position: keep it for when the position comes.
      if (!v) {
        v = blank(e.mmsi, Number.NaN, Number.NaN, 0, e.source);
        this.#vessels.set(e.mmsi, v);
      }
      if (e.kind === 'static') {
        v.name = e.name ?? v.name;
        if (e.callSign !== null && e.callSign !== v.callSign) {
          this.#indexCallSign(v.mmsi, v.callSign, e.callSign);
          v.callSign = e.callSign;
        }
        v.shipType = e.shipType ?? v.shipType;
        if (e.msgType === 5) v.imo = e.imo;
        v.toBow = e.toBow ?? v.toBow;
        v.toStern = e.toStern ?? v.toStern;
        v.toPort = e.toPort ?? v.toPort;
        v.toStarboard = e.toStarboard ?? v.toStarboard;
        v.aisClass = e.aisClass ?? v.aisClass;
        v.staticT = e.t;
      } else {
        v.destination = e.destination;
        v.draught = e.draught;
        v.eta = e.eta;
      }
      this.#staticChanged.add(e.mmsi);
    }
    v.sources[e.source] = e.t;
    if (e.t > v.lastT) v.lastT = e.t;
  }

  #indexCallSign(mmsi: number, before: string | null, after: string | null): void {
    const old = callSignKey(before);
    if (old !== null) this.#callSigns.remove(old, mmsi);
    const key = callSignKey(after);
    if (key !== null) this.#callSigns.add(key, mmsi);
  }

  /** What is wrong with a vessel's plot at `now`, if anything. */
  plotStatus(v: VesselState, now: number): PlotStatus {
    const key = callSignKey(v.callSign);
    return {
      mmsiDouble: v.jumpT != null && now - v.jumpT < PLOT_DOUBLE_HOLD_MS,
      // Class A ships carry an IMO number; a type 5 report without one is flagged.
      noImo: v.aisClass === 'A' && v.staticT !== null && v.imo === null,
      callSignDouble: key !== null && this.#callSigns.count(key) > 1,
    };
  }

  /** A duplicate report: the vessel was heard by this source too. */
  heardFrom(mmsi: number, source: string, t: number): void {
    const v = this.#vessels.get(mmsi);
    if (v) v.sources[source] = t;
  }

  freshness(v: VesselState, now: number): Freshness {
    return freshness(v.positionT, now, this.#slow(v), this.#opts.policy);
  }

  #slow(v: VesselState): boolean {
    if (v.aisClass === 'B') return true;
    const names = Object.keys(v.sources);
    return names.length > 0 && names.every((s) => this.#opts.isSatellite(s));
  }

  /**
   * As `inView`, calling `fn` for each vessel in the box (the alert engine's hot path), for
   * boxes a few kilometres wide (the fine cells; a wide box walks many of them).
   */
  forEachInView(bbox: Bbox, fn: (v: VesselState) => void): void {
    this.#each(this.#near, bbox, fn);
  }

  /** As `forEachInView`, for the vessels making way (`MOVING_KN` or more) only. */
  forEachMovingInView(bbox: Bbox, fn: (v: VesselState) => void): void {
    this.#each(this.#moving, bbox, fn);
  }

  #each(grid: GridIndex<VesselState>, bbox: Bbox, fn: (v: VesselState) => void): void {
    grid.forEachCandidate(bbox, (v) => {
      if (inBbox(v.lon, v.lat, bbox)) fn(v);
    });
  }

  /** Puts a vessel's position in the indexes. */
  #place(v: VesselState): void {
    this.#grid.set(v.mmsi, v.lon, v.lat);
    this.#near.set(v.mmsi, v.lon, v.lat, v);
    if (v.sog !== null && v.sog >= MOVING_KN) this.#moving.set(v.mmsi, v.lon, v.lat, v);
    else this.#moving.delete(v.mmsi);
  }

  /** Vessels with a position inside the box. */
  *inView(bbox: Bbox): Generator<VesselState> {
    for (const mmsi of this.#grid.candidates(bbox)) {
      const v = this.#vessels.get(mmsi);
      if (v && inBbox(v.lon, v.lat, bbox)) yield v;
    }
  }

  /** What changed since the last call: positions, static/voyage data, removals. */
  takeChanges(): { positions: Set<number>; statics: Set<number>; removed: Set<number> } {
    const out = { positions: this.#changed, statics: this.#staticChanged, removed: this.#removed };
    this.#changed = new Set();
    this.#staticChanged = new Set();
    this.#removed = new Set();
    return out;
  }

  /** Removes vessels not heard of for the policy's removal time; answers how many. */
  sweep(now: number): number {
    let n = 0;
    for (const v of this.#vessels.values()) {
      const t = Number.isNaN(v.lat) ? v.lastT : v.positionT;
      if (freshness(t, now, this.#slow(v), this.#opts.policy) !== 'expired') continue;
      this.#vessels.delete(v.mmsi);
      this.#grid.delete(v.mmsi);
      this.#near.delete(v.mmsi);
      this.#moving.delete(v.mmsi);
      this.#indexCallSign(v.mmsi, v.callSign, null);
      this.#changed.delete(v.mmsi);
      this.#removed.add(v.mmsi);
      n++;
    }
    return n;
  }

  /** Every vessel, for the snapshot kept across a restart. */
  dump(): VesselState[] {
    return [...this.#vessels.values()];
  }

  load(states: readonly VesselState[]): void {
    for (const s of states) {
      // JSON keeps "no position yet" (NaN) as null.
      if ((s.lat as number | null) === null) s.lat = s.lon = Number.NaN;
      this.#vessels.set(s.mmsi, s);
      this.#indexCallSign(s.mmsi, null, s.callSign);
      if (!Number.isNaN(s.lat)) this.#place(s);
      if (s.lastT > this.newestT) this.newestT = s.lastT;
    }
  }
}

function blank(mmsi: number, lat: number, lon: number, t: number, source: string): VesselState {
  return {
    mmsi,
    lat,
    lon,
    sog: null,
    cog: null,
    heading: null,
    navStatus: null,
    rot: null,
    aisClass: null,
    positionT: t,
    positionSource: source,
    name: null,
    callSign: null,
    imo: null,
    shipType: null,
    toBow: null,
    toStern: null,
    toPort: null,
    toStarboard: null,
    staticT: null,
    destination: null,
    draught: null,
    eta: null,
    sources: {},
    lastT: t,
    jumpT: null,
  };
}

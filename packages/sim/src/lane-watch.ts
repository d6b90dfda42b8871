/**
 * The simulator's side of keeping clear (`keep-clear.ts`): what each vessel last reported,
 * the look round at fixed instants that gives the lane ships their orders, and the lane ships'
 * start spread clear of others (keeping clear only begins at the first look).
 */
import type { Vessel } from './fleet.ts';
import { KEEP_CLEAR_MS, keepClear, type Underway } from './keep-clear.ts';
import { fixAt, keepOrders, type Fix, type MotionState } from './motion.ts';
import { ROUTES } from './routes.ts';
import type { Track } from './track.ts';

/** A vessel under way last seen longer ago than this has stopped or gone dark. */
const SEEN_MS = 200_000;
/** How far apart lane ships start from any ship under way (nm, about 460 m). */
const START_CLEAR_NM = 0.25;

export class LaneWatch {
  /** Each vessel's last report (time NaN once gone dark) and whether it was under way. */
  private readonly lon: Float64Array;
  private readonly lat: Float64Array;
  private readonly course: Float64Array;
  private readonly speed: Float64Array;
  private readonly at: Float64Array;
  private readonly moving: Uint8Array;
  /** Which vessels sail a lane (not a timetable): the ones that give way. */
  private readonly onLane: Uint8Array;
  private readonly fix: Fix = { lon: 0, lat: 0, course: 0, speed: 0, stopped: 'none' };
  /** The next instant the lane ships look round. */
  nextLook: number;
  private readonly vessels: readonly Vessel[];
  private readonly motion: readonly MotionState[];
  private readonly tracks: readonly Track[];
  private readonly start: number;
  private readonly seed: number;

  constructor(
    vessels: readonly Vessel[],
    motion: readonly MotionState[],
    tracks: readonly Track[],
    start: number,
    seed: number,
  ) {
    this.vessels = vessels;
    this.motion = motion;
    this.tracks = tracks;
    this.start = start;
    this.seed = seed;
    const n = vessels.length;
    this.lon = new Float64Array(n);
    this.lat = new Float64Array(n);
    this.course = new Float64Array(n);
    this.speed = new Float64Array(n);
    this.at = new Float64Array(n).fill(NaN);
    this.moving = new Uint8Array(n);
    this.onLane = Uint8Array.from(vessels, ({ movement: m }) =>
      m.kind === 'route' && ROUTES[m.route]?.service === undefined ? 1 : 0,
    );
    this.nextLook = start + KEEP_CLEAR_MS;
    this.spread();
  }

  /** Vessel `i` reported `fix` at `t`. */
  seen(i: number, t: number, fix: Fix): void {
    this.at[i] = t;
    this.moving[i] = fix.stopped === 'none' ? 1 : 0;
    this.lon[i] = fix.lon;
    this.lat[i] = fix.lat;
    this.course[i] = fix.course;
    this.speed[i] = fix.speed;
  }

  /** Vessel `i` has gone dark. */
  gone(i: number): void {
    this.at[i] = NaN;
  }

  /** After a stall the next look is the first after `now`. */
  skipTo(now: number): void {
    this.nextLook = this.start + Math.ceil((now - this.start + 1) / KEEP_CLEAR_MS) * KEEP_CLEAR_MS;
  }

  /**
   * Every lane ship's orders for keeping clear from `at` (the next look), once every report
   * before it is made; returns how many orders slowed a ship or kept it at its berth.
   */
  look(at: number): number {
    this.nextLook = at + KEEP_CLEAR_MS;
    const ships: Underway[] = [];
    for (let i = 0; i < this.at.length; i++) {
      const s = this.motion[i] as MotionState;
      const v = this.vessels[i] as Vessel;
      const lane = this.onLane[i] === 1 ? { ownSpeed: v.speed } : undefined;
      const t = this.at[i] as number;
      if (this.moving[i] === 1 && at - t <= SEEN_MS) {
        ships.push({
          index: i,
          lon: this.lon[i] as number,
          lat: this.lat[i] as number,
          course: this.course[i] as number,
          speed: this.speed[i] as number,
          at: t,
          lane,
        });
      } else if (
        lane &&
        s.stop !== 'none' &&
        s.stopUntil > s.at &&
        s.stopUntil <= at + KEEP_CLEAR_MS
      ) {
        // Lying at a route end, due to leave: where it will be as it gets under way.
        const out = this.fixOf(i, { ...s }, Math.max(at, s.stopUntil) + 1000);
        ships.push({
          index: i,
          lon: out.lon,
          lat: out.lat,
          course: out.course,
          speed: 0,
          at,
          lane,
          leaving: true,
        });
      }
    }
    let gaveWay = 0;
    for (const [i, order] of keepClear(ships, at)) {
      keepOrders(this.motion[i] as MotionState, order, at);
      if (order.wait || order.hold !== null) gaveWay++;
    }
    return gaveWay;
  }

  /** Where vessel `i` is at `t` by a copy of its motion (the copy is moved, not the vessel). */
  private fixOf(i: number, copy: MotionState, t: number): Fix {
    const v = this.vessels[i] as Vessel;
    return fixAt(v, this.tracks, copy, t, this.start, this.seed, this.fix);
  }

  /** Lane ships that would start within `START_CLEAR_NM` of one under way go further along. */
  private spread(): void {
    const cell = 0.01;
    const taken = new Map<number, [number, number][]>();
    const key = (lon: number, lat: number) =>
      Math.floor(lon / cell) * 100_003 + Math.floor(lat / cell);
    const near = (lon: number, lat: number) => {
      const mx = Math.cos((lat * Math.PI) / 180);
      for (let di = -1; di <= 1; di++) {
        for (let dj = -1; dj <= 1; dj++) {
          for (const [x, y] of taken.get(key(lon + di * cell, lat + dj * cell)) ?? []) {
            if (Math.hypot((x - lon) * mx, y - lat) * 60 < START_CLEAR_NM) return true;
          }
        }
      }
      return false;
    };
    const place = (lon: number, lat: number) => {
      const k = key(lon, lat);
      const list = taken.get(k);
      if (list) list.push([lon, lat]);
      else taken.set(k, [[lon, lat]]);
    };
    const atStart = (i: number) =>
      this.fixOf(i, { ...(this.motion[i] as MotionState) }, this.start);
    // Those that keep their way first, then the lane ships in turn.
    for (let i = 0; i < this.vessels.length; i++) {
      if (this.onLane[i] === 1) continue;
      const f = atStart(i);
      if (f.stopped === 'none') place(f.lon, f.lat);
    }
    for (let i = 0; i < this.vessels.length; i++) {
      if (this.onLane[i] !== 1) continue;
      const s = this.motion[i] as MotionState;
      const m = (this.vessels[i] as Vessel).movement;
      const length = m.kind === 'route' ? (this.tracks[m.route] as Track).length : 0;
      const from = s.along;
      for (let k = 1; ; k++) {
        const f = atStart(i);
        if (f.stopped !== 'none') break;
        if (!near(f.lon, f.lat) || k > 40) {
          place(f.lon, f.lat);
          break;
        }
        // Further along, then back, by growing steps, within the route.
        const step = Math.ceil(k / 2) * START_CLEAR_NM * (k % 2 === 1 ? 1 : -1);
        s.along = Math.min(length - 0.01, Math.max(0.01, from + s.dir * step));
      }
    }
  }
}

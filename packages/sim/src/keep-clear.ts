/**
 * Ships on the lanes keeping clear of one another, as a watch officer does: every
 * `KEEP_CLEAR_MS` of simulated time each lane ship looks at the ships under way round it,
 * where they will be over the next `HORIZON_S` and where it would be were one of them to stop
 * dead, and where that would bring them within `CLEAR_M` it gives way: it slows, down to a stop
 * if need be, until the way ahead is clear, then resumes its own speed; one about to leave its
 * berth or anchorage waits. A faster ship behind a slower one in its part of the lane follows it.
 *
 * Who gives way: the ship that has the other ahead of it; when each has the other ahead
 * (crossing, meeting), the one of higher index; both where the other stopping would not be
 * enough. Ships that keep a timetable and boats in their areas do not give way here: lane
 * ships keep clear of them.
 *
 * The decision is a pure function of where the ships were at their last reports before the
 * instant, so every simulator of one fleet (all, terrestrial, satellite) decides the same.
 */
import { destination } from './geodesy.ts';

/** How often lane ships look round (ms of simulated time, from the simulation's start). */
export const KEEP_CLEAR_MS = 30_000;
/** How far ahead in time a ship looks. */
export const HORIZON_S = 150;
/** The least distance two ships' courses may bring them to (metres). */
export const CLEAR_M = 90;
/** The least distance a lane ship keeps to its own side of the lane's line (nm, about 56 m). */
export const LANE_FLOOR_NM = 0.03;
/**
 * Grid cell (degrees, about 1.7 km) for finding neighbours: a ship looks at its own and the
 * next, so it sees any ship a minute or more before they could meet.
 */
const CELL_DEG = 0.015;
const M_PER_DEG = 111_320;
const KN = 1852 / 3600;

/** A ship under way as last reported. */
export interface Underway {
  readonly index: number;
  readonly lon: number;
  readonly lat: number;
  /** Course over ground, degrees. */
  readonly course: number;
  /** Speed over ground, knots. */
  readonly speed: number;
  /** When it was there (ms). */
  readonly at: number;
  /**
   * For a lane ship, which gives way: its own speed; absent for ships that keep their way.
   */
  readonly lane?: { readonly ownSpeed: number };
  /**
   * A lane ship lying at a route end that is due to leave before the next look, `course` the
   * way it will go: it waits while leaving would bring it too close. Ships under way do not look
   * at it; another due to leave from near it after it (of higher index) does.
   */
  readonly leaving?: boolean;
}

/**
 * What a lane ship does until the next look: `hold` a speed (null: its own), or (one due to
 * leave) `wait` where it lies.
 */
export interface Order {
  readonly hold: number | null;
  readonly wait: boolean;
}

interface Placed {
  readonly ship: Underway;
  /** Position at the instant. */
  readonly lon: number;
  readonly lat: number;
  /** Unit vector of its course (east, north) and its velocity (m/s). */
  readonly wx: number;
  readonly wy: number;
  readonly vx: number;
  readonly vy: number;
}

/** Where a ship is at `at` from its last report, by dead reckoning. */
function reckon(ship: Underway, at: number): Placed {
  const nm = (ship.speed * Math.max(0, at - ship.at)) / 3_600_000;
  const [lon, lat] =
    nm === 0 ? [ship.lon, ship.lat] : destination([ship.lon, ship.lat], ship.course, nm);
  const [wx, wy] = unit(ship.course);
  return { ship, lon, lat, wx, wy, vx: wx * ship.speed * KN, vy: wy * ship.speed * KN };
}

const unit = (course: number): readonly [number, number] => {
  const r = (course * Math.PI) / 180;
  return [Math.sin(r), Math.cos(r)];
};

/**
 * The least distance (m) over `seconds` from now for offset `rx, ry` and relative velocity
 * `vx, vy` (m/s).
 */
function closest(rx: number, ry: number, vx: number, vy: number, seconds: number): number {
  const v2 = vx * vx + vy * vy;
  const t = v2 > 0 ? Math.min(seconds, Math.max(0, -(rx * vx + ry * vy) / v2)) : 0;
  return Math.hypot(rx + vx * t, ry + vy * t);
}

/** Until the next look but one: how far ahead a ship allows for another stopping dead. */
const STOP_S = (2 * KEEP_CLEAR_MS) / 1000;

/**
 * How near (m) a ship at `kn` along `ux, uy` comes to one `rx, ry` off at `bx, by` (m/s): over
 * the horizon if that one keeps its way, and until the next look but one if it stops dead.
 */
function margin(
  rx: number,
  ry: number,
  bx: number,
  by: number,
  ux: number,
  uy: number,
  kn: number,
): number {
  const ax = ux * kn * KN;
  const ay = uy * kn * KN;
  return Math.min(closest(rx, ry, bx - ax, by - ay, HORIZON_S), closest(rx, ry, -ax, -ay, STOP_S));
}

/** Speeds a ship giving way may take, as shares of its own: the fastest that keeps clear. */
const SLOWER = [0.7, 0.45, 0.2, 0];

/** The orders of every lane ship among `ships` at `at`, by index (ships with none keep on). */
export function keepClear(ships: readonly Underway[], at: number): Map<number, Order> {
  const placed = ships.map((s) => reckon(s, at));
  const cells = new Map<number, Placed[]>();
  const key = (i: number, j: number) => i * 100_003 + j;
  for (const p of placed) {
    const k = key(Math.floor(p.lon / CELL_DEG), Math.floor(p.lat / CELL_DEG));
    const list = cells.get(k);
    if (list) list.push(p);
    else cells.set(k, [p]);
  }
  const orders = new Map<number, Order>();
  for (const a of placed) {
    const lane = a.ship.lane;
    if (!lane) continue;
    const mx = M_PER_DEG * Math.cos((a.lat * Math.PI) / 180);
    const { wx: ux, wy: uy } = a;
    const ci = Math.floor(a.lon / CELL_DEG);
    const cj = Math.floor(a.lat / CELL_DEG);
    /** The ships `a` gives way to: offset (m), velocity (m/s), how far ahead of `a` (m). */
    const giveWay: {
      rx: number;
      ry: number;
      bx: number;
      by: number;
      ahead: number;
    }[] = [];
    for (let di = -1; di <= 1; di++) {
      for (let dj = -1; dj <= 1; dj++) {
        for (const b of cells.get(key(ci + di, cj + dj)) ?? []) {
          // Ships due to leave are seen only by others due to leave after them.
          if (b === a || (b.ship.leaving && !(a.ship.leaving && b.ship.index < a.ship.index))) {
            continue;
          }
          const rx = (b.lon - a.lon) * mx;
          const ry = (b.lat - a.lat) * M_PER_DEG;
          // Too far to meet within the horizon at both ships' speeds.
          const reach = CLEAR_M + (lane.ownSpeed + b.ship.speed) * KN * HORIZON_S;
          if (rx * rx + ry * ry > reach * reach) continue;
          const { wx, wy, vx: bx, vy: by } = b;
          if (margin(rx, ry, bx, by, ux, uy, lane.ownSpeed) >= CLEAR_M) continue;
          const aheadOfA = rx * ux + ry * uy;
          const aheadOfB = -(rx * wx + ry * wy);
          const gives =
            a.ship.leaving ||
            !b.ship.lane ||
            (aheadOfA > 0 && aheadOfB <= 0) ||
            (aheadOfA > 0 === aheadOfB > 0 && a.ship.index > b.ship.index) ||
            // Where it would pass too near the other even were that one to stop dead, both act.
            margin(rx, ry, 0, 0, ux, uy, lane.ownSpeed) < CLEAR_M;
          if (gives) giveWay.push({ rx, ry, bx, by, ahead: aheadOfA });
        }
      }
    }
    if (giveWay.length === 0) {
      orders.set(a.ship.index, { hold: null, wait: false });
      continue;
    }
    if (a.ship.leaving) {
      orders.set(a.ship.index, { hold: null, wait: true });
      continue;
    }
    // Slowing until clear: the fastest of a few speeds that keeps clear of every one of them;
    // where none does, the speed (its own among them) that keeps farthest off.
    const worst = (kn: number) =>
      Math.min(...giveWay.map((g) => margin(g.rx, g.ry, g.bx, g.by, ux, uy, kn)));
    let share = SLOWER.find((k) => worst(lane.ownSpeed * k) >= CLEAR_M);
    if (share === undefined) {
      share = 1;
      for (const k of SLOWER)
        if (worst(lane.ownSpeed * k) > worst(lane.ownSpeed * share)) share = k;
    }
    const hold = share === 1 ? null : lane.ownSpeed * share;
    orders.set(a.ship.index, { hold, wait: false });
  }
  return orders;
}

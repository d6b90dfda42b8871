/**
 * How a vessel moves between two reports: along its route (turning round at the ends,
 * stopping a while at ports and anchorages), wandering in an area, or loitering on a circle.
 * State advances lazily, only when the vessel reports, so a tick costs nothing for vessels
 * with nothing due.
 */
import type { Vessel } from './fleet.ts';
import type { Movement } from './places.ts';
import { angleDiff, bearingDeg, destination, distanceNm, normaliseDeg } from './geodesy.ts';
import { noise } from './hash.ts';
import { KEEP_CLEAR_MS, LANE_FLOOR_NM, type Order } from './keep-clear.ts';
import { PATCH_RADIUS_NM } from './places.ts';
import type { EndStop } from './routes.ts';
import { pointAt, type Track } from './track.ts';

const HOUR = 3_600_000;
/** Lateral spread shrinks to nothing over this distance from a port or anchorage. */
const TAPER_NM = 5;

/** Where a vessel is and what it is doing at one instant. */
export interface Fix {
  lon: number;
  lat: number;
  /** Course over ground, degrees. */
  course: number;
  /** Speed over ground, knots. */
  speed: number;
  /** 'none' while under way. */
  stopped: EndStop;
}

export interface MotionState {
  /** Time the state below is valid for (ms). */
  at: number;
  // Route movement.
  along: number;
  dir: 1 | -1;
  segment: number;
  /** Stopped at a route end until then (ms); <= at when under way. */
  stopUntil: number;
  stop: EndStop;
  // Wandering.
  lon: number;
  lat: number;
  course: number;
  speed: number;
  /** Moves made (a counter for noise). */
  moves: number;
  // Keeping clear on a lane (`keep-clear.ts`).
  /** The speed it holds to give way (knots); NaN at its own. */
  hold: number;
}

export function initialState(
  v: Vessel,
  tracks: readonly Track[],
  start: number,
  seed: number,
): MotionState {
  const m = v.movement;
  const s: MotionState = {
    at: start,
    along: 0,
    dir: 1,
    segment: 0,
    stopUntil: start,
    stop: 'none',
    lon: 0,
    lat: 0,
    course: 0,
    speed: v.speed,
    moves: 0,
    hold: NaN,
  };
  if (m.kind === 'route' && m.phase !== undefined && tracks[m.route]?.route.service) {
    timetabled(tracks[m.route] as Track, m.phase, start, s);
  } else if (m.kind === 'route') {
    const t = tracks[m.route] as Track;
    s.along = Math.min(t.length, m.along);
    s.dir = m.dir;
    // Some vessels start stopped at the end they are heading for.
    const end = t.route.ends[m.dir > 0 ? 1 : 0];
    if (end.stop !== 'none' && noise(seed, v.index, 0, 1) < 0.12) {
      s.along = m.dir > 0 ? t.length : 0;
      s.dir = m.dir > 0 ? -1 : 1;
      s.stop = end.stop;
      s.stopUntil = start + noise(seed, v.index, 0, 2) * stopDuration(v, t, end.stop, seed, 0);
    }
  } else if (m.kind === 'anchored') {
    s.lon = m.spot[0];
    s.lat = m.spot[1];
    s.speed = 0;
    s.stop = 'anchored';
    s.stopUntil = Infinity;
  } else if (m.kind === 'wander') {
    const r = PATCH_RADIUS_NM * 0.85 * Math.sqrt(noise(seed, v.index, 0, 3));
    const p = destination(m.start, noise(seed, v.index, 0, 4) * 360, r);
    s.lon = p[0];
    s.lat = p[1];
    s.course = noise(seed, v.index, 0, 5) * 360;
  }
  return s;
}

/** How long a stop at a route end of `stop` lasts, by the route's timetable when it has one. */
function stopDuration(v: Vessel, t: Track, stop: EndStop, seed: number, counter: number): number {
  if (stop === 'none') return 0;
  if (t.route.service) return t.route.service.stopMin * 60_000;
  const r = noise(seed, v.index, counter, 6);
  if (v.category === 'ferry' || v.category === 'hsc') return (10 + 25 * r) * 60_000;
  return (stop === 'anchored' ? 30 + 150 * r : 30 + 90 * r) * 60_000;
}

/** A route vessel's speed: its timetable's on a timetabled route, else its own. */
export const speedOn = (v: Vessel, t: Track): number => t.route.service?.speedKn ?? v.speed;

/** A route vessel's speed now: what it holds to give way, else its route's. */
const speedNow = (v: Vessel, t: Track, s: MotionState): number =>
  Number.isNaN(s.hold) ? speedOn(v, t) : s.hold;

/** Gives a lane vessel its orders for keeping clear from `at`. */
export function keepOrders(s: MotionState, order: Order, at: number): void {
  if (order.wait) s.stopUntil = Math.max(s.stopUntil, at + KEEP_CLEAR_MS);
  else s.hold = order.hold ?? NaN;
}

/**
 * A timetabled vessel's state at `phase` of its round trip, the trip starting at the first
 * waypoint: out to the last, a stop there, back, a stop at the first.
 */
function timetabled(t: Track, phase: number, start: number, s: MotionState): void {
  const service = t.route.service;
  if (!service) return;
  const legMs = (t.length / service.speedKn) * HOUR;
  const [first, last] = t.route.ends;
  const stopAt = (end: typeof first) => (end.stop === 'none' ? 0 : service.stopMin * 60_000);
  const cycle = 2 * legMs + stopAt(first) + stopAt(last);
  let into = (((phase % 1) + 1) % 1) * cycle;
  const under = (along: number, dir: 1 | -1) => {
    s.along = along;
    s.dir = dir;
  };
  const lying = (along: number, dir: 1 | -1, stop: EndStop, until: number) => {
    under(along, dir);
    s.stop = stop;
    s.stopUntil = start + until;
  };
  if (into < legMs) return under((into / legMs) * t.length, 1);
  into -= legMs;
  if (into < stopAt(last)) return lying(t.length, -1, last.stop, stopAt(last) - into);
  into -= stopAt(last);
  if (into < legMs) return under(t.length - (into / legMs) * t.length, -1);
  into -= legMs;
  lying(0, 1, first.stop, stopAt(first) - into);
}

/** Moves a route vessel to time `t`, turning round and stopping at the ends. */
function advanceRoute(v: Vessel, t: Track, s: MotionState, to: number, seed: number): void {
  for (let guard = 0; guard < 1000 && s.at < to; guard++) {
    if (s.stopUntil > s.at) {
      if (to < s.stopUntil) {
        s.at = to;
        return;
      }
      s.at = s.stopUntil;
      s.stop = 'none';
    }
    const speed = speedNow(v, t, s);
    if (speed <= 0) {
      s.at = to;
      return;
    }
    const reach = (speed * (to - s.at)) / HOUR;
    const target = s.dir > 0 ? t.length : 0;
    const left = Math.abs(target - s.along);
    if (reach < left) {
      s.along += s.dir * reach;
      s.at = to;
      return;
    }
    s.along = target;
    s.at += (left / speed) * HOUR;
    const end = t.route.ends[s.dir > 0 ? 1 : 0];
    s.dir = s.dir > 0 ? -1 : 1;
    s.moves++;
    if (end.stop !== 'none') {
      s.stop = end.stop;
      s.stopUntil = s.at + stopDuration(v, t, end.stop, seed, s.moves);
    }
  }
  s.at = to;
}

/** Moves a wandering vessel to `to`: straight legs, a new course and speed at each report. */
function advanceWander(
  v: Vessel,
  m: Extract<Movement, { kind: 'wander' }>,
  s: MotionState,
  to: number,
  seed: number,
): void {
  const hours = (to - s.at) / HOUR;
  if (hours <= 0) return;
  const [lon, lat] = destination([s.lon, s.lat], s.course, s.speed * hours);
  s.lon = lon;
  s.lat = lat;
  s.at = to;
  s.moves++;
  const n = s.moves;
  // Working its own patch of the area: back towards the patch's centre near its edge.
  if (distanceNm([lon, lat], m.start) > PATCH_RADIUS_NM * 0.85) {
    s.course = normaliseDeg(
      bearingDeg([lon, lat], m.start) + (noise(seed, v.index, n, 7) - 0.5) * 60,
    );
  } else {
    s.course = normaliseDeg(s.course + (noise(seed, v.index, n, 7) - 0.5) * 40);
  }
  // Now and then a fishing boat stops to haul or drift, then works on.
  const r = noise(seed, v.index, n, 8);
  if (s.speed > v.speed * 0.5 && r < 0.04) s.speed = 0.3 + r * 10;
  else if (s.speed <= v.speed * 0.5 && r > 0.85)
    s.speed = v.speed * (0.8 + 0.4 * noise(seed, v.index, n, 9));
}

/** Advances the state to `to` and returns where the vessel is. */
export function fixAt(
  v: Vessel,
  tracks: readonly Track[],
  s: MotionState,
  to: number,
  start: number,
  seed: number,
  out: Fix,
): Fix {
  const m = v.movement;
  if (m.kind === 'route') {
    const t = tracks[m.route] as Track;
    advanceRoute(v, t, s, to, seed);
    const stopped = s.stopUntil > s.at;
    let along = s.along;
    if (stopped && s.stop === 'moored') {
      // Moored vessels lie along the last stretch of the approach, not all on one point.
      const back = Math.min(0.3, t.length * 0.1) * noise(seed, v.index, 0, 10);
      along = s.along === 0 ? back : t.length - back;
    }
    const p = pointAt(t, along, s.dir, s.segment);
    s.segment = p.segment;
    let course = p.course;
    if (stopped) course = normaliseDeg(course + 180); // still facing the way it came in
    const fromStop = stopDistance(t, along);
    // A timetabled service keeps each way to its own side of the line up to the berth, so
    // that ferries passing at the terminals keep apart; others narrow to the line.
    const share = t.route.service
      ? stopped
        ? 0
        : t.route.halfWidthNm / 2
      : m.offsetNm * Math.min(1, fromStop / (t.route.taperNm ?? TAPER_NM));
    let lateral = share * widthScale(t, along, p.segment);
    // A lane ship under way keeps to its side of the line, up to its berth.
    if (!t.route.service && !stopped) lateral = Math.max(LANE_FLOOR_NM, lateral);
    let bearing = course + 90;
    if (stopped && s.stop === 'anchored') {
      // An anchorage: ships swing at their own spot around the end waypoint.
      lateral = 0.2 + 0.6 * noise(seed, v.index, 0, 11);
      bearing = noise(seed, v.index, 0, 12) * 360;
    }
    const q = lateral > 0 ? destination([p.lon, p.lat], bearing, lateral) : [p.lon, p.lat];
    out.lon = q[0] as number;
    out.lat = q[1] as number;
    out.course = course;
    out.speed = stopped ? 0 : speedNow(v, t, s);
    out.stopped = stopped ? s.stop : 'none';
    return out;
  }
  if (m.kind === 'wander') {
    advanceWander(v, m, s, to, seed);
    out.lon = s.lon;
    out.lat = s.lat;
    out.course = s.course;
    out.speed = s.speed;
    out.stopped = 'none';
    return out;
  }
  if (m.kind === 'anchored') {
    // Swinging round the anchor with wind and tide: the heading wanders, the ship stays.
    s.at = to;
    out.lon = m.spot[0];
    out.lat = m.spot[1];
    out.course = normaliseDeg(
      noise(seed, v.index, 0, 14) * 360 + 40 * Math.sin((to - start) / (6 * HOUR)),
    );
    out.speed = 0;
    out.stopped = 'anchored';
    return out;
  }
  // Loitering: clockwise on a small circle at constant speed.
  const omega = (v.speed / m.radiusNm) * (180 / Math.PI); // degrees per hour
  const angle = normaliseDeg(noise(seed, v.index, 0, 13) * 360 + (omega * (to - start)) / HOUR);
  const [lon, lat] = destination(m.center, angle, m.radiusNm);
  s.at = to;
  out.lon = lon;
  out.lat = lat;
  out.course = normaliseDeg(angle + 90);
  out.speed = v.speed;
  out.stopped = 'none';
  return out;
}

/**
 * The share of the route's widest half-width that applies `along` it: 1 without per-waypoint
 * widths, else interpolated between the segment's two waypoints.
 */
function widthScale(t: Track, along: number, segment: number): number {
  const widths = t.route.halfWidthsNm;
  if (!widths || t.route.halfWidthNm <= 0) return 1;
  const from = t.cum[segment] as number;
  const to = t.cum[segment + 1] as number;
  const f = to > from ? Math.min(1, Math.max(0, (along - from) / (to - from))) : 0;
  const a = widths[segment] ?? t.route.halfWidthNm;
  const b = widths[segment + 1] ?? a;
  return (a + (b - a) * f) / t.route.halfWidthNm;
}

/** Distance to the nearer end where vessels stop (Infinity when neither end is one). */
function stopDistance(t: Track, along: number): number {
  const [a, b] = t.route.ends;
  const da = a.stop === 'none' ? Infinity : along;
  const db = b.stop === 'none' ? Infinity : t.length - along;
  return Math.min(da, db);
}

/** Rate of turn in degrees per minute between two courses `ms` apart. */
export function turnRate(fromCourse: number, toCourse: number, ms: number): number {
  if (ms <= 0) return 0;
  return angleDiff(fromCourse, toCourse) / (ms / 60_000);
}

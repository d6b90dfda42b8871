/**
 * The simulator: a fleet, a clock that the caller moves (`tick(now)`), and the NMEA lines
 * each tick makes due. Positions come at the AIS reporting intervals (ITU-R M.1371 class A
 * and class B CS rates), static and voyage data every 6 minutes, each vessel on its own
 * random phase so the output is smooth. A reception (`Reception`) picks which of them are
 * given: all, a shore station's or a satellite's. Nothing here reads the wall clock or does I/O.
 */
import type { AisMessage } from '@pantau/ais';
import { ANCHORAGES } from './anchorages.ts';
import { terrestrialCoverage } from './coverage.ts';
import { makeFleet, type AisClass, type Fleet, type Vessel } from './fleet.ts';
import { normaliseDeg } from './geodesy.ts';
import { noise } from './hash.ts';
import { LaneWatch } from './lane-watch.ts';
import { fixAt, initialState, turnRate, type Fix, type MotionState } from './motion.ts';
import * as N from './nmea.ts';
import { AREAS, ROUTES } from './routes.ts';
import { makeTrack, type Track } from './track.ts';

export const STATIC_INTERVAL_MS = 6 * 60_000;
export const MAX_VESSELS = 200_000;

/**
 * Which of the fleet's reports a simulator gives: every one ('all', as one receiver hearing
 * everything), those a shore station hears ('terrestrial': while the vessel is within
 * `TERRESTRIAL_RANGE_NM` of one, see `terrestrialCoverage`), or those a satellite passes on
 * ('satellite': only while it is out of their reach, and sparsely, `SATELLITE_INTERVAL_MS`).
 */
export type Reception = 'all' | 'terrestrial' | 'satellite';

/**
 * The least time between two reports of one vessel that satellite AIS passes on (positions,
 * and static/voyage data likewise). A low-orbit satellite hears a point for about ten minutes
 * a pass, and the few dozen AIS satellites of today's constellations bring a pass every few
 * minutes; but a footprint thousands of kilometres wide hears far more ships than the AIS
 * slots hold, so most reports collide, and providers deliver a ship's position about every 5
 * to 10 minutes in the seas round Indonesia. Six minutes, the static data's own interval.
 */
export const SATELLITE_INTERVAL_MS = 6 * 60_000;

export interface SimulatorOptions {
  /** Fleet size (default 2,000; at most 200,000). */
  readonly vessels?: number;
  readonly seed?: number;
  /** Simulation start, unix ms. */
  readonly start: number;
  /**
   * Which reports to give (default 'all'). The fleet and its motion do not depend on it: a
   * 'terrestrial' and a 'satellite' simulator of the same seed, size and start describe the
   * same vessels, each giving part of the reports of an 'all' one.
   */
  readonly reception?: Reception;
}

export interface SimulatorStats {
  lines: number;
  positions: number;
  statics: number;
  /** Orders for keeping clear that slowed a lane ship or kept it at its berth. */
  gaveWay: number;
}

/**
 * The reporting interval in ms: class A by speed (10 s to 14 kn, 6 s to 23 kn, 2 s above),
 * 3 min at anchor or moored; class B CS 30 s under way, 3 min at 2 kn or less.
 */
export function reportInterval(aisClass: AisClass, speedKn: number, stopped: boolean): number {
  if (aisClass === 'B') return speedKn > 2 ? 30_000 : 180_000;
  if (stopped) return 180_000;
  if (speedKn > 23) return 2_000;
  if (speedKn > 14) return 6_000;
  return 10_000;
}

interface Reporting {
  nextPos: number;
  nextStatic: number;
  interval: number;
  lastCourse: number;
  lastHeading: number;
  lastAt: number;
  reports: number;
}

const TRACKS: readonly Track[] = ROUTES.map(makeTrack);

export class Simulator {
  readonly fleet: Fleet;
  readonly seed: number;
  readonly start: number;
  readonly reception: Reception;
  /** The vessels staging the fleet's anomalies (always within a shore station's reach). */
  private readonly staged: ReadonlySet<number>;
  readonly stats: SimulatorStats = { lines: 0, positions: 0, statics: 0, gaveWay: 0 };
  private readonly motion: MotionState[];
  private readonly reporting: Reporting[];
  /** Earliest due time per vessel: the tick's scan reads only this array. */
  private readonly due: Float64Array;
  /**
   * Unless every report is given: each vessel's last position (NaN before its first), for its
   * static report's reception, and the earliest time satellite AIS passes on its next position
   * and static report (empty arrays for 'all').
   */
  private readonly lastLon: Float64Array;
  private readonly lastLat: Float64Array;
  private readonly satPos: Float64Array;
  private readonly satStatic: Float64Array;
  /** The lane ships keeping clear: what each vessel last reported, the next look round. */
  private readonly lanes: LaneWatch;
  private readonly fix: Fix = { lon: 0, lat: 0, course: 0, speed: 0, stopped: 'none' };
  private readonly posA = N.positionA();
  private readonly posB = N.positionB();
  private readonly static5 = N.staticA();
  private readonly static24a = N.staticB(0);
  private readonly static24b = N.staticB(1);
  private tagSecond = -1;
  private tag = '';
  private last: number;

  constructor(options: SimulatorOptions) {
    const n = options.vessels ?? 2000;
    if (!Number.isInteger(n) || n < 0 || n > MAX_VESSELS) {
      throw new RangeError(`vessels must be an integer in 0..${MAX_VESSELS}, got ${n}`);
    }
    this.seed = options.seed ?? 1;
    this.start = options.start;
    this.last = options.start;
    this.reception = options.reception ?? 'all';
    this.fleet = makeFleet(n, this.seed);
    const a = this.fleet.anomalies;
    this.staged = new Set(
      [...(a.sharedMmsi ?? []), a.dark, a.loitering, a.noImo].filter((x) => x !== null),
    );
    const vessels = this.fleet.vessels;
    this.motion = new Array<MotionState>(n);
    this.reporting = new Array<Reporting>(n);
    this.due = new Float64Array(n);
    const filtered = this.reception === 'all' ? 0 : n;
    this.lastLon = new Float64Array(filtered).fill(NaN);
    this.lastLat = new Float64Array(filtered).fill(NaN);
    // A satellite feed gives each vessel's first report as it comes, then sparsely.
    const satellite = this.reception === 'satellite' ? n : 0;
    this.satPos = new Float64Array(satellite).fill(this.start);
    this.satStatic = new Float64Array(satellite).fill(this.start);
    for (let i = 0; i < n; i++) {
      const v = vessels[i] as Vessel;
      const s = initialState(v, TRACKS, this.start, this.seed);
      this.motion[i] = s;
      // The first rate from the state alone: no geometry for 200,000 vessels up front.
      const stopped = s.stopUntil > this.start;
      const interval = reportInterval(v.aisClass, stopped ? 0 : s.speed, stopped);
      const r: Reporting = {
        nextPos: this.start + Math.floor(noise(this.seed, i, 0, 20) * interval),
        nextStatic: this.start + Math.floor(noise(this.seed, i, 0, 21) * STATIC_INTERVAL_MS),
        interval,
        lastCourse: NaN,
        lastHeading: NaN,
        lastAt: this.start,
        reports: 0,
      };
      this.reporting[i] = r;
      this.due[i] = Math.min(r.nextPos, r.nextStatic);
    }
    this.lanes = new LaneWatch(vessels, this.motion, TRACKS, this.start, this.seed);
  }

  get vessels(): readonly Vessel[] {
    return this.fleet.vessels;
  }

  /** The time of the last tick (ms). */
  get now(): number {
    return this.last;
  }

  /** NMEA lines (without line ends) for every report due after the last tick, up to `now`. */
  tick(now: number): string[] {
    const out: string[] = [];
    if (now < this.last) return out;
    this.last = now;
    // The lane ships look round at fixed instants, after every report before each.
    for (let at = this.lanes.nextLook; at <= now; at = this.lanes.nextLook) {
      this.reportUntil(at - 1, out);
      this.stats.gaveWay += this.lanes.look(at);
    }
    this.reportUntil(now, out);
    this.stats.lines += out.length;
    return out;
  }

  private reportUntil(now: number, out: string[]): void {
    const due = this.due;
    const vessels = this.fleet.vessels;
    for (let i = 0; i < due.length; i++) {
      if ((due[i] as number) > now) continue;
      const v = vessels[i] as Vessel;
      const r = this.reporting[i] as Reporting;
      const darkAt = this.start + v.darkAfterMs;
      for (;;) {
        const t = Math.min(r.nextPos, r.nextStatic);
        if (t > now) break;
        if (t >= darkAt) {
          r.nextPos = Infinity;
          r.nextStatic = Infinity;
          this.lanes.gone(i);
          break;
        }
        if (r.nextPos <= r.nextStatic) this.position(v, r, t, out);
        else {
          this.statics(v, r, t, out);
          r.nextStatic += STATIC_INTERVAL_MS;
        }
      }
      due[i] = Math.min(r.nextPos, r.nextStatic);
    }
  }

  /**
   * Moves the clock to `now` without emitting anything: after a stall (a suspended laptop, a
   * blocked event loop) a live feed resumes at the present instead of replaying the gap.
   */
  skipTo(now: number): void {
    if (now <= this.last) return;
    this.last = now;
    this.lanes.skipTo(now);
    const due = this.due;
    for (let i = 0; i < due.length; i++) {
      if ((due[i] as number) > now) continue;
      const r = this.reporting[i] as Reporting;
      if (r.nextPos <= now) r.nextPos += Math.ceil((now - r.nextPos + 1) / r.interval) * r.interval;
      if (r.nextStatic <= now) {
        r.nextStatic +=
          Math.ceil((now - r.nextStatic + 1) / STATIC_INTERVAL_MS) * STATIC_INTERVAL_MS;
      }
      due[i] = Math.min(r.nextPos, r.nextStatic);
    }
  }

  private tagFor(t: number): string {
    const sec = Math.floor(t / 1000);
    if (sec !== this.tagSecond) {
      this.tagSecond = sec;
      this.tag = N.tagBlock(sec);
    }
    return this.tag;
  }

  private position(v: Vessel, r: Reporting, t: number, out: string[]): void {
    const i = v.index;
    const fix = fixAt(v, TRACKS, this.motion[i] as MotionState, t, this.start, this.seed, this.fix);
    const n = ++r.reports;
    const moving = fix.stopped === 'none';
    const speed = moving ? fix.speed * (0.98 + 0.04 * noise(this.seed, i, n, 22)) : 0;
    // The rate follows the speed as reported (what a receiver sees).
    const interval = reportInterval(v.aisClass, N.toSpeed(speed) / 10, !moving);
    const heading = moving
      ? fix.course + v.headingBias + (noise(this.seed, i, n, 24) - 0.5) * 2
      : (Number.isNaN(r.lastHeading) ? fix.course : r.lastHeading) +
        (noise(this.seed, i, n, 24) - 0.5) * (fix.stopped === 'anchored' ? 4 : 0.5);
    // Heard or not, the vessel moves on the same: every reception describes the same fleet.
    if (this.hearsPosition(i, t, fix.lon, fix.lat)) {
      const course = normaliseDeg(
        fix.course + (noise(this.seed, i, n, 23) - 0.5) * (moving ? 1 : 6),
      );
      const m: AisMessage = v.aisClass === 'A' ? this.posA : this.posB;
      m.mmsi = v.mmsi;
      m.speed = N.toSpeed(speed);
      m.lon = N.toLon(fix.lon);
      m.lat = N.toLat(fix.lat);
      m.course = N.toCourse(course);
      m.heading = v.hasHeading ? N.toHeading(heading) : 511;
      m.second = Math.floor(t / 1000) % 60;
      if (v.aisClass === 'A') {
        // Type 3 (ITDMA) when the reporting rate changes, type 1 (SOTDMA) otherwise.
        m.type = interval !== r.interval ? 3 : 1;
        m.status = statusOf(v, fix);
        const first = Number.isNaN(r.lastCourse);
        m.turn = moving && !first ? N.rotAis(turnRate(r.lastCourse, fix.course, t - r.lastAt)) : 0;
        m.accuracy = noise(this.seed, i, 0, 25) < 0.3;
        m.radio = ((7 - (n % 8)) << 14) | (n % 2250);
      }
      N.emit(m, this.tagFor(t), out, { channel: n % 2 === 0 ? 'A' : 'B' });
      this.stats.positions++;
    }
    this.lanes.seen(i, t, fix);
    r.lastCourse = fix.course;
    r.lastHeading = heading;
    r.lastAt = t;
    r.interval = interval;
    r.nextPos = t + interval;
  }

  /** Whether this simulator's receivers hear vessel `i`'s position report at `t`. */
  private hearsPosition(i: number, t: number, lon: number, lat: number): boolean {
    if (this.reception === 'all') return true;
    this.lastLon[i] = lon;
    this.lastLat[i] = lat;
    if (this.reception === 'terrestrial') return this.covered(i, lon, lat);
    // Satellite: no geometry while the vessel's next pass is not due.
    if (t < (this.satPos[i] as number) || this.covered(i, lon, lat)) return false;
    this.satPos[i] = t + SATELLITE_INTERVAL_MS;
    return true;
  }

  /**
   * Whether a shore station hears vessel `i` at a position. The vessels staging the fleet's
   * anomalies (`Fleet.anomalies`: the shared MMSI, the one going dark, the loiterer, the one
   * without IMO) are always within reach: the alerts they stage (AIS OFF among them) judge
   * what shore stations hear, and a demo should show them wherever their lane runs.
   */
  private covered(i: number, lon: number, lat: number): boolean {
    return this.staged.has(i) || terrestrialCoverage(lon, lat);
  }

  /** Whether this simulator's receivers hear vessel `v`'s static report at `t`, where it is. */
  private hearsStatic(v: Vessel, t: number): boolean {
    if (this.reception === 'all') return true;
    const i = v.index;
    if (this.reception === 'satellite' && t < (this.satStatic[i] as number)) return false;
    let lon = this.lastLon[i] as number;
    let lat = this.lastLat[i] as number;
    if (Number.isNaN(lon)) {
      // Before its first position: where it is, from a copy of its motion (left untouched).
      const copy = { ...(this.motion[i] as MotionState) };
      const fix = fixAt(v, TRACKS, copy, t, this.start, this.seed, this.fix);
      lon = fix.lon;
      lat = fix.lat;
    }
    const covered = this.covered(i, lon, lat);
    if (this.reception === 'terrestrial') return covered;
    if (covered) return false;
    this.satStatic[i] = t + SATELLITE_INTERVAL_MS;
    return true;
  }

  private statics(v: Vessel, r: Reporting, t: number, out: string[]): void {
    if (!this.hearsStatic(v, t)) return;
    const tag = this.tagFor(t);
    const channel = r.reports % 2 === 0 ? 'B' : 'A';
    if (v.aisClass === 'A') {
      const m = this.static5;
      m.mmsi = v.mmsi;
      m.imo = v.imo;
      m.callsign = v.callsign;
      m.shipname = v.name;
      m.shiptype = v.shipType;
      m.to_bow = v.toBow;
      m.to_stern = v.toStern;
      m.to_port = v.toPort;
      m.to_starboard = v.toStarboard;
      m.draught = Math.round(v.draught * 10);
      const voyage = this.voyage(v, t);
      m.destination = voyage.destination;
      N.setEta(m, voyage.eta);
      // Per-vessel sequence id, so the lines do not depend on the order vessels are visited.
      N.emit(m, tag, out, { channel, seqId: (v.index + r.reports) % 10 });
      this.stats.statics++;
      return;
    }
    const a = this.static24a;
    a.mmsi = v.mmsi;
    a.shipname = v.name;
    N.emit(a, tag, out, { channel });
    const b = this.static24b;
    b.mmsi = v.mmsi;
    b.shiptype = v.shipType;
    b.serial = v.mmsi % 1_000_000;
    b.callsign = v.callsign;
    b.to_bow = v.toBow;
    b.to_stern = v.toStern;
    b.to_port = v.toPort;
    b.to_starboard = v.toStarboard;
    N.emit(b, tag, out, { channel });
    this.stats.statics += 2;
  }

  /** Destination and ETA (ms, or null) for the static report at `t`. */
  private voyage(v: Vessel, t: number): { destination: string; eta: number | null } {
    const m = v.movement;
    if (m.kind === 'wander') return { destination: AREAS[m.area]?.port ?? '', eta: null };
    if (m.kind === 'loiter') return { destination: '', eta: null };
    if (m.kind === 'anchored') {
      return { destination: ANCHORAGES[m.anchorage]?.destination ?? '', eta: null };
    }
    const track = TRACKS[m.route] as Track;
    const s = this.motion[v.index] as MotionState;
    const end = track.route.ends[s.dir > 0 ? 1 : 0];
    const destination = end.destinations[v.index % end.destinations.length] ?? '';
    if (v.speed <= 0) return { destination, eta: null };
    const left = s.dir > 0 ? track.length - s.along : s.along;
    const wait = Math.max(0, s.stopUntil - t);
    // Past an open-sea end the voyage goes on for days to a port beyond the picture.
    const beyond =
      end.stop === 'none' ? (2 + 10 * noise(this.seed, v.index, 0, 26)) * 86_400_000 : 0;
    return { destination, eta: t + wait + (left / v.speed) * 3_600_000 + beyond };
  }
}

/** Navigation status (ITU-R M.1371 table 45) for a class A report. */
function statusOf(v: Vessel, fix: Fix): number {
  if (fix.stopped === 'anchored') return 1;
  if (fix.stopped === 'moored') return 5;
  if (v.category === 'fishing' && v.movement.kind === 'wander') return fix.speed < 1 ? 0 : 7;
  if (v.shipType === 36 && v.movement.kind === 'wander') return 8;
  return 0;
}

/** Longest gap a live feed replays; past it the simulator skips ahead (see `skipTo`). */
export const MAX_REPLAY_MS = 10_000;

/** For live feeds: skips a stall longer than `MAX_REPLAY_MS`, then returns `now` to tick to. */
export function catchUp(sim: Simulator, now: number, tickMs: number): number {
  if (now - sim.now > Math.max(MAX_REPLAY_MS, 2 * tickMs)) sim.skipTo(now - tickMs);
  return now;
}

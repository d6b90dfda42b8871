import {
  aisOff,
  CallSignHolders,
  callSignDouble,
  callSignKey,
  CoverageMap,
  doubleTracks,
  flagOfMmsi,
  newestFix,
  noImo,
  pairKey,
  pairNews,
  pairPriority,
  pairRisk,
  reckonedAt,
  PAIR_RECKON_MAX_MS,
  pairSearchM,
  PAIR_HYSTERESIS,
  PORTS,
  stepDoubleMmsi,
  stepIdle,
  formatIdle,
  trackKey,
  visitDetails,
  zeeForeign,
  zeePriority,
  zoneAlertType,
  zoneStep,
  type ZoneStep,
  type AlertPriority,
  type AlertThresholds,
  type AlertType,
  type ContinuityState,
  type DoubleMmsiTrack,
  type IdleState,
  type PairVerdict,
  type PairVessel,
  type PositionEvent,
  type StaticEvent,
  type TrackId,
  type VesselEvent,
  type VisitPort,
} from '@pantau/domain';
import type { AlertView } from '@pantau/contracts';
import { greatCircleM } from '@pantau/geo';
import type { ZoneEvent } from '../geofences/geofences.ts';
import type { VesselState } from '../live/live-picture.ts';
import type { AlertWriter } from './writer.ts';
import { newSituation, situationKey, type Situation, type VesselFacts } from './situations.ts';

/**
 * What the engine reads of the live picture: one vessel, the vessels in a box, and those in
 * a box making way (`movingKn` or more).
 */
export interface PictureReader {
  get(mmsi: number): VesselState | undefined;
  forEachInView(
    bbox: readonly [number, number, number, number],
    fn: (v: VesselState) => void,
  ): void;
  forEachMovingInView(
    bbox: readonly [number, number, number, number],
    fn: (v: VesselState) => void,
  ): void;
  readonly movingKn: number;
}

export interface EngineOptions {
  thresholds: AlertThresholds;
  picture: PictureReader;
  writer: AlertWriter;
  isSatellite: (source: string) => boolean;
  /** Wall clock (for the latency figure and Ais Off's sweep). */
  now: () => number;
  /**
   * The point of interest a boundary zone is drawn around (its id is the zone's id), for the
   * Boundary alert's category and distance; unknown zones get neither.
   */
  boundaryPoi?: (zoneId: string | number) => BoundaryPoi | undefined;
  /** The ports where CPA/TCPA and Idle stay quiet (SPEC §9); the domain's ports by default. */
  ports?: () => readonly (readonly [number, number])[];
  /**
   * The name of the port of a UN/LOCODE (the registry's), for AOI/Alur 'portName'; the
   * domain's ports by default. A code it does not know is shown as it is.
   */
  portName?: (code: string) => string | null | undefined;
}

/** A point of interest with a boundary (SPEC §3 'Settings': Radius Boundary per POI category). */
export interface BoundaryPoi {
  lon: number;
  lat: number;
  /** The alert settings' POI category (`POI_CATEGORIES` of the contracts). */
  category: string;
  /** Its UN/LOCODE or code, when it has one (the Boundary alert's Port ID). */
  code: string | null;
}

/** A port of an open Boundary visit, with its position (null when it is not a known POI). */
interface VisitEntry extends VisitPort {
  lon: number | null;
  lat: number | null;
}

/** A Boundary visit's closest approach is written again once it is this much closer. */
const BOUNDARY_STEP_M = 100;
const BOUNDARY_STEP_FRACTION = 0.1;

/** Per ship (an MMSI's track, `stepContinuity`): the rules' small states. */
interface Track {
  mmsi: number;
  id: TrackId;
  idle?: IdleState | null;
  lastEval: number;
  /** When the pair rules last searched the whole CPA/TCPA radius around this vessel. */
  lastWide: number;
  lastT: number;
  /** When this track was first heard. */
  since: number;
  lon: number;
  lat: number;
  sog: number | null;
  navStatus: number | null;
  aisClass: 'A' | 'B' | null;
  terrestrial: boolean;
  /** Open pair situations this vessel is in. */
  pairs?: Set<string>;
}

/**
 * A vessel first heard this recently whose ship type is not known yet is in no new pair:
 * its static report (every 6 minutes, ITU-R M.1371) may show a tug, a pilot boat or a
 * fishing vessel, which no pair watches. Without this, every feed connected or server
 * started opened a Close Distance for every such pair at once, and closed most of them
 * minutes later.
 */
const IDENTITY_WAIT_MS = 6 * 60_000;

/** A pair's row is written again when its distance moved this share from the one it shows. */
const PAIR_MOVED = 0.25;

/** Pair and idle rules look at a vessel at most this often. */
const EVAL_EVERY_MS = 5_000;
/**
 * Between these, the pair rules search only the Close Distance radius (what can come within
 * it in one evaluation); every `WIDE_EVERY_MS` they search the whole CPA/TCPA radius (tens of
 * kilometres). A 30-minute prediction loses nothing by being made every 30 s.
 */
const WIDE_EVERY_MS = 30_000;

/**
 * When a new track's wide searches are counted from: its first comes at its first
 * evaluation for some ships and up to `WIDE_EVERY_MS` later for others, spread by MMSI, as
 * in any 30 s afterwards. A start (or a restart with 50,000 ships) heard every ship at once,
 * and all their wide searches fell in the first seconds, hundreds of neighbours each.
 */
function firstWideAt(mmsi: number, t: number): number {
  return t - WIDE_EVERY_MS + ((mmsi * 7_919) % WIDE_EVERY_MS);
}
/** The Close Distance search margin: two ships at 25 kn close ~130 m in 5 s. */
const NEAR_MARGIN_M = 300;
/**
 * A CPA/TCPA prediction opens a record only when it still holds this long after it was first
 * made (the next wide search): a course that swings at every report does not raise one.
 */
const CPA_CONFIRM_MS = 25_000;
/** A prediction not seen again within this long starts over. */
const CPA_FORGET_MS = 120_000;

/**
 * The alert engine: a sink on the hub and a listener on zone events. Each rule of
 * `@pantau/domain` decides whether a situation holds; the engine keeps one record per
 * situation (type, vessel, behaviour), opens it, updates it and closes it, and hands the
 * changes to the writer (batched, off the hot path).
 */
export class AlertEngine {
  readonly #o: EngineOptions;
  readonly #open = new Map<string, Situation>();
  /** Per MMSI, the behaviours of its open ZEE records (their priority follows its type). */
  readonly #zeeOpen = new Map<number, Set<string>>();
  /** Per ship, keyed by `trackKey` (two ships reporting one MMSI are followed apart). */
  readonly #tracks = new Map<number, Track>();
  /** Per MMSI: its reports split into tracks by position continuity. */
  readonly #continuity = new Map<number, ContinuityState>();
  readonly #callSigns = new CallSignHolders();
  /** Each vessel's call sign key, from static reports (which may come before a position). */
  readonly #callKeyOf = new Map<number, string>();
  readonly coverage = new CoverageMap();
  /**
   * Whether a vessel is on the Puskodal blacklist (the ZEE alert's blacklistStatus); set by
   * the feature that keeps the list.
   */
  blacklisted: (mmsi: number) => boolean = () => false;
  /** Pairs predicted to pass close, not yet confirmed: when first predicted. */
  readonly #cpaSeen = new Map<string, number>();
  /** Open Boundary visits per ship (`trackKey`): zone key → the port and closest approach. */
  readonly #visits = new Map<number, Map<string, VisitEntry>>();

  constructor(o: EngineOptions) {
    this.#o = o;
  }

  get openCount(): number {
    return this.#open.size;
  }

  /** Open situations per alert type (for `/metrics`: which rules hold memory and attention). */
  openByType(): Map<AlertType, number> {
    const counts = new Map<AlertType, number>();
    for (const s of this.#open.values()) counts.set(s.type, (counts.get(s.type) ?? 0) + 1);
    return counts;
  }

  /** Open situations (for tests and the adoption at start). */
  openSituations(): IterableIterator<Situation> {
    return this.#open.values();
  }

  event(e: VesselEvent): void {
    if (e.kind === 'position') this.#position(e);
    else if (e.kind === 'static') this.#static(e);
  }

  zone(e: ZoneEvent): void {
    const type = zoneAlertType(e.zone.provider);
    if (!type) return;
    if (type === 'zee' && !zeeForeign(e.mmsi)) return;
    const step = zoneStep(e.kind);
    if (type === 'boundary') {
      this.#boundary(e, step);
      return;
    }
    const behaviour = ofTrack(e.zone.key, e.track);
    const details: AlertView['details'] =
      type === 'zee'
        ? this.#zee(e.mmsi, step.status)
        : {
            aoi: e.zone.name,
            aoiId: String(e.zone.id),
            portName: this.#portOf(e.zone.id),
            status: step.status,
          };
    const at = { lon: e.lon, lat: e.lat };
    const priority = type === 'zee' ? this.#zeePriority(e.mmsi) : undefined;
    if (step.action !== 'close') this.#raise(type, e.mmsi, behaviour, e.t, details, priority, at);
    if (step.action !== 'open')
      this.#close(type, e.mmsi, behaviour, e.t, { status: step.status }, e.lon, e.lat);
    if (type === 'zee') {
      const open = this.#zeeOpen.get(e.mmsi) ?? new Set<string>();
      if (step.action === 'close') open.delete(behaviour);
      else open.add(behaviour);
      if (open.size > 0) this.#zeeOpen.set(e.mmsi, open);
      else this.#zeeOpen.delete(e.mmsi);
    }
  }

  /** A ZEE record's priority from what is known of the vessel now (`zeePriority`). */
  #zeePriority(mmsi: number, shipType?: number | null): AlertPriority {
    const v = this.#o.picture.get(mmsi);
    return zeePriority({
      shipType: shipType !== undefined ? shipType : (v?.shipType ?? null),
      navStatus: v?.navStatus ?? null,
      blacklisted: this.blacklisted(mmsi),
    });
  }

  /**
   * The ZEE record's columns (SPEC §3: flag, status, course, heading, blacklistStatus): the
   * flag from the MMSI's MID, course and heading from the vessel's last report.
   */
  #zee(mmsi: number, status: string): AlertView['details'] {
    const flag = flagOfMmsi(mmsi);
    const v = this.#o.picture.get(mmsi);
    return {
      status,
      blacklistStatus: this.blacklisted(mmsi) ? 1 : 0,
      flag: flag?.country ?? null,
      flagCode: flag?.iso ?? null,
      course: v?.cog ?? null,
      heading: v?.heading ?? null,
    };
  }

  /**
   * Boundary: one record per visit of a ship to the port waters, however many overlapping
   * circles it entered (`visitDetails`: every port named, the nearest first). An entry into
   * another circle while inside updates the record; the visit ends outside every circle.
   */
  #boundary(e: ZoneEvent, step: ZoneStep): void {
    const key = trackKey(e.mmsi, e.track);
    const behaviour = ofTrack('visit', e.track);
    let visit = this.#visits.get(key);
    const entry = visit?.get(e.zone.key);
    if (step.action === 'close') {
      if (!visit || !entry) return;
      entry.inside = false;
      if ([...visit.values()].some((p) => p.inside)) {
        this.#raise('boundary', e.mmsi, behaviour, e.t, visitDetails([...visit.values()]));
        return;
      }
      this.#visits.delete(key);
      this.#close(
        'boundary',
        e.mmsi,
        behaviour,
        e.t,
        visitDetails([...visit.values()]),
        e.lon,
        e.lat,
      );
      return;
    }
    const poi = this.#o.boundaryPoi?.(e.zone.id);
    const distance = poi ? greatCircleM(e.lon, e.lat, poi.lon, poi.lat) : null;
    if (!visit) this.#visits.set(key, (visit = new Map<string, VisitEntry>()));
    const inside = step.action === 'open';
    if (entry) {
      entry.inside = inside;
      if (distance !== null) entry.closest = Math.min(entry.closest ?? Infinity, distance);
    } else {
      visit.set(e.zone.key, {
        poiId: String(e.zone.id),
        name: e.zone.name,
        code: poi?.code ?? null,
        category: poi?.category ?? null,
        closest: distance,
        inside,
        lon: poi?.lon ?? null,
        lat: poi?.lat ?? null,
      });
    }
    const ports = [...visit.values()];
    const at = { lon: e.lon, lat: e.lat };
    this.#raise('boundary', e.mmsi, behaviour, e.t, visitDetails(ports), undefined, at);
    if (!ports.some((p) => p.inside)) {
      // A pass through a circle with nothing else open: the visit opened and ended at once.
      this.#visits.delete(key);
      this.#close('boundary', e.mmsi, behaviour, e.t, { status: step.status }, e.lon, e.lat);
    }
  }

  /** A ship inside Boundary circles came closer to one of their ports: the record says so. */
  #approach(e: PositionEvent, id: TrackId): void {
    const visit = this.#visits.get(trackKey(e.mmsi, id));
    if (!visit) return;
    let closer = false;
    for (const v of visit.values()) {
      if (v.lon === null || v.lat === null || v.closest === null) continue;
      const d = greatCircleM(e.lon, e.lat, v.lon, v.lat);
      if (v.closest - d < Math.max(BOUNDARY_STEP_M, v.closest * BOUNDARY_STEP_FRACTION)) continue;
      v.closest = d;
      closer = true;
    }
    const behaviour = ofTrack('visit', id);
    if (closer && this.#open.has(situationKey('boundary', e.mmsi, behaviour))) {
      this.#raise('boundary', e.mmsi, behaviour, e.t, visitDetails([...visit.values()]));
    }
  }

  /** A port's name from a published zone's key (`PORT/name`), for AOI/Alur 'portName'. */
  #portOf(id: string | number): string | null {
    const s = String(id);
    const i = s.indexOf('/');
    if (i < 0) return null;
    const code = s.slice(0, i);
    const name = this.#o.portName ? this.#o.portName(code) : DOMAIN_PORT_NAMES.get(code);
    return name ?? code;
  }

  #nearPort(lon: number, lat: number, radiusM: number): boolean {
    const ports = this.#o.ports?.() ?? DOMAIN_PORTS;
    for (const [pLon, pLat] of ports) {
      if (Math.abs(pLat - lat) > 0.2) continue;
      if (greatCircleM(lon, lat, pLon, pLat) <= radiusM) return true;
    }
    return false;
  }

  /**
   * A situation another feature detects (a radar's dark target, the port papers): opened,
   * or updated while open. One record per (type, vessel, behaviour), as the rules' own.
   */
  raise(
    type: AlertType,
    mmsi: number,
    behaviour: string,
    t: number,
    details: AlertView['details'],
    priority?: AlertPriority,
    at?: { lon: number; lat: number },
  ): void {
    this.#raise(type, mmsi, behaviour, t, details, priority, at);
  }

  /** Closes a situation `raise` opened (nothing when it is not open). */
  close(type: AlertType, mmsi: number, behaviour: string, t: number): void {
    this.#close(type, mmsi, behaviour, t, {}, null, null);
  }

  /** The behaviours of the open situations of a type (for a feature following its own). */
  openBehaviours(type: AlertType): { mmsi: number; behaviour: string }[] {
    const out: { mmsi: number; behaviour: string }[] = [];
    for (const s of this.#open.values()) {
      if (s.type === type) out.push({ mmsi: s.mmsi, behaviour: s.behaviour });
    }
    return out;
  }

  /** Ais Off over every vessel; forgets tracks and coverage older than `expireMs`. */
  sweep(now: number, expireMs: number): void {
    const t = this.#o.thresholds;
    for (const [key, tr] of this.#tracks) {
      if (now - tr.lastT > expireMs) {
        this.#forget(key, tr, now);
        continue;
      }
      const { mmsi } = tr;
      const gap = ofTrack('gap', tr.id);
      if (this.#open.has(situationKey('aisOff', mmsi, gap))) continue;
      if (aisOff({ ...tr }, now, this.coverage, t)) {
        this.#raise(
          'aisOff',
          mmsi,
          gap,
          now,
          {
            lastDataLon: tr.lon,
            lastDataLat: tr.lat,
            lastDataTime: tr.lastT,
            detectedAtTime: now,
            gapMin: Math.floor((now - tr.lastT) / 60_000),
          },
          undefined,
          { lon: tr.lon, lat: tr.lat },
        );
      }
    }
    this.coverage.sweep(now - t.coverageFreshMs);
    for (const [key, first] of this.#cpaSeen) {
      if (now - first > CPA_FORGET_MS) this.#cpaSeen.delete(key);
    }
  }

  /**
   * Forgets every situation and track (this process stopped leading: the next leader
   * closes the stored situations it cannot follow and starts afresh).
   */
  reset(): void {
    this.#open.clear();
    this.#tracks.clear();
    this.#continuity.clear();
    this.#callSigns.clear();
    this.#callKeyOf.clear();
    this.#cpaSeen.clear();
    this.#visits.clear();
    this.#zeeOpen.clear();
    this.coverage.sweep(Number.POSITIVE_INFINITY);
  }

  /** An acknowledgement from the API, so the next push carries it. */
  acked(id: number, by: string, at: number): void {
    for (const s of this.#open.values()) {
      if (s.id === id) {
        s.ackBy = by;
        s.ackAt = at;
      }
    }
  }

  #position(e: PositionEvent): void {
    const t = this.#o.thresholds;
    // Position continuity first: a report joins the ship it can have come from, so no rule
    // below sees a jump between two ships that share the MMSI.
    const before = this.#continuity.get(e.mmsi);
    const newest = newestFix(before);
    if (newest && e.t < newest.t) return;
    const fix = { lon: e.lon, lat: e.lat, t: e.t };
    const dm = stepDoubleMmsi(before, fix, e.source, t.doubleMmsiWindowMs);
    this.#continuity.set(e.mmsi, dm.state);
    for (const id of dm.ended) this.#endTrack(e.mmsi, id, e.t);
    const id = dm.track.id;
    const key = trackKey(e.mmsi, id);
    const terrestrial = !this.#o.isSatellite(e.source);
    let tr = this.#tracks.get(key);
    if (!tr) {
      tr = {
        mmsi: e.mmsi,
        id,
        lastEval: 0,
        lastWide: firstWideAt(e.mmsi, e.t),
        lastT: e.t,
        since: e.t,
        lon: e.lon,
        lat: e.lat,
        sog: e.sog,
        navStatus: e.navStatus,
        aisClass: e.aisClass,
        terrestrial,
      };
      this.#tracks.set(key, tr);
    }
    // Heard again: an Ais Off gap ends.
    const gap = ofTrack('gap', id);
    if (this.#open.has(situationKey('aisOff', e.mmsi, gap))) {
      this.#close(
        'aisOff',
        e.mmsi,
        gap,
        e.t,
        {
          firstDataLon: e.lon,
          firstDataLat: e.lat,
          firstDataTime: e.t,
          detectedAtSource: e.source,
        },
        e.lon,
        e.lat,
      );
    }
    Object.assign(tr, {
      lastT: e.t,
      lon: e.lon,
      lat: e.lat,
      sog: e.sog,
      navStatus: e.navStatus,
      terrestrial,
    });
    if (e.aisClass) tr.aisClass = e.aisClass;
    if (terrestrial) this.coverage.heard(e.mmsi, e.lon, e.lat, e.t);

    if (dm.double && dm.other) {
      this.#doubleRow(e.mmsi, dm.track, dm.other, e.t);
      const otherRow = situationKey('doubleMmsi', e.mmsi, ofTrack('tracks', dm.other.id));
      if (!this.#open.has(otherRow)) this.#doubleRow(e.mmsi, dm.other, dm.track, e.t);
    } else if (!dm.double) {
      this.#close('doubleMmsi', e.mmsi, 'tracks', e.t, {}, null, null);
      this.#close('doubleMmsi', e.mmsi, ofTrack('tracks', 1), e.t, {}, null, null);
    }

    if (e.t - tr.lastEval < EVAL_EVERY_MS) return;
    tr.lastEval = e.t;
    this.#approach(e, id);
    const inPort = this.#nearPort(e.lon, e.lat, t.portM);
    const idle = stepIdle(tr.idle, { lon: e.lon, lat: e.lat, t: e.t, inPort }, t);
    const idleSince = tr.idle?.since;
    tr.idle = idle.state;
    const at = { lon: e.lon, lat: e.lat };
    if (idle.idle) {
      const since = idle.state?.since ?? idleSince ?? e.t;
      this.#raise(
        'idle',
        e.mmsi,
        ofTrack(`since:${since}`, id),
        e.t,
        {
          timeIdle: idle.minutes,
          timeIdleText: formatIdle(idle.minutes),
          timeBefore: idle.state?.since ?? null,
          source: e.source,
        },
        undefined,
        at,
      );
    } else if (idleSince !== undefined) {
      this.#close('idle', e.mmsi, ofTrack(`since:${idleSince}`, id), e.t, {}, e.lon, e.lat);
    }
    if (!dm.double) this.#pairs(e, tr, inPort);
  }

  /**
   * One ship's row under Double MMSI: where it is, which source heard it, and how far the
   * other ship on its MMSI is. Written again only when that distance changed by a tenth or
   * the source changed, not at every report.
   */
  #doubleRow(mmsi: number, me: DoubleMmsiTrack, other: DoubleMmsiTrack, t: number): void {
    const behaviour = ofTrack('tracks', me.id);
    const distance = Math.round(greatCircleM(me.fix.lon, me.fix.lat, other.fix.lon, other.fix.lat));
    const open = this.#open.get(situationKey('doubleMmsi', mmsi, behaviour));
    if (open) {
      const was = Number(open.record.details.distance);
      if (open.record.details.src === me.source && Math.abs(was - distance) < was * 0.1) return;
    }
    this.#raise(
      'doubleMmsi',
      mmsi,
      behaviour,
      t,
      {
        src: me.source,
        src2: other.source,
        lon2: other.fix.lon,
        lat2: other.fix.lat,
        distance,
        shipOnMmsi: me.id + 1,
      },
      undefined,
      { lon: me.fix.lon, lat: me.fix.lat },
    );
  }

  /**
   * A ship's track ended (silent past the window while another ship reported its MMSI, or
   * replaced by a third place): its rules' state goes, and its records close.
   */
  #endTrack(mmsi: number, id: TrackId, t: number): void {
    const key = trackKey(mmsi, id);
    const tr = this.#tracks.get(key);
    if (!tr) return;
    this.#tracks.delete(key);
    if (tr.idle?.since !== undefined) {
      this.#close('idle', mmsi, ofTrack(`since:${tr.idle.since}`, id), t, {}, tr.lon, tr.lat);
    }
    this.#close('doubleMmsi', mmsi, ofTrack('tracks', id), t, {}, tr.lon, tr.lat);
    this.#closePairs(tr, t);
  }

  /** The one ship of an MMSI that has a single track (the pair rules' view). */
  #trackOf(mmsi: number): Track | undefined {
    return this.#tracks.get(mmsi) ?? this.#tracks.get(-mmsi);
  }

  /**
   * A vessel with an open Double MMSI: two ships report its MMSI, so its position jumps
   * between them, and no pair it is in can be judged (a Close Distance would open and close
   * at every jump). Its pairs wait, neither raised nor closed, until one ship is left.
   */
  #double(mmsi: number): boolean {
    const c = this.#continuity.get(mmsi);
    return c !== undefined && doubleTracks(c);
  }

  /** Whether a vessel is too newly heard, without its ship type, to be judged in a pair. */
  #unknown(v: PairVessel, now: number): boolean {
    if (v.shipType !== null && v.shipType !== undefined) return false;
    const since = this.#tracks.get(trackKey(v.mmsi, 0))?.since;
    return since === undefined || now - since < IDENTITY_WAIT_MS;
  }

  /** The open Close Distance record of a pair (`m1` the lower MMSI). */
  #openPair(m1: number, key: string) {
    return this.#open.get(situationKey('closeDistance', m1, key));
  }

  /** The risk an open pair record was written with ('close' when it does not say). */
  #pairRiskOf(open: Situation | undefined): PairVerdict['risk'] {
    if (!open) return 'close';
    return open.record.details.risk === 'cpa' ? 'cpa' : 'close';
  }

  #pairs(e: PositionEvent, tr: Track, inPort: boolean): void {
    const t = this.#o.thresholds;
    const me: PairVessel = {
      mmsi: e.mmsi,
      lon: e.lon,
      lat: e.lat,
      sog: e.sog,
      cog: e.cog,
      navStatus: e.navStatus,
      inPort,
      aisClass: tr.aisClass,
      shipType: this.#o.picture.get(e.mmsi)?.shipType ?? null,
    };
    const still = new Set<string>();
    if (me.sog !== null && me.sog >= t.underwayKn && !inPort) {
      const wide = e.t - tr.lastWide >= WIDE_EVERY_MS;
      if (wide) tr.lastWide = e.t;
      const r = wide ? pairSearchM(me.sog, t) : t.closeDistanceM * PAIR_HYSTERESIS + NEAR_MARGIN_M;
      const dLat = r / 111_195;
      const dLon = dLat / Math.max(0.05, Math.cos((e.lat * Math.PI) / 180));
      const bbox = [e.lon - dLon, e.lat - dLat, e.lon + dLon, e.lat + dLat] as const;
      const kx = Math.cos((e.lat * Math.PI) / 180) * 111_195;
      const mySog = me.sog;
      const myCog = me.cog === null ? null : (me.cog * Math.PI) / 180;
      const [myVx, myVy] =
        myCog === null ? [0, 0] : [mySog * Math.sin(myCog), mySog * Math.cos(myCog)];
      const guardM = Math.max(t.closeDistanceM, t.cpaM);
      /** Metres a knot of closing speed covers within the TCPA window. */
      const tcpaMPerKn = (1852 * t.tcpaMs) / 3_600_000;
      // Only ships making way can be the other of a pair (the first refusal below): the
      // picture's index of those, unless the threshold is set below what it calls moving.
      const picture = this.#o.picture;
      const moving = t.underwayKn / PAIR_HYSTERESIS >= picture.movingKn;
      const each = (fn: (v: VesselState) => void) =>
        moving ? picture.forEachMovingInView(bbox, fn) : picture.forEachInView(bbox, fn);
      each((other) => {
        // Cheapest refusals first (most ships in a busy box lie at anchor): a vessel not
        // making way (even within the hysteresis margin) is in no pair; one too far to come
        // within reach in the TCPA window is skipped. The reach is at the speed the two
        // close at (their relative velocity: ships on one lane one way close at a knot or
        // two, not at the sum of their speeds), plus how far the other's last report is
        // carried forward; at 20,000 vessels a 15 km box on a lane held 220 ships under way.
        if (other.sog === null || other.sog < t.underwayKn / PAIR_HYSTERESIS) return;
        const age = e.t - other.positionT;
        if (age > 10 * 60_000) return;
        const dx = (other.lon - e.lon) * kx;
        const dy = (other.lat - e.lat) * 111_195;
        const d2 = dx * dx + dy * dy;
        const carriedM =
          (other.sog * 1852 * Math.min(Math.max(age, 0), PAIR_RECKON_MAX_MS)) / 3_600_000;
        // Out of reach even head-on (the sum of the speeds bounds the closing speed): no
        // trigonometry for it. On a lane hundreds of ships share the search box.
        const farM = (guardM + carriedM + (mySog + other.sog) * tcpaMPerKn) * PAIR_HYSTERESIS;
        if (d2 > farM * farM) return;
        if (myCog !== null && other.cog !== null) {
          const c = (other.cog * Math.PI) / 180;
          const closingKn = Math.hypot(
            other.sog * Math.sin(c) - myVx,
            other.sog * Math.cos(c) - myVy,
          );
          const reachM = (guardM + carriedM + closingKn * tcpaMPerKn) * PAIR_HYSTERESIS;
          if (d2 > reachM * reachM) return;
        }
        if (other.mmsi === e.mmsi || Number.isNaN(other.lat)) return;
        const them = reckonedAt<PairVessel>(
          {
            mmsi: other.mmsi,
            lon: other.lon,
            lat: other.lat,
            sog: other.sog,
            cog: other.cog,
            navStatus: other.navStatus,
            inPort: false,
            aisClass: other.aisClass,
            shipType: other.shipType,
          },
          other.positionT,
          e.t,
        );
        // A pair at no risk even within the widest thresholds (those of an open close
        // approach) is at none whatever its record: most neighbours stop here, before the
        // lookups by key below. An open one of them closes after the search (`tr.pairs`).
        const widest = pairRisk(me, them, t, 'close');
        if (!widest.risk || this.#double(other.mmsi)) return;
        const key = pairKey(e.mmsi, other.mmsi);
        const [m1, m2] = e.mmsi < other.mmsi ? [e.mmsi, other.mmsi] : [other.mmsi, e.mmsi];
        const open = this.#openPair(m1, key);
        if (!open && (this.#unknown(me, e.t) || this.#unknown(them, e.t))) return;
        const risk = open ? this.#pairRiskOf(open) : null;
        const v = risk === 'close' ? widest : pairRisk(me, them, t, risk);
        if (!v.risk) return;
        if (this.#nearPort(other.lon, other.lat, t.portM)) return;
        still.add(key);
        const closest = open
          ? Number(open.record.details.closest ?? open.record.details.distance)
          : Infinity;
        const recorded = open && {
          risk: open.record.details.risk as PairVerdict['risk'],
          distanceM: closest,
        };
        if (!recorded && v.risk === 'cpa') {
          const first = this.#cpaSeen.get(key);
          if (first === undefined || e.t - first > CPA_FORGET_MS) {
            this.#cpaSeen.set(key, e.t);
            return;
          }
          if (e.t - first < CPA_CONFIRM_MS) return;
        }
        this.#cpaSeen.delete(key);
        // Written again when the risk rose or the pair came nearer (`pairNews`), or when the
        // distance now moved a quarter away from the one on the row (the row says it).
        const shown = open ? Number(open.record.details.distance) : NaN;
        const moved = open !== undefined && Math.abs(v.distanceM - shown) > shown * PAIR_MOVED;
        if (!pairNews(recorded, v) && !moved) return;
        const first = m1 === e.mmsi ? null : other;
        const second = m1 === e.mmsi ? other : null;
        const v2 = this.#o.picture.get(m2);
        const priority = pairPriority(v, t.closeDistanceM);
        this.#raise(
          'closeDistance',
          m1,
          key,
          e.t,
          {
            mmsi2: m2,
            callSign2: (second ?? v2)?.callSign ?? null,
            shipType2: (second ?? v2)?.shipType ?? null,
            name2: (second ?? v2)?.name ?? null,
            // The distance now and the closest approach so far, to 10 m; the prediction's
            // CPA (m) and the minutes to it while the two are still closing.
            distance: Math.round(v.distanceM / 10) * 10,
            closest: Math.round(Math.min(v.distanceM, closest) / 10) * 10,
            cpa: v.cpaM,
            tcpa: v.tcpaS,
            tcpaMin: v.tcpaS !== null && v.tcpaS > 0 ? Math.round(v.tcpaS / 60) : null,
            risk: v.risk,
            // The rule it fired under: the Close Distance limit, or the CPA threshold.
            limit: v.risk === 'close' ? t.closeDistanceM : Math.round(t.cpaM),
            lon2: m2 === e.mmsi ? e.lon : other.lon,
            lat2: m2 === e.mmsi ? e.lat : other.lat,
          },
          priority,
          first ? { lon: first.lon, lat: first.lat } : { lon: e.lon, lat: e.lat },
        );
        for (const m of [m1, m2]) {
          const mt = this.#trackOf(m);
          if (mt) (mt.pairs ??= new Set()).add(key);
        }
      });
    }
    if (!tr.pairs) return;
    for (const key of tr.pairs) {
      if (still.has(key)) continue;
      const [a, b] = key.split(':').map(Number) as [number, number];
      if (this.#double(a === e.mmsi ? b : a)) continue;
      // Not found among the neighbours: close only if the pair itself is clear of risk.
      const other = this.#o.picture.get(a === e.mmsi ? b : a);
      if (
        other &&
        !inPort &&
        !this.#nearPort(other.lon, other.lat, t.portM) &&
        pairRisk(
          me,
          reckonedAt({ ...other, inPort: false }, other.positionT, e.t),
          t,
          this.#pairRiskOf(this.#openPair(a, key)),
        ).risk
      ) {
        continue;
      }
      this.#close('closeDistance', a, key, e.t, {}, null, null);
      tr.pairs.delete(key);
      this.#trackOf(a === e.mmsi ? b : a)?.pairs?.delete(key);
    }
  }

  #static(e: StaticEvent): void {
    // A foreign ship's type arrives after it entered the EEZ: its record's priority follows.
    for (const behaviour of this.#zeeOpen.get(e.mmsi) ?? []) {
      this.#raise('zee', e.mmsi, behaviour, e.t, {}, this.#zeePriority(e.mmsi, e.shipType));
    }
    if (noImo({ aisClass: e.aisClass, msgType: e.msgType, imo: e.imo, shipType: e.shipType })) {
      this.#raise('noImo', e.mmsi, 'imo', e.t, { aisClass: e.aisClass, imo: e.imo });
    } else if (e.msgType === 5) {
      this.#close('noImo', e.mmsi, 'imo', e.t, { imo: e.imo }, null, null);
    }
    if (e.callSign === null) return;
    const key = callSignKey(e.callSign);
    const before = this.#callKeyOf.get(e.mmsi) ?? null;
    if (before !== key) {
      if (before !== null) this.#leaveCallSign(e.mmsi, before, e.t);
      if (key !== null) this.#callSigns.add(key, e.mmsi);
      if (key === null) this.#callKeyOf.delete(e.mmsi);
      else this.#callKeyOf.set(e.mmsi, key);
    }
    if (key === null) return;
    const v = callSignDouble(e.mmsi, e.callSign, this.#callSigns.holders(key));
    if (!v.double) return;
    for (const m of [e.mmsi, ...v.others]) {
      const others = [e.mmsi, ...v.others].filter((x) => x !== m);
      this.#raise('doubleCallSign', m, `cs:${key}`, e.t, {
        callSign: key,
        count: v.count,
        mmsi2: others[0] ?? null,
        detectedNow: m === e.mmsi,
      });
    }
  }

  #leaveCallSign(mmsi: number, key: string, t: number): void {
    if (this.#callSigns.count(key) === 0) return;
    this.#callSigns.remove(key, mmsi);
    this.#close('doubleCallSign', mmsi, `cs:${key}`, t, {}, null, null);
    const left = this.#callSigns.holders(key);
    if (left.length === 1)
      this.#close('doubleCallSign', left[0]!, `cs:${key}`, t, { count: 1 }, null, null);
  }

  #forget(key: number, tr: Track, now: number): void {
    const { mmsi } = tr;
    this.#tracks.delete(key);
    this.#visits.delete(key);
    this.#closePairs(tr, now);
    if (this.#tracks.has(trackKey(mmsi, tr.id === 0 ? 1 : 0))) return;
    this.#continuity.delete(mmsi);
    const callKey = this.#callKeyOf.get(mmsi);
    if (callKey !== undefined) {
      this.#leaveCallSign(mmsi, callKey, now);
      this.#callKeyOf.delete(mmsi);
    }
  }

  #closePairs(tr: Track, now: number): void {
    for (const key of tr.pairs ?? []) {
      const [a, b] = key.split(':').map(Number) as [number, number];
      this.#close('closeDistance', a, key, now, {}, null, null);
      this.#trackOf(a === tr.mmsi ? b : a)?.pairs?.delete(key);
    }
    tr.pairs?.clear();
  }

  #facts(mmsi: number): VesselFacts {
    const v = this.#o.picture.get(mmsi);
    return {
      name: v?.name ?? null,
      callSign: v?.callSign ?? null,
      shipType: v?.shipType ?? null,
      lon: v && !Number.isNaN(v.lon) ? v.lon : null,
      lat: v && !Number.isNaN(v.lat) ? v.lat : null,
    };
  }

  /** Opens a situation, or updates it when its details changed. */
  #raise(
    type: AlertType,
    mmsi: number,
    behaviour: string,
    t: number,
    details: AlertView['details'],
    priority?: AlertPriority,
    at?: { lon: number; lat: number },
  ): void {
    const key = situationKey(type, mmsi, behaviour);
    let s = this.#open.get(key);
    if (!s) {
      s = newSituation(type, mmsi, behaviour, t, this.#facts(mmsi), details, priority);
      if (at) Object.assign(s.record, at);
      this.#open.set(key, s);
    } else {
      if (
        !changed(s.record.details, details) &&
        (priority ?? s.record.priority) === s.record.priority
      )
        return;
      s.record = {
        ...s.record,
        details: { ...s.record.details, ...details },
        updatedAt: t,
        ...(priority ? { priority } : {}),
        ...(at ?? {}),
      };
    }
    s.receivedAt = this.#o.now();
    this.#o.writer.put(s);
  }

  #close(
    type: AlertType,
    mmsi: number,
    behaviour: string,
    t: number,
    details: AlertView['details'],
    lon: number | null,
    lat: number | null,
  ): void {
    const key = situationKey(type, mmsi, behaviour);
    const s = this.#open.get(key);
    if (!s) return;
    this.#open.delete(key);
    s.record = {
      ...s.record,
      status: 'closed',
      closedAt: t,
      updatedAt: t,
      details: { ...s.record.details, ...details },
      ...(lon !== null && lat !== null ? { lon, lat } : {}),
    };
    s.receivedAt = this.#o.now();
    this.#o.writer.put(s);
  }
}

function changed(a: AlertView['details'], b: AlertView['details']): boolean {
  for (const k in b) if (a[k] !== b[k]) return true;
  return false;
}

/** A situation's behaviour for one ship of an MMSI: the second ship's carries '#1'. */
function ofTrack(behaviour: string, id: TrackId | undefined): string {
  return id ? `${behaviour}#${id}` : behaviour;
}

/** Without a registry (unit tests): the domain's ports. */
const DOMAIN_PORTS = PORTS.map((p) => p.position);
const DOMAIN_PORT_NAMES = new Map(PORTS.map((p) => [p.code, p.name]));

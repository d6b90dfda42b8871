import {
  aisOff,
  callSignDouble,
  callSignKey,
  CoverageMap,
  noImo,
  pairKey,
  pairNews,
  pairRisk,
  pairSearchM,
  PAIR_HYSTERESIS,
  PORTS,
  stepDoubleMmsi,
  stepIdle,
  formatIdle,
  zeeForeign,
  zoneAlertType,
  zoneStep,
  type ZoneStep,
  type AlertPriority,
  type AlertThresholds,
  type AlertType,
  type DoubleMmsiState,
  type IdleState,
  type PairVerdict,
  type PairVessel,
  type PositionEvent,
  type StaticEvent,
  type VesselEvent,
} from '@pantau/domain';
import type { AlertView } from '@pantau/contracts';
import { greatCircleM } from '@pantau/geo';
import type { ZoneEvent } from '../geofences/geofences.ts';
import type { VesselState } from '../live/live-picture.ts';
import type { AlertWriter } from './writer.ts';
import { newSituation, situationKey, type Situation, type VesselFacts } from './situations.ts';

/** What the engine reads of the live picture: one vessel, and the vessels in a box. */
export interface PictureReader {
  get(mmsi: number): VesselState | undefined;
  forEachInView(
    bbox: readonly [number, number, number, number],
    fn: (v: VesselState) => void,
  ): void;
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

/** An open Boundary visit: the POI, and the vessel's closest approach to it so far (m). */
interface Visit {
  lon: number;
  lat: number;
  closest: number;
}

/** A Boundary visit's closest approach is written again once it is this much closer. */
const BOUNDARY_STEP_M = 100;
const BOUNDARY_STEP_FRACTION = 0.1;

/** Per vessel: the rules' small states. */
interface Track {
  dm?: DoubleMmsiState;
  idle?: IdleState | null;
  lastEval: number;
  /** When the pair rules last searched the whole CPA/TCPA radius around this vessel. */
  lastWide: number;
  lastT: number;
  lon: number;
  lat: number;
  sog: number | null;
  navStatus: number | null;
  aisClass: 'A' | 'B' | null;
  terrestrial: boolean;
  /** Open pair situations this vessel is in. */
  pairs?: Set<string>;
}

/** Pair and idle rules look at a vessel at most this often. */
const EVAL_EVERY_MS = 5_000;
/**
 * Between these, the pair rules search only the Close Distance radius (what can come within
 * it in one evaluation); every `WIDE_EVERY_MS` they search the whole CPA/TCPA radius (tens of
 * kilometres). A 30-minute prediction loses nothing by being made every 30 s.
 */
const WIDE_EVERY_MS = 30_000;
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
  readonly #tracks = new Map<number, Track>();
  readonly #callSigns = new Map<string, Set<number>>();
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
  /** Open Boundary visits per vessel: behaviour → the POI and the closest approach so far. */
  readonly #visits = new Map<number, Map<string, Visit>>();

  constructor(o: EngineOptions) {
    this.#o = o;
  }

  get openCount(): number {
    return this.#open.size;
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
    const behaviour = e.zone.key;
    const details: AlertView['details'] =
      type === 'boundary'
        ? this.#visit(e, behaviour, step.action)
        : type === 'zee'
          ? { status: step.status, blacklistStatus: this.blacklisted(e.mmsi) ? 1 : 0 }
          : {
              aoi: e.zone.name,
              aoiId: String(e.zone.id),
              portName: this.#portOf(e.zone.id),
              status: step.status,
            };
    if (step.action !== 'close') this.#raise(type, e.mmsi, behaviour, e.t, details);
    if (step.action !== 'open')
      this.#close(type, e.mmsi, behaviour, e.t, { status: step.status }, e.lon, e.lat);
  }

  /**
   * A Boundary visit's details: the port (or POI), its code, category and the distance from
   * it; the visit is followed so that a closer approach updates the record (a user whose
   * radius for the category is smaller is told once the vessel is within it).
   */
  #visit(e: ZoneEvent, behaviour: string, action: ZoneStep['action']): AlertView['details'] {
    const poi = this.#o.boundaryPoi?.(e.zone.id);
    const status = zoneStep(e.kind).status;
    if (!poi) return { port: e.zone.name, portId: String(e.zone.id), status };
    const distance = Math.round(greatCircleM(e.lon, e.lat, poi.lon, poi.lat));
    let visits = this.#visits.get(e.mmsi);
    if (action === 'open') {
      if (!visits) {
        visits = new Map<string, Visit>();
        this.#visits.set(e.mmsi, visits);
      }
      visits.set(behaviour, { lon: poi.lon, lat: poi.lat, closest: distance });
    } else if (visits) {
      visits.delete(behaviour);
      if (visits.size === 0) this.#visits.delete(e.mmsi);
    }
    return {
      port: e.zone.name,
      portId: poi.code ?? String(e.zone.id),
      poiId: String(e.zone.id),
      category: poi.category,
      ...(action === 'open' ? { distance } : {}),
      status,
    };
  }

  /** A vessel inside Boundary zones came closer to one of their POIs: the record says so. */
  #approach(e: PositionEvent): void {
    const visits = this.#visits.get(e.mmsi);
    if (!visits) return;
    for (const [behaviour, v] of visits) {
      const d = greatCircleM(e.lon, e.lat, v.lon, v.lat);
      if (v.closest - d < Math.max(BOUNDARY_STEP_M, v.closest * BOUNDARY_STEP_FRACTION)) continue;
      v.closest = d;
      if (this.#open.has(situationKey('boundary', e.mmsi, behaviour))) {
        this.#raise('boundary', e.mmsi, behaviour, e.t, { distance: Math.round(d) });
      }
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
    for (const [mmsi, tr] of this.#tracks) {
      if (now - tr.lastT > expireMs) {
        this.#forget(mmsi, tr, now);
        continue;
      }
      const key = situationKey('aisOff', mmsi, 'gap');
      if (this.#open.has(key)) continue;
      if (aisOff({ mmsi, ...tr }, now, this.coverage, t)) {
        this.#raise('aisOff', mmsi, 'gap', now, {
          lastDataLon: tr.lon,
          lastDataLat: tr.lat,
          lastDataTime: tr.lastT,
          detectedAtTime: now,
          gapMin: Math.floor((now - tr.lastT) / 60_000),
        });
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
    this.#callSigns.clear();
    this.#callKeyOf.clear();
    this.#cpaSeen.clear();
    this.#visits.clear();
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
    let tr = this.#tracks.get(e.mmsi);
    const terrestrial = !this.#o.isSatellite(e.source);
    if (!tr) {
      tr = {
        lastEval: 0,
        lastWide: 0,
        lastT: e.t,
        lon: e.lon,
        lat: e.lat,
        sog: e.sog,
        navStatus: e.navStatus,
        aisClass: e.aisClass,
        terrestrial,
      };
      this.#tracks.set(e.mmsi, tr);
    } else if (e.t < tr.lastT) {
      return;
    }
    // Heard again: an Ais Off gap ends.
    const off = this.#open.get(situationKey('aisOff', e.mmsi, 'gap'));
    if (off) {
      this.#close(
        'aisOff',
        e.mmsi,
        'gap',
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

    const dm = stepDoubleMmsi(
      tr.dm,
      { lon: e.lon, lat: e.lat, t: e.t },
      e.source,
      t.doubleMmsiWindowMs,
    );
    tr.dm = dm.state;
    if (dm.double && dm.other) {
      this.#raise('doubleMmsi', e.mmsi, 'tracks', e.t, {
        src: e.source,
        src2: dm.other.source,
        lon2: dm.other.fix.lon,
        lat2: dm.other.fix.lat,
        distance: Math.round(greatCircleM(e.lon, e.lat, dm.other.fix.lon, dm.other.fix.lat)),
      });
    } else if (!dm.double) {
      this.#close('doubleMmsi', e.mmsi, 'tracks', e.t, {}, e.lon, e.lat);
    }

    if (e.t - tr.lastEval < EVAL_EVERY_MS) return;
    tr.lastEval = e.t;
    this.#approach(e);
    const inPort = this.#nearPort(e.lon, e.lat, t.portM);
    const idle = stepIdle(tr.idle, { lon: e.lon, lat: e.lat, t: e.t, inPort }, t);
    const idleSince = tr.idle?.since;
    tr.idle = idle.state;
    if (idle.idle) {
      this.#raise('idle', e.mmsi, `since:${idle.state?.since ?? idleSince ?? e.t}`, e.t, {
        timeIdle: idle.minutes,
        timeIdleText: formatIdle(idle.minutes),
        timeBefore: idle.state?.since ?? null,
        source: e.source,
      });
    } else if (idleSince !== undefined) {
      this.#close('idle', e.mmsi, `since:${idleSince}`, e.t, {}, e.lon, e.lat);
    }
    this.#pairs(e, inPort);
  }

  /**
   * A vessel with an open Double MMSI: two ships report its MMSI, so its position jumps
   * between them, and no pair it is in can be judged (a Close Distance would open and close
   * at every jump). Its pairs wait, neither raised nor closed, until one ship is left.
   */
  #double(mmsi: number): boolean {
    return this.#open.has(situationKey('doubleMmsi', mmsi, 'tracks'));
  }

  #pairs(e: PositionEvent, inPort: boolean): void {
    const t = this.#o.thresholds;
    const tr = this.#tracks.get(e.mmsi);
    if (this.#double(e.mmsi)) return;
    const me: PairVessel = {
      mmsi: e.mmsi,
      lon: e.lon,
      lat: e.lat,
      sog: e.sog,
      cog: e.cog,
      navStatus: e.navStatus,
      inPort,
      aisClass: tr?.aisClass ?? null,
      shipType: this.#o.picture.get(e.mmsi)?.shipType ?? null,
    };
    const still = new Set<string>();
    if (tr && me.sog !== null && me.sog >= t.underwayKn && !inPort) {
      const wide = e.t - tr.lastWide >= WIDE_EVERY_MS;
      if (wide) tr.lastWide = e.t;
      const r = wide ? pairSearchM(me.sog, t) : t.closeDistanceM * PAIR_HYSTERESIS + NEAR_MARGIN_M;
      const dLat = r / 111_195;
      const dLon = dLat / Math.max(0.05, Math.cos((e.lat * Math.PI) / 180));
      const bbox = [e.lon - dLon, e.lat - dLat, e.lon + dLon, e.lat + dLat] as const;
      const kx = Math.cos((e.lat * Math.PI) / 180) * 111_195;
      const mySog = me.sog;
      this.#o.picture.forEachInView(bbox, (other) => {
        if (other.mmsi === e.mmsi || Number.isNaN(other.lat) || this.#double(other.mmsi)) return;
        if (e.t - other.positionT > 10 * 60_000) return;
        // Cheap refusals before the prediction: a vessel not making way (even within the
        // hysteresis margin) is in no pair; one too far to come within reach at the two
        // speeds in the TCPA window is skipped.
        if (other.sog === null || other.sog < t.underwayKn / PAIR_HYSTERESIS) return;
        const dx = (other.lon - e.lon) * kx;
        const dy = (other.lat - e.lat) * 111_195;
        const reachM =
          (Math.max(t.closeDistanceM, t.cpaM) +
            ((mySog + other.sog) * 1852 * t.tcpaMs) / 3_600_000) *
          PAIR_HYSTERESIS;
        if (dx * dx + dy * dy > reachM * reachM) return;
        const them: PairVessel = {
          mmsi: other.mmsi,
          lon: other.lon,
          lat: other.lat,
          sog: other.sog,
          cog: other.cog,
          navStatus: other.navStatus,
          inPort: false,
          aisClass: other.aisClass,
          shipType: other.shipType,
        };
        const key = pairKey(e.mmsi, other.mmsi);
        const v = pairRisk(me, them, t, tr.pairs?.has(key) === true);
        if (!v.risk) return;
        if (this.#nearPort(other.lon, other.lat, t.portM)) return;
        still.add(key);
        const [m1, m2] = e.mmsi < other.mmsi ? [e.mmsi, other.mmsi] : [other.mmsi, e.mmsi];
        const open = this.#open.get(situationKey('closeDistance', m1, key));
        const recorded = open && {
          risk: open.record.details.risk as PairVerdict['risk'],
          distanceM: Number(open.record.details.distance),
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
        if (!pairNews(recorded, v)) return;
        const first = m1 === e.mmsi ? null : other;
        const second = m1 === e.mmsi ? other : null;
        const v2 = this.#o.picture.get(m2);
        const priority: AlertPriority = v.risk === 'close' ? 'alarm' : 'warning';
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
            // The closest approach so far, to 10 m.
            distance: Math.round(Math.min(v.distanceM, recorded?.distanceM ?? Infinity) / 10) * 10,
            cpa: v.cpaM,
            tcpa: v.tcpaS,
            risk: v.risk,
            lon2: m2 === e.mmsi ? e.lon : other.lon,
            lat2: m2 === e.mmsi ? e.lat : other.lat,
          },
          priority,
          first ? { lon: first.lon, lat: first.lat } : { lon: e.lon, lat: e.lat },
        );
        for (const m of [m1, m2]) {
          const mt = this.#tracks.get(m);
          if (mt) (mt.pairs ??= new Set()).add(key);
        }
      });
    }
    if (!tr?.pairs) return;
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
        pairRisk(me, { ...other, inPort: false }, t, true).risk
      ) {
        continue;
      }
      this.#close('closeDistance', a, key, e.t, {}, null, null);
      tr.pairs.delete(key);
      this.#tracks.get(a === e.mmsi ? b : a)?.pairs?.delete(key);
    }
  }

  #static(e: StaticEvent): void {
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
      if (key !== null) {
        let set = this.#callSigns.get(key);
        if (!set) this.#callSigns.set(key, (set = new Set()));
        set.add(e.mmsi);
      }
      if (key === null) this.#callKeyOf.delete(e.mmsi);
      else this.#callKeyOf.set(e.mmsi, key);
    }
    if (key === null) return;
    const v = callSignDouble(e.mmsi, e.callSign, this.#callSigns.get(key));
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
    const set = this.#callSigns.get(key);
    if (!set) return;
    set.delete(mmsi);
    this.#close('doubleCallSign', mmsi, `cs:${key}`, t, {}, null, null);
    if (set.size === 1)
      for (const m of set)
        this.#close('doubleCallSign', m, `cs:${key}`, t, { count: 1 }, null, null);
    if (set.size === 0) this.#callSigns.delete(key);
  }

  #forget(mmsi: number, tr: Track, now: number): void {
    this.#tracks.delete(mmsi);
    this.#visits.delete(mmsi);
    const callKey = this.#callKeyOf.get(mmsi);
    if (callKey !== undefined) {
      this.#leaveCallSign(mmsi, callKey, now);
      this.#callKeyOf.delete(mmsi);
    }
    for (const key of tr.pairs ?? []) {
      const [a] = key.split(':').map(Number) as [number];
      this.#close('closeDistance', a, key, now, {}, null, null);
    }
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

/** Without a registry (unit tests): the domain's ports. */
const DOMAIN_PORTS = PORTS.map((p) => p.position);
const DOMAIN_PORT_NAMES = new Map(PORTS.map((p) => [p.code, p.name]));

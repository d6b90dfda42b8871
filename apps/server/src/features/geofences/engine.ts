import {
  CONTINUITY_WINDOW_MS,
  crossedBetween,
  GEOFENCE_RULES,
  newestFix,
  trackKey,
  stepContinuity,
  stepMembership,
  trackTestable,
  type ContinuityState,
  type GeofenceRules,
  type TrackId,
  type Membership,
  type ZoneEventKind,
} from '@pantau/domain';
import { greatCircleM } from '@pantau/geo';
import Flatbush from 'flatbush';
import { compileZone, type CompiledZone, type ZoneDef, type ZoneRef } from './zones.ts';

/** An enter, exit or cross of one vessel and one zone, for later consumers (alerts). */
export interface ZoneEvent {
  kind: ZoneEventKind;
  zone: ZoneRef;
  mmsi: number;
  /**
   * Which ship of the MMSI (position continuity, `stepContinuity`): 0, or 1 for a second
   * ship reporting the same MMSI elsewhere. Each is followed apart.
   */
  track: TrackId;
  /** The time of the report that decided it. */
  t: number;
  lon: number;
  lat: number;
  /** For an enter: when membership began (the first report clearly inside). */
  since?: number;
}

export type ZoneEventListener = (e: ZoneEvent) => void;

/**
 * The zone states of every ship in none: one empty map shared (110,000 vessels' own empty
 * maps were 21 MB of the heap); `#visit` gives a ship its own at its first zone and takes it
 * back at its last. Never written to.
 */
const NO_STATES = new Map<CompiledZone, Membership>();

/** The last report of one ship of an MMSI and its state in the zones near it. */
interface Track {
  mmsi: number;
  id: TrackId;
  lon: number;
  lat: number;
  t: number;
  states: Map<CompiledZone, Membership>;
}

/**
 * The geofence engine: every position is measured against the zones whose box (grown by
 * the hysteresis distance) holds it or the track from the vessel's last report, found with
 * a static R-tree (Flatbush) over the boxes, rebuilt whenever a provider's zones change; so
 * the cost of a position grows with the zones near it. `@pantau/domain`'s geofence rules
 * decide membership, enter, exit and cross.
 */
export class GeofenceEngine {
  readonly rules: GeofenceRules;
  #byProvider = new Map<string, ZoneDef[]>();
  #zones: CompiledZone[] = [];
  #byKey = new Map<string, CompiledZone>();
  #index: Flatbush | null = null;
  /** Per ship: keyed by `trackKey` (the MMSI, negated for a second ship on it). */
  #tracks = new Map<number, Track>();
  #continuity = new Map<number, ContinuityState>();
  #listeners: ZoneEventListener[] = [];
  #stamp = 0;
  /** Positions measured, and events emitted, since start. */
  readonly stats = { positions: 0, events: 0, zones: 0 };

  constructor(rules: Partial<GeofenceRules> = {}) {
    this.rules = { ...GEOFENCE_RULES, ...rules };
  }

  /** Listens to every zone event; returns the way to stop. Listeners must not wait. */
  onZoneEvent(listener: ZoneEventListener): () => void {
    this.#listeners = [...this.#listeners, listener];
    return () => {
      this.#listeners = this.#listeners.filter((l) => l !== listener);
    };
  }

  /**
   * A provider's zones, replacing the ones it gave before. A zone that keeps its key and its
   * shape keeps its members and the vessels' pending states; a zone gone or reshaped loses
   * them (no exit is sent for it).
   */
  setZones(provider: string, zones: readonly ZoneDef[]): void {
    this.#byProvider.set(provider, [...zones]);
    this.#rebuild();
  }

  /** The zones of every provider. */
  zones(): readonly ZoneRef[] {
    return this.#zones;
  }

  zone(key: string): ZoneRef | undefined {
    return this.#byKey.get(key);
  }

  /** Who is inside a zone now: MMSI → when it became a member. */
  members(key: string): ReadonlyMap<number, number> {
    return this.#byKey.get(key)?.members ?? new Map<number, number>();
  }

  /** The zones a vessel is inside now. */
  zonesOf(mmsi: number, id: TrackId = 0): ZoneRef[] {
    const track = this.#tracks.get(trackKey(mmsi, id));
    if (!track) return [];
    return [...track.states].filter(([, m]) => m.inside).map(([z]) => z);
  }

  /**
   * One position report. It joins the track of the ship it can have come from; a report no
   * track can reach (a second ship on the MMSI, far away) is followed as a ship of its own,
   * so no segment is drawn between two ships and no zone is crossed by the jump.
   */
  position(mmsi: number, lon: number, lat: number, t: number): void {
    const before = this.#continuity.get(mmsi);
    const last = newestFix(before);
    if (last && t < last.t) return; // out of order: the newer one already counted
    const cont = stepContinuity(before, { lon, lat, t }, '', CONTINUITY_WINDOW_MS);
    this.#continuity.set(mmsi, cont.state);
    for (const id of cont.ended) this.#end(mmsi, id, t);
    const key = trackKey(mmsi, cont.track.id);
    const track = this.#tracks.get(key);
    this.stats.positions++;
    const stamp = ++this.#stamp;
    const testTrack =
      track !== undefined &&
      trackTestable(greatCircleM(track.lon, track.lat, lon, lat), t - track.t, this.rules);
    let states = track?.states ?? NO_STATES;
    const from = testTrack ? track : undefined;

    const id = cont.track.id;
    for (const zone of states.keys()) {
      states = this.#visit(zone, states, stamp, mmsi, id, lon, lat, t, from);
    }
    const index = this.#index;
    if (index) {
      const hits = from
        ? index.search(
            Math.min(from.lon, lon),
            Math.min(from.lat, lat),
            Math.max(from.lon, lon),
            Math.max(from.lat, lat),
          )
        : index.search(lon, lat, lon, lat);
      for (const i of hits) {
        states = this.#visit(this.#zones[i]!, states, stamp, mmsi, id, lon, lat, t, from);
      }
    }

    if (track) {
      track.lon = lon;
      track.lat = lat;
      track.t = t;
      track.states = states;
    } else {
      this.#tracks.set(key, { mmsi, id, lon, lat, t, states });
    }
  }

  /**
   * A ship's track ended (silent past the window while another ship reports its MMSI, or
   * replaced by a third place): it leaves its zones with an exit at its last report.
   */
  #end(mmsi: number, id: TrackId, t: number): void {
    const key = trackKey(mmsi, id);
    const track = this.#tracks.get(key);
    if (!track) return;
    this.#tracks.delete(key);
    for (const [zone, m] of track.states) {
      if (!m.inside) continue;
      zone.members.delete(mmsi);
      this.#emit('exit', zone, mmsi, id, t, track.lon, track.lat);
    }
  }

  /**
   * One report against one zone: the rules' step, then a cross along the track if none.
   * Answers the vessel's states: its own map from its first zone on, `NO_STATES` when none.
   */
  #visit(
    zone: CompiledZone,
    states: Map<CompiledZone, Membership>,
    stamp: number,
    mmsi: number,
    id: TrackId,
    lon: number,
    lat: number,
    t: number,
    from: Track | undefined,
  ): Map<CompiledZone, Membership> {
    if (zone.seen === stamp) return states;
    zone.seen = stamp;
    const m = states.get(zone);
    const depth = zone.depth(lon, lat);
    const step = stepMembership(m, depth, t, this.rules);
    let kept = states;
    if (step.next) {
      if (kept === NO_STATES) kept = new Map();
      kept.set(zone, step.next);
    } else if (m && kept.delete(zone) && kept.size === 0) {
      kept = NO_STATES;
    }
    if (step.event) {
      if (step.event === 'enter') zone.members.set(mmsi, step.next!.since);
      else if (step.event === 'exit') zone.members.delete(mmsi);
      this.#emit(step.event, zone, mmsi, id, t, lon, lat, step.next?.since);
    } else if (
      from &&
      m === undefined &&
      depth < -this.rules.hysteresisM &&
      crossedBetween(m, zone.depth(from.lon, from.lat), depth, () =>
        zone.meets(from.lon, from.lat, lon, lat),
      )
    ) {
      this.#emit('cross', zone, mmsi, id, t, lon, lat);
    }
    return kept;
  }

  /**
   * Forgets vessels not heard since `before` (the live picture's removal age): their
   * memberships end without an exit, as they leave the picture.
   */
  sweep(before: number): number {
    let n = 0;
    for (const [key, track] of this.#tracks) {
      if (track.t >= before) continue;
      for (const zone of track.states.keys()) zone.members.delete(track.mmsi);
      this.#tracks.delete(key);
      n++;
    }
    for (const [mmsi, cont] of this.#continuity) {
      if (cont.tracks.every((tr) => tr.fix.t < before)) this.#continuity.delete(mmsi);
    }
    return n;
  }

  #emit(
    kind: ZoneEventKind,
    zone: CompiledZone,
    mmsi: number,
    track: TrackId,
    t: number,
    lon: number,
    lat: number,
    since?: number,
  ): void {
    this.stats.events++;
    if (this.#listeners.length === 0) return;
    const ref: ZoneRef = { key: zone.key, provider: zone.provider, id: zone.id, name: zone.name };
    const e: ZoneEvent = {
      kind,
      zone: ref,
      mmsi,
      track,
      t,
      lon,
      lat,
      ...(since ? { since } : {}),
    };
    for (const listener of this.#listeners) listener(e);
  }

  #rebuild(): void {
    const old = this.#byKey;
    const zones: CompiledZone[] = [];
    const byKey = new Map<string, CompiledZone>();
    for (const [provider, defs] of this.#byProvider) {
      for (const def of defs) {
        const zone = compileZone(provider, def, this.rules.hysteresisM);
        if (!zone || byKey.has(zone.key)) continue;
        const before = old.get(zone.key);
        if (before && before.shapeKey === zone.shapeKey) zone.members = before.members;
        zones.push(zone);
        byKey.set(zone.key, zone);
      }
    }
    // Carry each vessel's states over to the new zone objects, or drop them.
    for (const track of this.#tracks.values()) {
      if (track.states.size === 0) continue;
      const states = new Map<CompiledZone, Membership>();
      for (const [zone, m] of track.states) {
        const now = byKey.get(zone.key);
        if (now && now.members === zone.members) states.set(now, m);
      }
      track.states = states;
    }
    let index: Flatbush | null = null;
    if (zones.length > 0) {
      index = new Flatbush(zones.length);
      for (const z of zones) index.add(z.box[0], z.box[1], z.box[2], z.box[3]);
      index.finish();
    }
    this.#zones = zones;
    this.#byKey = byKey;
    this.#index = index;
    this.stats.zones = zones.length;
  }
}

import {
  alkiAt,
  circlingStep,
  conservationAt,
  destinationMatches,
  PORTS,
  signalOffStep,
  slowStep,
  type CirclingSample,
  type PositionEvent,
  type PuskodalThresholds,
  type PuskodalType,
  type VesselEvent,
  type VoyageEvent,
} from '@pantau/domain';
import { greatCircleM } from '@pantau/geo';
import type { NewRow, RowFields } from './puskodal.repo.ts';

/** What the watcher reads of the live picture. */
export interface PictureReader {
  get(
    mmsi: number,
  ): { name: string | null; destination: string | null; aisClass: 'A' | 'B' | null } | undefined;
}

/** A port the watcher knows: where it is, and what a voyage's destination may call it. */
export interface WatcherPort {
  /** UN/LOCODE, or '' when it has none. */
  code: string;
  name: string;
  position: readonly [number, number];
  /** Other names a destination may give (the port's alternate names). */
  aliases?: readonly string[];
}

export interface WatcherOptions {
  thresholds: PuskodalThresholds;
  picture: PictureReader;
  /** Whether the vessel is on the blacklist now. */
  blacklisted: (mmsi: number) => boolean;
  /** A rule fired (the feature stores it). */
  row: (r: NewRow) => void;
  /** Metres from a port within which a vessel is in it (the alert rules' port circle). */
  portM: number;
  /** The ports (the registry's); the domain's district and quick-zoom ports when not given. */
  ports?: () => readonly WatcherPort[];
}

interface Track {
  lastT: number;
  slowSince: number | null;
  circling: readonly CirclingSample[];
  gaps: readonly (readonly [number, number])[];
  area: string | null;
  alki: boolean;
  lastPort: string | null;
  destination: string | null;
  maxSog: number;
  maxSogDay: number;
  heardDay: number;
}

const DAY = 86_400_000;
/** Destinations whose verdict is kept (AIS gives 20 characters: any number of spellings). */
const MAX_DESTINATIONS = 20_000;

/** A known port within `radiusM`, if any. */
function portNear(ports: readonly WatcherPort[], lon: number, lat: number, radiusM: number) {
  for (const p of ports) {
    if (Math.abs(p.position[1] - lat) > 1) continue;
    if (greatCircleM(lon, lat, p.position[0], p.position[1]) <= radiusM) return p;
  }
  return undefined;
}

function nearestPort(ports: readonly WatcherPort[], lon: number, lat: number) {
  let best: WatcherPort | undefined;
  let bestM = Infinity;
  for (const p of ports) {
    const m = greatCircleM(lon, lat, p.position[0], p.position[1]);
    if (m < bestM) [best, bestM] = [p, m];
  }
  return best;
}

/** What a destination may name: each port by its name and by each alias, with its code. */
function destinationNames(ports: readonly WatcherPort[]): { name: string; code: string }[] {
  return ports.flatMap((p) => [p, ...(p.aliases ?? []).map((name) => ({ name, code: p.code }))]);
}

/**
 * The Puskodal rules over the live picture's events (issue #17, SPEC §2.27): a small state
 * per vessel, the rules of `@pantau/domain` on each report, and a row each time one fires,
 * at most once per type and vessel in `repeatMs`. Runs where the alert engine runs.
 */
export class PuskodalWatcher {
  readonly #o: WatcherOptions;
  readonly #tracks = new Map<number, Track>();
  readonly #fired = new Map<string, number>();
  /**
   * The names of the ports last given, worked out once per list, and the verdict on each
   * destination written so far (a few hundred ports' names matched per voyage report was a
   * twentieth of the whole server's time flat out; ships repeat a few hundred destinations).
   */
  #destinations: {
    of: readonly WatcherPort[];
    names: { name: string; code: string }[];
    verdicts: Map<string, boolean>;
  } | null = null;

  constructor(o: WatcherOptions) {
    this.#o = o;
  }

  #ports(): readonly WatcherPort[] {
    return this.#o.ports?.() ?? PORTS;
  }

  #destinationMatches(destination: string | null): boolean {
    const ports = this.#ports();
    if (this.#destinations?.of !== ports) {
      this.#destinations = { of: ports, names: destinationNames(ports), verdicts: new Map() };
    }
    const { names, verdicts } = this.#destinations;
    const key = destination ?? '';
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      verdict = destinationMatches(destination, names);
      if (verdicts.size >= MAX_DESTINATIONS) verdicts.clear();
      verdicts.set(key, verdict);
    }
    return verdict;
  }

  get vessels(): number {
    return this.#tracks.size;
  }

  /** The highest speed heard today (UTC+7 day), for the ship information. */
  maxSpeed(mmsi: number, now: number): number | null {
    const tr = this.#tracks.get(mmsi);
    if (!tr || tr.maxSogDay !== wibDayOf(now)) return null;
    return tr.maxSog;
  }

  event(e: VesselEvent): void {
    if (e.kind === 'position') this.#position(e);
    else if (e.kind === 'voyage') this.#voyage(e);
  }

  reset(): void {
    this.#tracks.clear();
    this.#fired.clear();
  }

  /** Forgets vessels not heard for `expireMs`. */
  sweep(now: number, expireMs: number): void {
    for (const [mmsi, tr] of this.#tracks) if (now - tr.lastT > expireMs) this.#tracks.delete(mmsi);
    for (const [k, t] of this.#fired)
      if (now - t > this.#o.thresholds.repeatMs) this.#fired.delete(k);
  }

  #track(mmsi: number, t: number): Track {
    let tr = this.#tracks.get(mmsi);
    if (!tr) {
      tr = {
        lastT: t,
        slowSince: null,
        circling: [],
        gaps: [],
        area: null,
        alki: false,
        lastPort: null,
        destination: null,
        maxSog: 0,
        maxSogDay: wibDayOf(t),
        heardDay: -1,
      };
      this.#tracks.set(mmsi, tr);
    }
    return tr;
  }

  #position(e: PositionEvent): void {
    const th = this.#o.thresholds;
    const known = this.#tracks.has(e.mmsi);
    const tr = this.#track(e.mmsi, e.t);
    if (known && e.t < tr.lastT) return;
    const prevT = known ? tr.lastT : null;
    tr.lastT = e.t;
    const day = wibDayOf(e.t);
    if (tr.maxSogDay !== day) [tr.maxSog, tr.maxSogDay] = [0, day];
    if (e.sog !== null && e.sog > tr.maxSog) tr.maxSog = e.sog;
    const port = portNear(this.#ports(), e.lon, e.lat, this.#o.portM);
    if (port) tr.lastPort = port.name;
    const fix = {
      t: e.t,
      lon: e.lon,
      lat: e.lat,
      sog: e.sog,
      cog: e.cog,
      navStatus: e.navStatus,
      inPort: port !== undefined,
    };
    const at = { lon: e.lon, lat: e.lat };

    const slow = slowStep(tr.slowSince, fix, th);
    tr.slowSince = slow.since;
    if (slow.slow) this.#fire('slow', e.mmsi, e.t, at, { ship_date: slow.since ?? e.t });

    const circling = circlingStep(tr.circling, fix, th);
    tr.circling = circling.samples;
    if (circling.circling) {
      const hours = Math.round(circling.hours * 10) / 10;
      const lane = alkiAt(e.lon, e.lat);
      this.#fire('circling', e.mmsi, e.t, at, { total_jam_muter: hours });
      if (lane)
        this.#fire('circlingAlki', e.mmsi, e.t, at, { total_jam_muter: hours, ports: lane.name });
    }

    const signal = signalOffStep(tr.gaps, prevT, e.t, th);
    tr.gaps = signal.gaps;
    if (signal.totalMs >= th.signalOffMs) {
      const hours = Math.round((signal.totalMs / 3_600_000) * 10) / 10;
      this.#fire('signalOff', e.mmsi, e.t, at, { total_jam_mati: hours });
    }

    const area = conservationAt(e.lon, e.lat);
    if (area && tr.area !== area.id) {
      this.#fire('conservation', e.mmsi, e.t, at, { ports: area.name }, area.id);
    }
    tr.area = area?.id ?? null;

    if (tr.heardDay !== day && this.#o.blacklisted(e.mmsi)) {
      tr.heardDay = day;
      this.#fire('blacklist', e.mmsi, e.t, at, {
        ports: nearestPort(this.#ports(), e.lon, e.lat)?.name ?? null,
      });
    }
  }

  #voyage(e: VoyageEvent): void {
    if (this.#o.picture.get(e.mmsi)?.aisClass !== 'A') return;
    const tr = this.#tracks.get(e.mmsi);
    if (!tr || tr.destination === e.destination) return;
    tr.destination = e.destination;
    if (this.#destinationMatches(e.destination)) return;
    this.#fire(
      'nowhere',
      e.mmsi,
      e.t,
      null,
      {
        last_port: tr.lastPort,
        next_port_name: e.destination,
        last_port_country: tr.lastPort ? 'Indonesia' : null,
        next_port_country: null,
      },
      e.destination ?? '',
    );
  }

  #fire(
    type: PuskodalType,
    mmsi: number,
    t: number,
    at: { lon: number; lat: number } | null,
    fields: RowFields,
    behaviour = '',
  ): void {
    const key = `${type}:${mmsi}:${behaviour}`;
    const last = this.#fired.get(key);
    if (last !== undefined && t - last < this.#o.thresholds.repeatMs) return;
    this.#fired.set(key, t);
    this.#o.row({
      type,
      mmsi,
      shipname: this.#o.picture.get(mmsi)?.name ?? null,
      t,
      lon: at?.lon ?? null,
      lat: at?.lat ?? null,
      fields,
    });
  }
}

/** The UTC+7 day number of a time (days since 1970-01-01 in UTC+7). */
function wibDayOf(t: number): number {
  return Math.floor((t + 7 * 3_600_000) / DAY);
}

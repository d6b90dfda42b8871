import type { VesselEvent } from '@pantau/domain';
import type { FleetPatch, FleetRepo } from './fleet.repo.ts';

/**
 * How often what the hub told is written to the fleet table: every moving vessel changes
 * between two flushes, so this bounds the writes to one row per vessel per 10 s.
 */
export const FLEET_FLUSH_MS = 10_000;

/**
 * Keeps Database Kapal's fleet: the hub's events folded per MMSI in memory (newest wins,
 * nothing allocated per event beyond the vessel's patch) and written every `FLEET_FLUSH_MS`
 * in batches. Runs on the hot path: it never waits.
 */
export class FleetSink {
  readonly #repo: FleetRepo;
  #pending = new Map<number, FleetPatch>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();
  readonly #onError: (err: unknown) => void;

  constructor(repo: FleetRepo, onError: (err: unknown) => void) {
    this.#repo = repo;
    this.#onError = onError;
  }

  event = (e: VesselEvent): void => {
    let p = this.#pending.get(e.mmsi);
    if (!p) {
      p = { mmsi: e.mmsi, t: e.t, first: e.t };
      this.#pending.set(e.mmsi, p);
    }
    if (e.t > p.t) p.t = e.t;
    if (e.t < (p.first ?? e.t)) p.first = e.t;
    p.src = e.source;
    if (e.kind === 'position') {
      p.lat = e.lat;
      p.lon = e.lon;
      p.nav_status = e.navStatus;
      if (e.aisClass) p.ais_class = e.aisClass;
    } else if (e.kind === 'static') {
      if (e.name !== null) p.name = e.name;
      if (e.callSign !== null) p.call_sign = e.callSign;
      if (e.imo !== null) p.imo = e.imo;
      if (e.shipType !== null) p.ship_type = e.shipType;
      if (e.toBow !== null) p.to_bow = e.toBow;
      if (e.toStern !== null) p.to_stern = e.toStern;
      if (e.toPort !== null) p.to_port = e.toPort;
      if (e.toStarboard !== null) p.to_starboard = e.toStarboard;
      if (e.aisVersion != null) p.ais_version = e.aisVersion;
      if (e.vendorId != null) p.vendor_id = e.vendorId;
      if (e.aisClass) p.ais_class = e.aisClass;
    } else if (e.destination !== null) {
      p.destination = e.destination;
    }
  };

  start(): void {
    this.#timer ??= setInterval(() => void this.flush(), FLEET_FLUSH_MS);
    this.#timer.unref();
  }

  /** Writes what is pending (one flush at a time). */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(async () => {
      if (this.#pending.size === 0) return;
      const batch = [...this.#pending.values()];
      this.#pending = new Map();
      try {
        await this.#repo.upsert(batch);
      } catch (err) {
        this.#onError(err);
      }
    });
    return this.#flushing;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }
}

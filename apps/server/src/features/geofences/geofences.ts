import type { FastifyBaseLogger } from 'fastify';
import type { GeofenceEngine, ZoneEventListener } from './engine.ts';
import type { ZoneDef, ZoneRef } from './zones.ts';

export type { ZoneDef, ZoneRef, ZoneShape } from './zones.ts';
export type { ZoneEvent, ZoneEventListener } from './engine.ts';

/**
 * Where zones come from: a feature registers one provider per kind of zone (AOIs, port
 * boundaries, published lanes and zones, later the ZEE); its `name` prefixes its zones' keys
 * (`aoi:12`, `port:IDTPP`, `map-feature:34`, `zee:…`).
 */
export interface ZoneProvider {
  name: string;
  load: () => readonly ZoneDef[] | Promise<readonly ZoneDef[]>;
}

/** What a provider holds to say its zones changed. */
export interface ZoneProviderHandle {
  /** Loads the provider's zones again and puts them in the engine; no restart. */
  reload: () => Promise<void>;
}

/**
 * The geofences decoration (`app.geofences`): features register zone providers, and later
 * consumers (alerts) listen to zone events and read memberships.
 */
export class Geofences {
  readonly engine: GeofenceEngine;
  readonly #log: FastifyBaseLogger;
  readonly #providers = new Map<string, { provider: ZoneProvider; generation: number }>();
  #ready = false;

  constructor(engine: GeofenceEngine, log: FastifyBaseLogger) {
    this.engine = engine;
    this.#log = log;
  }

  /** Registers a provider; its zones are loaded when the app is ready, or now if it is. */
  register(provider: ZoneProvider): ZoneProviderHandle {
    if (this.#providers.has(provider.name)) {
      throw new Error(`zone provider ${provider.name} registered twice`);
    }
    this.#providers.set(provider.name, { provider, generation: 0 });
    const handle = { reload: () => this.#load(provider.name) };
    if (this.#ready) void handle.reload();
    return handle;
  }

  /** Loads every provider (the app's onReady). */
  async start(): Promise<void> {
    this.#ready = true;
    await Promise.all([...this.#providers.keys()].map((name) => this.#load(name)));
  }

  /**
   * Every enter, exit and cross, synchronously on the hub's hot path (a listener must not
   * wait; one that throws is logged, not let through to ingest); returns the way to stop.
   */
  onZoneEvent(listener: ZoneEventListener): () => void {
    return this.engine.onZoneEvent((e) => {
      try {
        listener(e);
      } catch (err) {
        this.#log.error({ err, zone: e.zone.key }, 'zone event listener failed');
      }
    });
  }

  /** Who is inside a zone now (MMSI → since). */
  members(provider: string, id: string | number): ReadonlyMap<number, number> {
    return this.engine.members(`${provider}:${id}`);
  }

  zones(): readonly ZoneRef[] {
    return this.engine.zones();
  }

  async #load(name: string): Promise<void> {
    const entry = this.#providers.get(name);
    if (!entry || !this.#ready) return;
    const generation = ++entry.generation;
    try {
      const zones = await entry.provider.load();
      // A later reload started meanwhile: its answer is the newer one.
      if (generation !== entry.generation) return;
      this.engine.setZones(name, zones);
      this.#log.debug({ provider: name, zones: zones.length }, 'geofence zones loaded');
    } catch (err) {
      this.#log.error({ err, provider: name }, 'geofence zones not loaded; the old ones stay');
    }
  }
}

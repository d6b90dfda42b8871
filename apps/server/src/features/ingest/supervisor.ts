import type { SourceKind } from '@pantau/contracts';
import {
  createDriver,
  FailedDriver,
  isListener,
  type Driver,
  type DriverContext,
  type Connection,
  type DriverCounter,
} from './drivers/index.ts';
import type { IngestPipeline } from './pipeline.ts';
import { SourceStats } from './source-stats.ts';
import { BUILT_IN_SIMULATOR_IDS, type SourceConfig } from './source-config.ts';

/** A running source: its configuration, driver and counters. */
export interface SourceRuntime {
  config: SourceConfig;
  driver: Driver;
  stats: SourceStats;
}

/** What every source runs within (`config.feeds`, and the HTTP port no listener may take). */
export interface FeedLimits {
  maxConnections: number;
  maxPerAddress: number;
  idleMs: number;
  captureDir: string;
  /** Ports no listener source may bind (the server's own HTTP port). */
  reservedPorts: readonly number[];
}

/**
 * Where a source kind's bytes go when they are not AIS (the radar kinds): a writer per
 * connection, given the source and its counters.
 */
export type KindOpener = (config: SourceConfig, stats: SourceStats) => Connection;

/** What the picture needs of a source another process runs. */
type Elsewhere = Pick<SourceConfig, 'name' | 'satellite'>;

/**
 * Runs every enabled source (it replaces the old system's PM2): starts, stops and restarts
 * drivers, which reconnect with backoff themselves, and keeps each source's counters. A
 * source that cannot start is kept, marked failed with the reason; it never stops the rest.
 */
export class Supervisor {
  readonly #pipeline: IngestPipeline;
  readonly #log: DriverContext['log'];
  readonly #limits: FeedLimits;
  readonly #runtimes = new Map<number, SourceRuntime>();
  readonly #openers = new Map<SourceKind, KindOpener>();
  /** Sources run by other processes (scale-out): for the picture's satellite rule. */
  #elsewhere: { configs: readonly Elsewhere[]; simulated: boolean } = {
    configs: [],
    simulated: false,
  };

  constructor(pipeline: IngestPipeline, log: DriverContext['log'], limits: FeedLimits) {
    this.#pipeline = pipeline;
    this.#log = log;
    this.#limits = limits;
  }

  /**
   * A feature takes the feed of a source kind (radar tracks): its sources' connections are
   * opened by `opener` instead of the AIS pipeline (asked at each connection).
   */
  handleKind(kind: SourceKind, opener: KindOpener): void {
    this.#openers.set(kind, opener);
  }

  get captureDir(): string {
    return this.#limits.captureDir;
  }

  get reservedPorts(): readonly number[] {
    return this.#limits.reservedPorts;
  }

  get(id: number): SourceRuntime | undefined {
    return this.#runtimes.get(id);
  }

  runtimes(): IterableIterator<SourceRuntime> {
    return this.#runtimes.values();
  }

  /** The picture comes from the built-in simulator (no source is configured). */
  get simulated(): boolean {
    return BUILT_IN_SIMULATOR_IDS.some((id) => this.#runtimes.has(id)) || this.#elsewhere.simulated;
  }

  isSatellite = (name: string): boolean => {
    for (const r of this.#runtimes.values()) if (r.config.name === name) return r.config.satellite;
    for (const c of this.#elsewhere.configs) if (c.name === name) return c.satellite;
    return false;
  };

  /** What ingest processes elsewhere run (an API process on NATS learns it from them). */
  runningElsewhere(configs: readonly Elsewhere[], simulated: boolean): void {
    this.#elsewhere = { configs, simulated };
  }

  /**
   * Starts (or restarts with the new settings) one source; a disabled one is stopped. A
   * source that cannot run as configured (a port out of range or reserved, a missing path)
   * is kept as failed, with the reason in its status.
   */
  async run(config: SourceConfig): Promise<void> {
    const previous = this.#runtimes.get(config.id);
    if (previous) await previous.driver.stop();
    const stats = previous?.stats ?? new SourceStats();
    const log = {
      info: (o: object, m: string) => this.#log.info({ source: config.name, ...o }, m),
      warn: (o: object, m: string) => this.#log.warn({ source: config.name, ...o }, m),
    };
    const ctx: DriverContext = {
      open: () =>
        this.#openers.get(config.kind)?.(config, stats) ??
        this.#pipeline.connection(config.name, stats, { checksum: config.checksum }),
      count: (counter: DriverCounter) => {
        stats[counter]++;
        if (counter === 'overlong') stats.decodeErrors++;
      },
      log,
    };
    let driver: Driver;
    try {
      driver = this.#driver(config, ctx);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      log.warn({ reason }, 'source cannot start');
      driver = new FailedDriver(reason);
    }
    this.#runtimes.set(config.id, { config, driver, stats });
    if (config.enabled) driver.start();
  }

  #driver(config: SourceConfig, ctx: DriverContext): Driver {
    const l = this.#limits;
    if (isListener(config.kind) && config.port !== null && l.reservedPorts.includes(config.port)) {
      throw new Error(`port ${config.port} is the server's HTTP port`);
    }
    return createDriver(config, ctx, {
      listener: {
        maxConnections: l.maxConnections,
        maxPerAddress: l.maxPerAddress,
        idleMs: l.idleMs,
        allow: config.allow,
      },
      captureDir: l.captureDir,
    });
  }

  async restart(id: number): Promise<boolean> {
    const r = this.#runtimes.get(id);
    if (!r) return false;
    await this.run(r.config);
    return true;
  }

  async remove(id: number): Promise<void> {
    const r = this.#runtimes.get(id);
    this.#runtimes.delete(id);
    await r?.driver.stop();
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.#runtimes.values()].map((r) => r.driver.stop()));
  }
}

import { createDriver, type Driver, type DriverContext } from './drivers/index.ts';
import type { IngestPipeline } from './pipeline.ts';
import { SourceStats } from './source-stats.ts';
import { BUILT_IN_SIMULATOR_ID, type SourceConfig } from './source-config.ts';

/** A running source: its configuration, driver and counters. */
export interface SourceRuntime {
  config: SourceConfig;
  driver: Driver;
  stats: SourceStats;
}

/**
 * Runs every enabled source (it replaces the old system's PM2): starts, stops and restarts
 * drivers, which reconnect with backoff themselves, and keeps each source's counters.
 */
export class Supervisor {
  readonly #pipeline: IngestPipeline;
  readonly #log: DriverContext['log'];
  readonly #runtimes = new Map<number, SourceRuntime>();

  constructor(pipeline: IngestPipeline, log: DriverContext['log']) {
    this.#pipeline = pipeline;
    this.#log = log;
  }

  get(id: number): SourceRuntime | undefined {
    return this.#runtimes.get(id);
  }

  runtimes(): IterableIterator<SourceRuntime> {
    return this.#runtimes.values();
  }

  /** The picture comes from the built-in simulator (no source is configured). */
  get simulated(): boolean {
    return this.#runtimes.has(BUILT_IN_SIMULATOR_ID);
  }

  isSatellite = (name: string): boolean => {
    for (const r of this.#runtimes.values()) if (r.config.name === name) return r.config.satellite;
    return false;
  };

  /**
   * Starts (or restarts with the new settings) one source; a disabled one is stopped. Throws
   * when the source cannot run as configured (a port out of range, a missing path).
   */
  async run(config: SourceConfig): Promise<void> {
    const previous = this.#runtimes.get(config.id);
    if (previous) await previous.driver.stop();
    const stats = previous?.stats ?? new SourceStats();
    const log = {
      info: (o: object, m: string) => this.#log.info({ source: config.name, ...o }, m),
      warn: (o: object, m: string) => this.#log.warn({ source: config.name, ...o }, m),
    };
    const driver = createDriver(config, {
      open: () => this.#pipeline.connection(config.name, stats),
      log,
    });
    this.#runtimes.set(config.id, { config, driver, stats });
    if (config.enabled) driver.start();
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

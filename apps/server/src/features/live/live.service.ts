import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SourceBody } from '@pantau/contracts';
import { DEFAULT_AGE_POLICY, type VesselEvent } from '@pantau/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AtonRepo } from '../aton/aton.repo.ts';
import { AidsToNavigation } from '../aton/atons.ts';
import type { HistoryRepo } from '../history/history.repo.ts';
import { HistoryWriter } from '../history/history-writer.ts';
import { IngestPipeline } from '../ingest/pipeline.ts';
import { Supervisor } from '../ingest/supervisor.ts';
import type { SourceConfig, SourcesRepo } from '../sources/sources.repo.ts';
import { LivePicture, type VesselState } from './live-picture.ts';

export interface LiveSettings {
  dataDir: string;
  /** Sources declared as code (PANTAU_SOURCES), created or updated by name at start. */
  declaredSources: SourceBody[];
  /** Run the simulator when no source is configured. */
  simulatorWhenEmpty: boolean;
  /** Days of position history kept. */
  historyDays: number;
  /** A vessel not heard of this long leaves the picture (class B and satellite: 3×). */
  removeAfterMs: number;
}

/** Starts the built-in simulator on a loopback port (given by main.ts; absent in tests). */
export type SimulatorFactory = () => Promise<{ port: number; close: () => Promise<void> }>;

const SNAPSHOT = 'live-snapshot.json';
/** Aids heard are written to the store this often. */
const AIDS_FLUSH_MS = 5_000;
/** The simulator's runtime id: never a database id. */
const SIMULATOR_ID = -1;

/**
 * The live side of the server in one place: the picture, the ingest pipeline, the source
 * supervisor and the history writer, with their timers; started and stopped with the app.
 */
export class LiveService {
  readonly picture: LivePicture;
  readonly pipeline: IngestPipeline;
  readonly supervisor: Supervisor;
  readonly history: HistoryWriter;
  readonly historyRepo: HistoryRepo;
  /** Aids to navigation (SBNP) heard over AIS. */
  readonly aids: AidsToNavigation;
  simulated = false;
  readonly #settings: LiveSettings;
  readonly #sources: SourcesRepo;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => number;
  readonly #simulator: SimulatorFactory | undefined;
  #simulatorHandle: { close: () => Promise<void> } | undefined;
  #timers: NodeJS.Timeout[] = [];

  constructor(opts: {
    settings: LiveSettings;
    sources: SourcesRepo;
    historyRepo: HistoryRepo;
    atonRepo: AtonRepo;
    log: FastifyBaseLogger;
    now: () => number;
    simulator?: SimulatorFactory;
  }) {
    this.#settings = opts.settings;
    this.#sources = opts.sources;
    this.#log = opts.log;
    this.#now = opts.now;
    this.#simulator = opts.simulator;
    this.historyRepo = opts.historyRepo;
    this.history = new HistoryWriter(opts.historyRepo, {
      onError: (err) => this.#log.error({ err }, 'history write failed; will retry'),
    });
    this.aids = new AidsToNavigation(opts.atonRepo);
    this.picture = new LivePicture({
      policy: { ...DEFAULT_AGE_POLICY, removeMs: opts.settings.removeAfterMs },
      // Asked only once sources run, when the supervisor below exists.
      isSatellite: (s) => this.supervisor.isSatellite(s),
    });
    this.pipeline = new IngestPipeline({
      picture: this.picture,
      now: opts.now,
      sinks: [(e: VesselEvent) => this.history.add(e, this.picture.get(e.mmsi))],
      onAton: (r) => this.aids.apply(r),
    });
    this.supervisor = new Supervisor(this.pipeline, {
      info: (o, m) => this.#log.info(o, m),
      warn: (o, m) => this.#log.warn(o, m),
    });
  }

  async start(): Promise<void> {
    await this.#loadSnapshot();
    await this.aids.load();
    for (const declared of this.#settings.declaredSources) {
      const existing = await this.#sources.byName(declared.name);
      if (existing) await this.#sources.update(existing.id, declared);
      else await this.#sources.create(declared);
    }
    const sources = await this.#sources.list();
    for (const s of sources) await this.supervisor.run(s);
    if (sources.length === 0 && this.#settings.simulatorWhenEmpty && this.#simulator) {
      await this.#startSimulator();
    }
    this.history.start();
    this.#every(10_000, () => this.picture.sweep(this.#now()));
    this.#every(AIDS_FLUSH_MS, () => void this.#flushAids());
    this.#every(3_600_000, () => void this.#purge());
  }

  async #startSimulator(): Promise<void> {
    if (!this.#simulator) return;
    const sim = await this.#simulator();
    this.#simulatorHandle = sim;
    this.simulated = true;
    await this.supervisor.run(simulatorSource(sim.port));
    this.#log.warn({ port: sim.port }, 'no AIS source configured: showing the built-in simulator');
  }

  /** A real source was added: the simulated picture gives way to it. */
  async realSourceAdded(): Promise<void> {
    if (!this.simulated) return;
    this.simulated = false;
    await this.supervisor.remove(SIMULATOR_ID);
    await this.#simulatorHandle?.close();
    this.#simulatorHandle = undefined;
  }

  #every(ms: number, f: () => void): void {
    const t = setInterval(f, ms);
    t.unref();
    this.#timers.push(t);
  }

  async #purge(): Promise<void> {
    const before = this.#now() - this.#settings.historyDays * 86_400_000;
    try {
      const n = await this.historyRepo.purge(before);
      if (n > 0) this.#log.info({ deleted: n }, 'old positions removed');
      const aids = await this.aids.purge(before);
      if (aids > 0) this.#log.info({ deleted: aids }, 'aids to navigation not heard removed');
    } catch (err) {
      this.#log.error({ err }, 'history retention failed');
    }
  }

  async #flushAids(): Promise<void> {
    try {
      await this.aids.flush();
    } catch (err) {
      this.#log.error({ err }, 'aids to navigation not saved; will retry');
    }
  }

  async stop(): Promise<void> {
    for (const t of this.#timers) clearInterval(t);
    this.#timers = [];
    await this.supervisor.stopAll();
    await this.#simulatorHandle?.close();
    await this.history.stop();
    await this.historyRepo.close();
    await this.#flushAids();
    await this.#saveSnapshot();
  }

  async #loadSnapshot(): Promise<void> {
    const file = join(this.#settings.dataDir, SNAPSHOT);
    if (!existsSync(file)) return;
    try {
      const states = JSON.parse(await readFile(file, 'utf8')) as VesselState[];
      this.picture.load(states);
      this.picture.sweep(this.#now());
      this.#log.info({ vessels: this.picture.size }, 'live picture restored');
    } catch (err) {
      this.#log.warn({ err }, 'live snapshot unreadable; starting empty');
    }
  }

  async #saveSnapshot(): Promise<void> {
    const file = join(this.#settings.dataDir, SNAPSHOT);
    try {
      await writeFile(`${file}.tmp`, JSON.stringify(this.picture.dump()));
      await rename(`${file}.tmp`, file);
    } catch (err) {
      this.#log.error({ err }, 'live snapshot not saved');
    }
  }
}

function simulatorSource(port: number): SourceConfig {
  return {
    id: SIMULATOR_ID,
    name: 'simulator',
    kind: 'simulator',
    host: '127.0.0.1',
    port,
    path: null,
    speed: null,
    satellite: false,
    district: null,
    parentId: null,
    enabled: true,
  };
}

import type { SourceView } from '@pantau/contracts';
import {
  sourceLocation,
  sourceUptimeKind,
  weatherReading,
  type LocationPort,
  type WeatherValue,
} from '@pantau/domain';
import type { InfrastructureRepo, Sensor } from './infrastructure.repo.ts';
import { probe } from './probe.ts';
import type { UptimeTracker } from './tracker.ts';

/** How often feed sources' connection states are sampled (in memory, cheap). */
export const SOURCE_SAMPLE_MS = 1000;
/** Sources' chosen locations are read again after this long (another process may set them). */
const MAPPING_TTL_MS = 30_000;
/** Sensors checked at once. */
const PARALLEL = 8;

export const sensorKey = (id: number) => `sensor:${id}`;
export const sourceKey = (id: number) => `source:${id}`;

/** A source's own position, where its kind has one (a radar's). */
type Placed = SourceView & { radarLon?: number | null; radarLat?: number | null };

export interface CheckerDeps {
  repo: InfrastructureRepo;
  tracker: UptimeTracker;
  /** The running feed sources and their engine states (the sources feature). */
  sources: () => readonly SourceView[];
  /** The registry's ports (locations). */
  ports: () => Promise<readonly LocationPort[]>;
  checkMs: number;
  now: () => number;
  warn: (o: object, m: string) => void;
}

/**
 * The health checker: every `checkMs` it checks each port sensor (HTTP GET or TCP connect,
 * within min(checkMs, 10 s)); every second it samples each feed source's connection state
 * (connected or listening is up), placed at its location; both feed the uptime tracker,
 * whose credits are stored after each round of checks.
 */
export class InfrastructureChecker {
  readonly #d: CheckerDeps;
  readonly #readings = new Map<number, { at: number; values: WeatherValue[] | null }>();
  #sensorTimer: NodeJS.Timeout | undefined;
  #sourceTimer: NodeJS.Timeout | undefined;
  #checking: Promise<void> | null = null;
  #sampling: Promise<void> | null = null;
  #stopped = false;
  #mapping: { at: number; map: Promise<Map<number, string>> } | null = null;

  constructor(deps: CheckerDeps) {
    this.#d = deps;
  }

  get timeoutMs(): number {
    return Math.min(this.#d.checkMs, 10_000);
  }

  start(): void {
    this.#stopped = false;
    const round = () => {
      void this.checkSensors()
        .then(() => this.#d.tracker.flush())
        .catch((err: unknown) => this.#d.warn({ err }, 'sensor check failed'));
    };
    const sample = () => {
      void this.sampleSources().catch((err: unknown) =>
        this.#d.warn({ err }, 'source sampling failed'),
      );
    };
    round();
    sample();
    this.#sensorTimer = setInterval(round, this.#d.checkMs);
    this.#sourceTimer = setInterval(sample, Math.min(SOURCE_SAMPLE_MS, this.#d.checkMs));
    this.#sensorTimer.unref();
    this.#sourceTimer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#sensorTimer);
    clearInterval(this.#sourceTimer);
    await this.#checking;
    await this.#sampling;
    await this.#d.tracker.flush();
  }

  /** One round now: every sensor checked, every source sampled, credits stored. */
  async checkNow(): Promise<void> {
    // A round already running took its time before this call: let it end, then take one now
    // (joining it counted the sources at its earlier time: a flaky uptime under load).
    await this.#sampling;
    await this.sampleSources();
    await this.checkSensors();
    await this.#d.tracker.flush();
  }

  /** A weather sensor's latest JSON reading. */
  reading(id: number): { at: number; values: WeatherValue[] | null } | undefined {
    return this.#readings.get(id);
  }

  /** Sources' chosen locations changed (here; another process's change is read within 30 s). */
  sourceLocationsChanged(): void {
    this.#mapping = null;
  }

  #sourceLocations(): Promise<Map<number, string>> {
    const now = performance.now();
    if (!this.#mapping || now - this.#mapping.at > MAPPING_TTL_MS) {
      const map = this.#d.repo.sourceLocations();
      this.#mapping = { at: now, map };
      map.catch(() => {
        this.#mapping = null;
      });
    }
    return this.#mapping.map;
  }

  /** A sensor was removed: it is not followed any more. */
  forget(id: number): void {
    this.#d.tracker.forget(sensorKey(id));
    this.#readings.delete(id);
  }

  /** Checks one sensor now (after it was added or changed). */
  async checkOne(s: Sensor): Promise<void> {
    const r = await probe(s, this.timeoutMs, s.kind === 'weather');
    if (s.kind === 'weather' && r.up) {
      this.#readings.set(s.id, {
        at: this.#d.now(),
        values: r.json === undefined ? null : weatherReading(r.json),
      });
    }
    await this.#d.tracker.observe(sensorKey(s.id), {
      locationId: s.locationId,
      kind: s.kind,
      up: r.up,
      error: r.error,
      latencyMs: r.latencyMs,
      at: this.#d.now(),
      maxGapMs: 3 * this.#d.checkMs,
    });
  }

  checkSensors(): Promise<void> {
    this.#checking ??= (async () => {
      try {
        const sensors = await this.#d.repo.sensors();
        for (let i = 0; i < sensors.length && !this.#stopped; i += PARALLEL) {
          await Promise.all(sensors.slice(i, i + PARALLEL).map((s) => this.checkOne(s)));
        }
      } finally {
        this.#checking = null;
      }
    })();
    return this.#checking;
  }

  sampleSources(): Promise<void> {
    this.#sampling ??= (async () => {
      try {
        const [ports, mapping] = await Promise.all([this.#d.ports(), this.#sourceLocations()]);
        const at = this.#d.now();
        for (const s of this.#d.sources() as Placed[]) {
          await this.#d.tracker.observe(sourceKey(s.id), {
            locationId: sourceLocation(
              { id: s.id, district: s.district, lon: s.radarLon, lat: s.radarLat },
              mapping,
              ports,
            ),
            kind: sourceUptimeKind(s.kind),
            up: s.status.engineStatus,
            error: s.status.engineStatus ? null : (s.status.detail ?? s.status.engine),
            at,
            maxGapMs: 5 * Math.min(SOURCE_SAMPLE_MS, this.#d.checkMs),
          });
        }
      } finally {
        this.#sampling = null;
      }
    })();
    return this.#sampling;
  }
}

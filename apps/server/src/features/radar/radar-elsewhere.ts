import type { RadarTarget } from '@pantau/contracts';
import type { DarkTargetEvent } from './radar-tracks.ts';

/** What a radar source near a point needs for the port's RADAR status. */
export interface RadarSourceStatus {
  id: number;
  site: readonly [number, number] | null;
  enabled: boolean;
  connected: boolean;
}

/** What an ingest process reports of its radar picture each tick. */
export interface RadarReport {
  process: string;
  at: number;
  targets: RadarTarget[];
  sources: RadarSourceStatus[];
}

interface DarkMessage {
  process: string;
  event: DarkTargetEvent;
}

/** A report not renewed this long no longer counts (its process is gone). */
const REPORT_EXPIRY_MS = 15_000;

/** The bus the processes share (NATS on a scale-out). */
export interface RadarBus {
  publish(subject: string, data: Uint8Array): void;
  subscribe(subject: string, handler: (data: Uint8Array) => void): () => void;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function parse<T>(data: Uint8Array): T | null {
  try {
    return JSON.parse(decoder.decode(data)) as T;
  } catch {
    return null;
  }
}

/**
 * The radar picture across processes on NATS: the ingest processes run the radar sources and
 * keep the tracks; each tick they report their targets and sources
 * (`<prefix>.radar.picture.<process>`) and every dark target they raise
 * (`<prefix>.radar.dark`), so an API process answers the radar endpoints and an alert engine
 * in any process hears dark targets.
 */
export class RadarElsewhere {
  readonly #bus: RadarBus;
  readonly #prefix: string;
  readonly #process: string;
  readonly #now: () => number;
  readonly #reports = new Map<string, RadarReport>();
  readonly #offs: (() => void)[] = [];

  constructor(opts: {
    bus: RadarBus;
    prefix: string;
    processId: string;
    now: () => number;
    /** A dark target raised by another process. */
    onDark: (e: DarkTargetEvent) => void;
  }) {
    this.#bus = opts.bus;
    this.#prefix = opts.prefix;
    this.#process = opts.processId;
    this.#now = opts.now;
    this.#offs.push(
      this.#bus.subscribe(`${this.#prefix}.radar.picture.*`, (data) => {
        const r = parse<RadarReport>(data);
        if (!r || typeof r.process !== 'string' || r.process === this.#process) return;
        if (!Array.isArray(r.targets) || !Array.isArray(r.sources)) return;
        this.#reports.set(r.process, { ...r, at: this.#now() });
      }),
      this.#bus.subscribe(`${this.#prefix}.radar.dark`, (data) => {
        const m = parse<DarkMessage>(data);
        if (!m || m.process === this.#process || !m.event?.target) return;
        opts.onDark(m.event);
      }),
    );
  }

  /** This process's radar picture, for the others. */
  report(targets: RadarTarget[], sources: RadarSourceStatus[]): void {
    const r: RadarReport = { process: this.#process, at: this.#now(), targets, sources };
    this.#bus.publish(
      `${this.#prefix}.radar.picture.${this.#process}`,
      encoder.encode(JSON.stringify(r)),
    );
  }

  /** A dark target raised here, for the other processes' listeners. */
  dark(event: DarkTargetEvent): void {
    const m: DarkMessage = { process: this.#process, event };
    this.#bus.publish(`${this.#prefix}.radar.dark`, encoder.encode(JSON.stringify(m)));
  }

  #live(): RadarReport[] {
    const now = this.#now();
    for (const [p, r] of this.#reports) if (now - r.at > REPORT_EXPIRY_MS) this.#reports.delete(p);
    return [...this.#reports.values()];
  }

  targets(): RadarTarget[] {
    return this.#live().flatMap((r) => r.targets);
  }

  sources(): RadarSourceStatus[] {
    return this.#live().flatMap((r) => r.sources);
  }

  close(): void {
    for (const off of this.#offs) off();
  }
}

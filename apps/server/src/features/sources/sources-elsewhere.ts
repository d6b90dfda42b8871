import type { SourceList, SourceView } from '@pantau/contracts';
import type { NatsBus } from '../../bus/bus.ts';
import type { StreamNames } from '../../scale/stream.ts';
import type { Supervisor } from '../ingest/supervisor.ts';
import {
  toSourceView,
  type SourcesChange,
  type SourcesElsewhere,
  type SourcesService,
} from './sources.service.ts';

/** An ingest process not heard of this long no longer counts. */
const STATUS_EXPIRY_MS = 10_000;
/** Ingest reads the stored sources again this often, in case a change notice was missed. */
const RECONCILE_MS = 30_000;

interface StatusMessage {
  process: string;
  at: number;
  list: SourceList;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Sources across processes on NATS. Every process: the status of the sources each ingest
 * process runs (`<prefix>.sources.status.<process>`, each tick), so any API process lists
 * them and relays them on `watch-sources`; a save here is told on `<prefix>.sources.changed`.
 */
export class NatsSourcesElsewhere implements SourcesElsewhere {
  readonly #bus: NatsBus;
  readonly #names: StreamNames;
  readonly #now: () => number;
  readonly #reports = new Map<string, StatusMessage>();
  readonly #off: () => void;

  constructor(bus: NatsBus, names: StreamNames, supervisor: Supervisor, now: () => number) {
    this.#bus = bus;
    this.#names = names;
    this.#now = now;
    this.#off = bus.subscribe(names.sourcesStatusAll, (data) => {
      const m = parse<StatusMessage>(data);
      if (!m || typeof m.process !== 'string' || !Array.isArray(m.list?.sources)) return;
      this.#reports.set(m.process, { ...m, at: this.#now() });
      const { sources, simulated } = this.list();
      supervisor.runningElsewhere(sources, simulated);
    });
  }

  list(): { simulated: boolean; sources: SourceView[] } {
    const now = this.#now();
    const sources: SourceView[] = [];
    let simulated = false;
    for (const [process, r] of this.#reports) {
      if (now - r.at > STATUS_EXPIRY_MS) {
        this.#reports.delete(process);
        continue;
      }
      sources.push(...r.list.sources);
      simulated ||= r.list.simulated;
    }
    return { simulated, sources };
  }

  changed(change: SourcesChange): void {
    this.#bus.publish(this.#names.sourcesChanged, encoder.encode(JSON.stringify(change)));
  }

  close(): void {
    this.#off();
  }
}

/**
 * The ingest role on NATS: acts on change notices (and reads the stored sources again every
 * 30 s), and reports the sources it runs every `tickMs`.
 */
export function syncIngestSources(opts: {
  bus: NatsBus;
  names: StreamNames;
  processId: string;
  service: SourcesService;
  supervisor: Supervisor;
  now: () => number;
  tickMs: number;
  warn: (o: object, m: string) => void;
}): () => void {
  const { bus, names, service, supervisor, now } = opts;
  let queue = Promise.resolve();
  const run = (what: () => Promise<void>) => {
    queue = queue.then(what).catch((err: unknown) => {
      opts.warn({ err: String(err) }, 'sources could not be brought in line; retrying later');
    });
  };
  const off = bus.subscribe(names.sourcesChanged, (data) => {
    const change = parse<SourcesChange>(data);
    if (change && typeof change.id === 'number') run(() => service.apply(change));
  });
  const reconcile = setInterval(() => run(() => service.reconcile()), RECONCILE_MS);
  const report = setInterval(() => {
    const t = now();
    const list: SourceList = {
      simulated: supervisor.simulated,
      sources: [...supervisor.runtimes()].map((rt) => toSourceView(rt.config, rt, t)),
    };
    const m: StatusMessage = { process: opts.processId, at: t, list };
    bus.publish(names.sourcesStatus(opts.processId), encoder.encode(JSON.stringify(m)));
  }, opts.tickMs);
  reconcile.unref();
  report.unref();
  return () => {
    off();
    clearInterval(reconcile);
    clearInterval(report);
  };
}

function parse<T>(data: Uint8Array): T | null {
  try {
    return JSON.parse(decoder.decode(data)) as T;
  } catch {
    return null;
  }
}

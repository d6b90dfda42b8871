import type { AtonReport, VesselEvent } from '@pantau/domain';

/**
 * What a sink on the hub may take: vessel events (positions, static, voyage) as ingest
 * accepted them, a duplicate position that only says which source heard the vessel, and
 * aids to navigation (message 21), which are not vessels.
 */
export interface HubSink {
  /** A name for logs, tests and the time budget (`/metrics`). */
  name: string;
  event?: (e: VesselEvent) => void;
  heard?: (mmsi: number, source: string, t: number) => void;
  aton?: (r: AtonReport) => void;
}

/** A sink's share of the event path: its time per vessel event, measured on a sample. */
export interface SinkBudget {
  name: string;
  /** Events timed (one in `BUDGET_SAMPLE`). */
  sampled: number;
  /** Milliseconds those took in the sink. */
  ms: number;
}

/**
 * One vessel event in this many is timed sink by sink: a clock read around each sink is
 * about 40 ns, too dear on every event at 100,000 events/s through eight sinks.
 */
export const BUDGET_SAMPLE = 32;

/**
 * The live hub (infrastructure, not a feature): ingest publishes here, and the live picture,
 * history, aids to navigation (and later geofences, alerts, density) subscribe as sinks.
 * Sinks are called in the order they subscribed, synchronously, on the hot path: a sink
 * must not allocate per event where it can avoid it, nor wait. Each sink's time per event is
 * kept on a sample (`budget`): what each costs of the one event loop.
 */
export class LiveHub {
  #event: ((e: VesselEvent) => void)[] = [];
  #eventBudget: SinkBudget[] = [];
  #heard: ((mmsi: number, source: string, t: number) => void)[] = [];
  #aton: ((r: AtonReport) => void)[] = [];
  readonly #names: string[] = [];
  #count = 0;

  subscribe(sink: HubSink): void {
    this.#names.push(sink.name);
    if (sink.event) {
      this.#event = [...this.#event, sink.event];
      this.#eventBudget = [...this.#eventBudget, { name: sink.name, sampled: 0, ms: 0 }];
    }
    if (sink.heard) this.#heard = [...this.#heard, sink.heard];
    if (sink.aton) this.#aton = [...this.#aton, sink.aton];
  }

  /** The sinks' names, in the order they are called. */
  get sinks(): readonly string[] {
    return this.#names;
  }

  /** Each vessel-event sink's measured time, in the order they are called. */
  budget(): readonly SinkBudget[] {
    return this.#eventBudget.map((b) => ({ ...b }));
  }

  publish(e: VesselEvent): void {
    if (++this.#count % BUDGET_SAMPLE !== 0) {
      for (const f of this.#event) f(e);
      return;
    }
    const sinks = this.#event;
    const budget = this.#eventBudget;
    let t = performance.now();
    for (let i = 0; i < sinks.length; i++) {
      sinks[i]!(e);
      const after = performance.now();
      const b = budget[i]!;
      b.sampled++;
      b.ms += after - t;
      t = after;
    }
  }

  heard(mmsi: number, source: string, t: number): void {
    for (const f of this.#heard) f(mmsi, source, t);
  }

  aton(r: AtonReport): void {
    for (const f of this.#aton) f(r);
  }
}

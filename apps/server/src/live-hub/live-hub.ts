import {
  impossibleJump,
  type AtonReport,
  type PositionEvent,
  type VesselEvent,
} from '@pantau/domain';

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
  /**
   * A sink that judges behaviour (alerts, geofences, port calls) rather than keeping every
   * message takes positions at its own pace: they wait up to this long and the newest per
   * ship wins (a ship that reports every 2 s is judged every `paceMs`, not on every
   * message). Two ships sharing an MMSI are two ships here too: a position replaces only
   * the waiting one it could have sailed from. Static and voyage reports pass at once.
   */
  paceMs?: number;
}

/** A sink's share of the event path: its time per vessel event, measured on a sample. */
export interface SinkBudget {
  name: string;
  /** Events timed (one in `BUDGET_SAMPLE`). */
  sampled: number;
  /** Milliseconds those took in the sink. */
  ms: number;
  /** Positions a paced sink never saw: a newer one of the same ship replaced them. */
  conflated: number;
  /** Positions a paced sink threw on (said as a process warning). */
  failed: number;
}

/** Paced sinks judge each batch in slices this long, so the loop serves HTTP between. */
const PACE_SLICE_MS = 8;

/** A paced sink as its pacer holds it: the rule and its share of the budget. */
interface PacedSink {
  event: (e: VesselEvent) => void;
  budget: SinkBudget;
}

/**
 * The positions waiting for the paced sinks of one pace (`HubSink.paceMs`): the newest per
 * ship, kept once for all of them (one map update a message however many rules judge), and
 * given to each rule in turn, ship by ship, in time slices off the hot path. `take` is cheap
 * and runs on every position; `drain` gives each waiting position to the rules at once.
 */
/** A ship's newest position, or the two ships' newest where two report one MMSI. */
type Waiting = PositionEvent | PositionEvent[];

class Pacer {
  /**
   * Per MMSI its newest position, or two when two ships report it far apart (an array only
   * then: one per vessel cost 40 bytes more, twice over while a batch is judged).
   */
  #waiting = new Map<number, Waiting>();
  #batch: IterableIterator<Waiting> | null = null;
  #timer: NodeJS.Timeout | null = null;
  readonly #sinks: PacedSink[] = [];

  readonly paceMs: number;

  constructor(paceMs: number) {
    this.paceMs = paceMs;
  }

  add(sink: PacedSink): void {
    this.#sinks.push(sink);
  }

  readonly take = (e: PositionEvent): void => {
    const waiting = this.#waiting.get(e.mmsi);
    if (!waiting) this.#waiting.set(e.mmsi, e);
    else if (!Array.isArray(waiting)) {
      if (impossibleJump(waiting, e)) this.#waiting.set(e.mmsi, [waiting, e]);
      else {
        this.#waiting.set(e.mmsi, e);
        for (const s of this.#sinks) s.budget.conflated++;
      }
    } else this.#join(waiting, e);
    this.#timer ??= setTimeout(() => this.#next(), this.paceMs).unref();
  };

  /** Two ships wait on the MMSI: the newer of the one `e` can be, or a third place. */
  #join(waiting: PositionEvent[], e: PositionEvent): void {
    const same = waiting.findIndex((w) => !impossibleJump(w, e));
    // A third place at once: the one heard longer ago gives way.
    waiting[same >= 0 ? same : waiting[0]!.t <= waiting[1]!.t ? 0 : 1] = e;
    for (const s of this.#sinks) s.budget.conflated++;
  }

  /** Starts a batch of what waits now (or goes on with one), a slice at a time. */
  #next(): void {
    this.#timer = null;
    if (!this.#batch) {
      if (this.#waiting.size === 0) return;
      this.#batch = this.#waiting.values();
      this.#waiting = new Map();
    }
    if (this.#slice(PACE_SLICE_MS)) this.#timer = setTimeout(() => this.#next(), 0).unref();
    else if (this.#waiting.size > 0)
      this.#timer = setTimeout(() => this.#next(), this.paceMs).unref();
  }

  /** Judges the batch for up to `ms` (all of it for Infinity); true when some is left. */
  #slice(ms: number): boolean {
    const batch = this.#batch;
    if (!batch) return false;
    const start = performance.now();
    let left = true;
    for (let n = 0; ; n++) {
      if ((n & 15) === 15 && performance.now() - start >= ms) break;
      const next = batch.next();
      if (next.done) {
        left = false;
        this.#batch = null;
        break;
      }
      const ships = next.value;
      if (Array.isArray(ships) && ships[1]!.t < ships[0]!.t) ships.reverse();
      for (const s of this.#sinks) {
        const t = performance.now();
        if (!Array.isArray(ships)) this.#judge(s, ships);
        else for (const e of ships) this.#judge(s, e);
        // The hub times one event in BUDGET_SAMPLE: the batch's time counts in that measure.
        s.budget.ms += (performance.now() - t) / BUDGET_SAMPLE;
      }
    }
    return left;
  }

  /**
   * A sink that throws on one position is said loudly and the batch goes on: off the hot
   * path no caller would see the error, and the timer's process must not fall over.
   */
  #judge(s: PacedSink, e: PositionEvent): void {
    try {
      s.event(e);
    } catch (error) {
      const b = s.budget;
      b.failed++;
      if (b.failed === 1 || b.failed % 10_000 === 0) {
        process.emitWarning(error instanceof Error ? error : new Error(String(error)), {
          code: 'PANTAU_SINK_FAILED',
          detail: `hub sink ${b.name}, ${b.failed} position(s) so far`,
        });
      }
    }
  }

  /** Judges everything waiting now, at once (tests; a report that must not wait). */
  drain(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#slice(Infinity); // a batch under way first: its positions are the older
    this.#batch = this.#waiting.values();
    this.#waiting = new Map();
    this.#slice(Infinity);
  }
}

/**
 * One vessel event in this many is timed sink by sink: a clock read around each sink is
 * about 40 ns, too dear on every event at 100,000 events/s through eight sinks.
 */
export const BUDGET_SAMPLE = 32;

/**
 * The live hub (infrastructure, not a feature): ingest publishes here, and the live picture,
 * history, aids to navigation, geofences, alerts, density and the rest subscribe as sinks.
 * Sinks are called in the order they subscribed, synchronously, on the hot path: a sink
 * must not allocate per event where it can avoid it, nor wait. A sink that judges behaviour
 * says its pace (`paceMs`) and takes the newest position per ship in slices off the hot
 * path. Each sink's time per event is kept on a sample (`budget`): what each costs of the
 * one event loop.
 */
export class LiveHub {
  #event: ((e: VesselEvent) => void)[] = [];
  #eventBudget: SinkBudget[] = [];
  #heard: ((mmsi: number, source: string, t: number) => void)[] = [];
  #aton: ((r: AtonReport) => void)[] = [];
  readonly #names: string[] = [];
  readonly #pacers = new Map<number, Pacer>();
  #count = 0;

  subscribe(sink: HubSink): void {
    this.#names.push(sink.name);
    if (sink.event) {
      const budget: SinkBudget = { name: sink.name, sampled: 0, ms: 0, conflated: 0, failed: 0 };
      let take = sink.event;
      if (sink.paceMs !== undefined && sink.paceMs > 0)
        take = this.#paced(sink.event, sink.paceMs, budget);
      this.#event = [...this.#event, take];
      this.#eventBudget = [...this.#eventBudget, budget];
    }
    if (sink.heard) this.#heard = [...this.#heard, sink.heard];
    if (sink.aton) this.#aton = [...this.#aton, sink.aton];
  }

  /**
   * A paced sink's place on the hot path: static and voyage reports at once; positions to
   * the pacer of its pace, which the first sink of that pace feeds for all of them.
   */
  #paced(event: (e: VesselEvent) => void, paceMs: number, budget: SinkBudget) {
    const known = this.#pacers.get(paceMs);
    const pacer = known ?? new Pacer(paceMs);
    pacer.add({ event, budget });
    if (known) {
      return (e: VesselEvent) => {
        if (e.kind !== 'position') event(e);
      };
    }
    this.#pacers.set(paceMs, pacer);
    return (e: VesselEvent) => {
      if (e.kind === 'position') pacer.take(e);
      else event(e);
    };
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

  /** Gives paced sinks every position waiting for them now. */
  drain(): void {
    for (const p of this.#pacers.values()) p.drain();
  }

  heard(mmsi: number, source: string, t: number): void {
    for (const f of this.#heard) f(mmsi, source, t);
  }

  aton(r: AtonReport): void {
    for (const f of this.#aton) f(r);
  }
}

import type { AlertView } from '@pantau/contracts';
import type { AlertsRepo } from './alerts.repo.ts';
import { viewOf, type Situation } from './situations.ts';

export interface WriterOptions {
  repo: AlertsRepo;
  now: () => number;
  /** Called with each stored alert (new, updated or closed), in order. */
  stored: (alert: AlertView, s: Situation) => void;
  onError: (err: unknown) => void;
}

/**
 * Writes the engine's changes off the hot path: a situation changed many times between two
 * flushes is written once (its newest state); flushes run one after another, so an alert is
 * inserted before it is updated. Keeps the latency from message to stored alert.
 */
export class AlertWriter {
  readonly #o: WriterOptions;
  #pending = new Set<Situation>();
  #running: Promise<void> = Promise.resolve();
  /** Milliseconds from the triggering message's receipt to the stored alert, newest last. */
  readonly latencies: number[] = [];
  stored = 0;

  constructor(o: WriterOptions) {
    this.#o = o;
  }

  get pending(): number {
    return this.#pending.size;
  }

  put(s: Situation): void {
    this.#pending.add(s);
  }

  /** Writes what is pending; resolves when it (and any flush before it) is stored. */
  flush(): Promise<void> {
    this.#running = this.#running.then(() => this.#write());
    return this.#running;
  }

  async #write(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = [...this.#pending];
    this.#pending = new Set();
    const fresh = batch.filter((s) => s.id === null);
    const known = batch.flatMap((s) => (s.id === null ? [] : [{ id: s.id, record: s.record }]));
    try {
      await this.#o.repo.transaction(async (repo) => {
        const ids = await repo.insertMany(fresh.map((s) => s.record));
        fresh.forEach((s, i) => (s.id = ids[i] ?? null));
        await repo.updateMany(known);
      });
    } catch (err) {
      // The batch rolled back: new situations lose the ids they were given inside it.
      for (const s of fresh) s.id = null;
      this.#o.onError(err);
      return;
    }
    const at = this.#o.now();
    for (const s of batch) {
      this.stored++;
      if (this.latencies.length < 1_000_000) this.latencies.push(at - s.receivedAt);
      this.#o.stored(viewOf(s), s);
    }
  }
}

import { performance } from 'node:perf_hooks';
import type { PortCallsRepo, StoredCall } from './port-calls.repo.ts';

/** How many latencies the writer keeps for its figures. */
const LATENCY_SAMPLES = 4096;

/**
 * Writes the engine's call changes behind the hot path: the newest state of each changed
 * call is kept until the next flush (every `flushMs`, one at a time), then saved in one batch.
 * It keeps the latency from a position's intake to its call being stored.
 */
export class PortCallsWriter {
  readonly #repo: PortCallsRepo;
  readonly #flushMs: number;
  readonly #onError: (err: unknown) => void;
  #dirty = new Map<string, { call: StoredCall; receivedAt: number }>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | null = null;
  #latencies = new Float64Array(LATENCY_SAMPLES);
  #latencyCount = 0;
  readonly stats = { written: 0, batches: 0, failures: 0 };

  constructor(repo: PortCallsRepo, flushMs: number, onError: (err: unknown) => void) {
    this.#repo = repo;
    this.#flushMs = flushMs;
    this.#onError = onError;
  }

  /** A call changed; `receivedAt` is the `performance.now()` of the position behind it. */
  changed(call: StoredCall, receivedAt: number): void {
    const had = this.#dirty.get(call.id);
    // The oldest pending change of a call sets its latency.
    this.#dirty.set(call.id, { call, receivedAt: had ? had.receivedAt : receivedAt });
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, this.#flushMs);
  }

  /** Saves what changed; resolves once everything changed so far is stored. */
  async flush(): Promise<void> {
    while (this.#running) await this.#running;
    if (this.#dirty.size === 0) return;
    const batch = [...this.#dirty.values()];
    this.#dirty = new Map();
    this.#running = (async () => {
      try {
        await this.#repo.save(batch.map((b) => b.call));
        const at = performance.now();
        for (const b of batch) {
          if (b.receivedAt > 0) {
            this.#latencies[this.#latencyCount % LATENCY_SAMPLES] = at - b.receivedAt;
            this.#latencyCount++;
          }
        }
        this.stats.written += batch.length;
        this.stats.batches++;
      } catch (err) {
        this.stats.failures++;
        this.#onError(err);
      } finally {
        this.#running = null;
      }
    })();
    await this.#running;
  }

  /** Latency figures (ms) of the last stored changes: median, 95th percentile, maximum. */
  latency(): { count: number; p50: number; p95: number; max: number } {
    const n = Math.min(this.#latencyCount, LATENCY_SAMPLES);
    const sorted = Array.from(this.#latencies.subarray(0, n)).sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.min(n - 1, Math.floor(p * n))] ?? 0;
    return { count: this.#latencyCount, p50: q(0.5), p95: q(0.95), max: sorted[n - 1] ?? 0 };
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}

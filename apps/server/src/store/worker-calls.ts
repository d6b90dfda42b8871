import { parentPort, Worker, type Transferable } from 'node:worker_threads';

/** The writer threads running now, for their heaps in `/metrics` (`threadHeaps`). */
const running = new Set<Worker>();

/**
 * The JavaScript heaps of the writer threads, summed (bytes in use, and taken from the system).
 * Each thread is a V8 isolate of its own: its heap is part of the process's resident memory
 * but not of the main thread's `process.memoryUsage()` heap figures.
 */
export async function threadHeaps(): Promise<{ used: number; total: number; threads: number }> {
  const workers = [...running];
  const stats = await Promise.all(workers.map((w) => w.getHeapStatistics().catch(() => null)));
  let used = 0;
  let total = 0;
  for (const s of stats) {
    if (!s) continue;
    used += s.used_heap_size;
    total += s.total_heap_size;
  }
  return { used, total, threads: workers.length };
}

/**
 * Calls into a worker thread that answers each message `{ id, ... }` with `{ id }` when done
 * or `{ id, error }` when not: each call a promise, all of them rejected if the thread dies.
 * The store's writer threads (SQLite bulk writes, the position history) are made of it.
 */
export class WorkerCalls<M extends object> {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  #next = 0;

  constructor(url: URL, workerData: unknown) {
    const worker = new Worker(url, { workerData });
    this.#worker = worker;
    running.add(worker);
    worker.once('exit', () => running.delete(worker));
    this.#worker.unref();
    this.#worker.on('message', (m: { id: number; error?: string }) => {
      const p = this.#pending.get(m.id);
      this.#pending.delete(m.id);
      if (m.error === undefined) p?.resolve();
      else p?.reject(new Error(m.error));
    });
    this.#worker.on('error', (err: Error) => {
      for (const p of this.#pending.values()) p.reject(err);
      this.#pending.clear();
    });
  }

  call(message: M, transfer: readonly Transferable[] = []): Promise<void> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id }, [...transfer]);
    });
  }

  /**
   * Asks the thread to close after what it was given (`{ close: true }`), and waits for it,
   * 5 s at most. The wait holds the process open: the thread itself does not (`unref`), so a
   * process with nothing else to do left at once, its last writes unfinished and the caller's
   * `await` never settled (the live benchmark ended there with exit 13).
   */
  async close(): Promise<void> {
    this.#worker.postMessage({ close: true });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000);
      this.#worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/**
 * The worker's side of `WorkerCalls`: each message handled in turn and answered with its id
 * (and the error, if it threw); `{ close: true }` calls `close` and ends the thread.
 */
export function answerCalls<M>(handle: (message: M) => void, close: () => void): void {
  parentPort?.on('message', (msg: (M & { id: number }) | { close: true }) => {
    if ('close' in msg) {
      close();
      parentPort?.close();
      return;
    }
    try {
      handle(msg);
      parentPort?.postMessage({ id: msg.id });
    } catch (err) {
      parentPort?.postMessage({
        id: msg.id,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  });
}

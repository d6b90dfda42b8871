import { Worker } from 'node:worker_threads';
import { toColumns, transferables } from './position-columns.ts';
import type { PositionRow } from './history.repo.ts';

/** Sends position batches to the SQLite writer thread; each write resolves when committed. */
export class SqliteWriterThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  #next = 0;

  constructor(path: string) {
    this.#worker = new Worker(new URL('./sqlite-writer.worker.ts', import.meta.url), {
      workerData: { path },
    });
    this.#worker.unref();
    this.#worker.on('message', (m: { id: number; ok: boolean; error?: string }) => {
      const p = this.#pending.get(m.id);
      this.#pending.delete(m.id);
      if (m.ok) p?.resolve();
      else p?.reject(new Error(m.error ?? 'history write failed'));
    });
    this.#worker.on('error', (err: Error) => {
      for (const p of this.#pending.values()) p.reject(err);
      this.#pending.clear();
    });
  }

  write(rows: readonly PositionRow[]): Promise<void> {
    const columns = toColumns(rows);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, columns }, transferables(columns));
    });
  }

  async close(): Promise<void> {
    this.#worker.postMessage({ close: true });
    await new Promise<void>((resolve) => {
      this.#worker.once('exit', () => resolve());
      setTimeout(resolve, 5000).unref();
    });
  }
}

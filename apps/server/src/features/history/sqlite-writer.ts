import { WorkerCalls } from '../../store/worker-calls.ts';
import { toColumns, transferables, type PositionColumns } from './position-columns.ts';
import type { PositionRow } from './rows.ts';

/** Sends position batches to the SQLite writer thread; each write resolves when committed. */
export class SqliteWriterThread {
  readonly #calls: WorkerCalls<{ columns: PositionColumns }>;

  constructor(path: string) {
    this.#calls = new WorkerCalls(new URL('./sqlite-writer.worker.ts', import.meta.url), { path });
  }

  write(rows: readonly PositionRow[]): Promise<void> {
    const columns = toColumns(rows);
    return this.#calls.call({ columns }, transferables(columns));
  }

  close(): Promise<void> {
    return this.#calls.close();
  }
}

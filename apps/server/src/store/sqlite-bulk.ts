import Database from 'better-sqlite3';
import { WorkerCalls } from './worker-calls.ts';

/**
 * Runs one statement over many rows of parameters on SQLite: the rows in transactions of
 * `BULK_CHUNK`, each a few milliseconds, so a write of the main thread (an alert) waits at
 * most that long for the file's lock. A chunk that fails rolls back alone and the write
 * rejects: the chunks before it stay written (for idempotent upserts such as the fleet's,
 * which the next write repeats; not for what must be stored whole).
 */
export type SqliteBulk = (sql: string, rows: readonly (readonly unknown[])[]) => Promise<void>;

/** Rows per transaction. */
export const BULK_CHUNK = 500;

/** A writer thread's own connection to the database file (WAL, a patient lock wait). */
export function openWriterConnection(path: string): Database.Database {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 10000');
  return db;
}

/** The statement run over the rows on a connection, a transaction per chunk. */
export function runBulk(
  db: Database.Database,
  sql: string,
  rows: readonly (readonly unknown[])[],
): void {
  const statement = db.prepare(sql);
  const chunk = db.transaction((part: readonly (readonly unknown[])[]) => {
    for (const params of part) statement.run(...params);
  });
  for (let i = 0; i < rows.length; i += BULK_CHUNK) chunk(rows.slice(i, i + BULK_CHUNK));
}

/**
 * The store's bulk writer for SQLite files: a thread with a connection of its own (WAL lets
 * the main thread read and write between its transactions), so a periodic write of tens of
 * thousands of rows (Database Kapal's fleet) never holds the event loop.
 */
export class SqliteBulkThread {
  readonly #calls: WorkerCalls<{ sql: string; rows: readonly (readonly unknown[])[] }>;

  constructor(path: string) {
    this.#calls = new WorkerCalls(new URL('./sqlite-bulk.worker.ts', import.meta.url), { path });
  }

  readonly run: SqliteBulk = (sql, rows) => this.#calls.call({ sql, rows });

  /** Stops the thread after what it was given. */
  close(): Promise<void> {
    return this.#calls.close();
  }
}

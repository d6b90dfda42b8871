import type Database from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/** How long a transaction waits for the file's write lock before it fails (busy_timeout). */
export const LOCK_WAIT_MS = 5_000;

/**
 * SQLite under Kysely on the event loop, with transactions that wait for the file's write
 * lock without holding the loop. The store's writer threads (the position history, bulk
 * writes) hold that lock for a transaction at a time; a transaction of the main thread (the
 * alert engine's writes, a batch of static data) that began while one ran used to wait in
 * SQLite's busy handler, asleep inside the native call, and the whole server with it (flat
 * out at 50,000 vessels: 2.7 s of its 29 s, and the event loop's p99 past 350 ms, issue
 * #38). Here a transaction begins IMMEDIATE (it takes the write lock at once, so nothing
 * inside it waits again), and while the lock is held elsewhere it tries again after a timer,
 * the event loop serving everything else meanwhile, for up to `waitMs`.
 */
export class PatientSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig & { database: Database.Database };
  readonly #waitMs: number;

  constructor(
    config: SqliteDialectConfig & { database: Database.Database },
    waitMs = LOCK_WAIT_MS,
  ) {
    super(config);
    this.#config = config;
    this.#waitMs = waitMs;
  }

  override createDriver(): Driver {
    return new PatientSqliteDriver(this.#config, this.#waitMs);
  }
}

class PatientSqliteDriver extends SqliteDriver {
  readonly #database: Database.Database;
  readonly #waitMs: number;

  constructor(config: SqliteDialectConfig & { database: Database.Database }, waitMs: number) {
    super(config);
    this.#database = config.database;
    this.#waitMs = waitMs;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const deadline = performance.now() + this.#waitMs;
    const patience = this.#database.pragma('busy_timeout', { simple: true }) as number;
    for (let pause = 1; ; pause = Math.min(pause * 2, 25)) {
      // One try without SQLite's own wait, which would sleep on the event loop.
      this.#database.pragma('busy_timeout = 0');
      try {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || performance.now() >= deadline) {
          throw err;
        }
      } finally {
        this.#database.pragma(`busy_timeout = ${patience}`);
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

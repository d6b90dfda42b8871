import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { runBulk, SqliteBulkThread, type SqliteBulk } from './sqlite-bulk.ts';
import type { DB } from './schema.ts';
import { LOCK_WAIT_MS, PatientSqliteDialect } from './sqlite-patient.ts';

export type DialectKind = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<DB>;
  kind: DialectKind;
  /**
   * The driver under Kysely, for the few bulk paths where one generic query costs too much
   * (the position history): better-sqlite3's handle, or pg's pool.
   */
  raw:
    | { kind: 'sqlite'; database: Database.Database; path: string }
    | { kind: 'postgres'; pool: pg.Pool };
  /**
   * On SQLite, one statement run over many rows of parameters off the event loop (a thread
   * of its own for a file; at once for `:memory:`). PostgreSQL takes multi-row statements.
   */
  bulk?: SqliteBulk;
  /** Where it lives, with any password removed: safe to log and to show in health. */
  description: string;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const INT8_OID = 20;

/**
 * Opens the store named by `PANTAU_DB`: `sqlite:PATH` (embedded, WAL) or `postgres://...`.
 * `searchPath` confines a PostgreSQL connection to one schema (tests use one per run).
 */
export function openStore(url: string, opts: { searchPath?: string } = {}): Store {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const database = new Database(path);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    database.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);
    // The writer threads' connections (history, bulk writes) copy the WAL back into the file
    // every 1,000 pages, as SQLite does by default; this one, on the event loop, only past
    // 10,000 (a bound when no thread writes). The commit that crossed 1,000 pages ran the
    // checkpoint, and flat out that was often an alert flush on the event loop (1.6 s of a
    // 16 s run at 50,000 vessels, issue #38).
    database.pragma('wal_autocheckpoint = 10000');
    const db = new Kysely<DB>({ dialect: new PatientSqliteDialect({ database }) });
    // The thread starts with the first bulk write (most stores never make one).
    let thread: SqliteBulkThread | undefined;
    const bulk: SqliteBulk =
      path === ':memory:'
        ? (statement, rows) =>
            new Promise<void>((resolve) => resolve(runBulk(database, statement, rows)))
        : (statement, rows) => (thread ??= new SqliteBulkThread(path)).run(statement, rows);
    return {
      db,
      kind: 'sqlite',
      raw: { kind: 'sqlite', database, path },
      bulk,
      description: `sqlite:${path}`,
      ping: () =>
        sql`select 1`.execute(db).then(
          () => true,
          () => false,
        ),
      close: async () => {
        await thread?.close();
        await db.destroy();
      },
    };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
      types: {
        getTypeParser: (oid: number, format?: string) =>
          oid === INT8_OID
            ? (v: string) => Number(v)
            : (pg.types.getTypeParser(oid, format as 'text') as (v: string) => unknown),
      },
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      raw: { kind: 'postgres', pool },
      description: redact(url),
      ping: () =>
        sql`select 1`.execute(db).then(
          () => true,
          () => false,
        ),
      close: () => db.destroy(),
    };
  }
  throw new Error(`PANTAU_DB must be sqlite:PATH or postgres://..., got ${redact(url)}`);
}

/** The URL without its password. */
export function redact(url: string): string {
  return url.replace(/(\/\/[^:/@]+):[^@]*@/, '$1:***@');
}

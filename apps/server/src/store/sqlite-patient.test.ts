import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './db.ts';
import { PatientSqliteDialect } from './sqlite-patient.ts';

describe('SQLite transactions of the event loop', () => {
  const cleanup: (() => unknown)[] = [];
  afterEach(async () => {
    for (const f of cleanup.splice(0).reverse()) await f();
  });

  function fileWithWriter(): { path: string; other: Database.Database } {
    const dir = mkdtempSync(join(tmpdir(), 'pantau-patient-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'test.db');
    const other = new Database(path);
    other.pragma('journal_mode = WAL');
    other.exec('create table t (x integer)');
    cleanup.push(() => other.close());
    return { path, other };
  }

  it("waits for a writer thread's lock with the event loop free, then writes", async () => {
    const { path, other } = fileWithWriter();
    const store: Store = openStore(`sqlite:${path}`);
    cleanup.push(() => store.close());
    // Another connection (as the history's writer thread) holds the write lock for 150 ms.
    other.exec('begin immediate');
    other.exec('insert into t values (1)');
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    cleanup.push(() => clearInterval(ticker));
    setTimeout(() => other.exec('commit'), 150);
    const started = performance.now();
    await store.db.transaction().execute(async (trx) => {
      await sql`insert into t values (2)`.execute(trx);
    });
    const waited = performance.now() - started;
    // SQLite's own busy handler slept inside the call: no timer ran until the lock was free.
    expect(waited).toBeGreaterThanOrEqual(140);
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(other.prepare('select x from t order by x').pluck().all()).toEqual([1, 2]);
    // The connection keeps its patience for statements outside a transaction.
    expect(
      store.raw.kind === 'sqlite' && store.raw.database.pragma('busy_timeout', { simple: true }),
    ).toBe(5000);
  });

  it('gives up with SQLITE_BUSY past its wait, and the next transaction runs', async () => {
    const { path, other } = fileWithWriter();
    const database = new Database(path);
    const db = new Kysely<{ t: { x: number } }>({
      dialect: new PatientSqliteDialect({ database }, 60),
    });
    cleanup.push(() => db.destroy());
    other.exec('begin immediate');
    await expect(
      db.transaction().execute((trx) => trx.insertInto('t').values({ x: 3 }).execute()),
    ).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    other.exec('rollback');
    await db.transaction().execute((trx) => trx.insertInto('t').values({ x: 4 }).execute());
    expect(other.prepare('select x from t').pluck().all()).toEqual([4]);
  });
});

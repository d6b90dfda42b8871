import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openStore, redact, type Store } from '../store/db.ts';
import { migrateToLatest } from '../store/migrate.ts';

/**
 * The databases every repository suite runs on: SQLite always, PostgreSQL at
 * PANTAU_TEST_PG_URL (default the local server, database `test`) when it answers. Each
 * PostgreSQL run gets a schema of its own, dropped afterwards.
 */
export const TEST_PG_URL =
  process.env.PANTAU_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let pgReachable: Promise<boolean> | undefined;

export function postgresReachable(): Promise<boolean> {
  pgReachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch (err) {
      const bar = '!'.repeat(78);
      process.stderr.write(
        `\n${bar}\n!! PostgreSQL at ${redact(TEST_PG_URL)} is not reachable (${String(err)}).\n` +
          `!! The PostgreSQL half of the repository suites is SKIPPED. Set PANTAU_TEST_PG_URL.\n${bar}\n\n`,
      );
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return pgReachable;
}

export interface TestStore extends Store {
  dispose(): Promise<void>;
}

export async function sqliteTestStore(): Promise<TestStore> {
  const dir = mkdtempSync(join(tmpdir(), 'pantau-test-'));
  const store = openStore(`sqlite:${join(dir, 'test.db')}`);
  await migrateToLatest(store.db);
  return {
    ...store,
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function postgresTestStore(): Promise<TestStore> {
  const schema = `pantau_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const store = openStore(TEST_PG_URL, { searchPath: schema });
  await migrateToLatest(store.db, schema);
  return {
    ...store,
    dispose: async () => {
      await store.close();
      const c = new pg.Client({ connectionString: TEST_PG_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export const TEST_DATABASES = [
  { name: 'sqlite', open: sqliteTestStore, available: () => Promise.resolve(true) },
  { name: 'postgres', open: postgresTestStore, available: postgresReachable },
] as const;

import { promises as fs, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../store/db.ts';
import { MIGRATIONS_DIR } from '../../store/migrate.ts';
import { postgresReachable, TEST_PG_URL } from '../../testing/databases.ts';
import { UsersRepo } from './users.repo.ts';

/** Migration 0012 on a database that already holds look-alike usernames. */
const provider = new FileMigrationProvider({
  fs: {
    readdir: async (dir: string) =>
      (await fs.readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.ts$/.test(f)),
  },
  path,
  migrationFolder: MIGRATIONS_DIR,
});

/** `schema`: PostgreSQL's schema of this run (Kysely would otherwise see other runs' tables). */
async function beforeAndAfter0012(store: Store, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db: store.db as never,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const names = (await migrator.getMigrations()).map((m) => m.name);
  const before = names[names.findIndex((n) => n.startsWith('0012_')) - 1] ?? '';
  const up = await migrator.migrateTo(before);
  if (up.error) throw new Error('migrating up to 0011 failed', { cause: up.error });
  for (const [id, username] of [
    [1, 'Nakhoda'],
    [2, 'nakhoda'],
    [3, 'NAKHODA'],
    [4, 'mualim'],
  ] as const) {
    await store.db
      .insertInto('users')
      .values({
        id,
        username,
        fullname: username,
        password_hash: 'h',
        role: 'lps',
        active: 1,
        shared_account: 0,
        first_name: '',
        last_name: '',
        created_at: 0,
        updated_at: 0,
      })
      .execute();
  }
  const latest = await migrator.migrateToLatest();
  if (latest.error) throw new Error('migration 0012 failed', { cause: latest.error });
}

async function expectLookalikesSetApart(store: Store): Promise<void> {
  const rows = await store.db
    .selectFrom('users')
    .select(['id', 'username', 'active'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { id: 1, username: 'Nakhoda', active: 1 },
    { id: 2, username: 'nakhoda#2', active: 0 },
    { id: 3, username: 'NAKHODA#3', active: 0 },
    { id: 4, username: 'mualim', active: 1 },
  ]);
  expect((await new UsersRepo(store.db).findByUsername('NAKHODA'))?.id).toBe(1);
}

const pgUp = await postgresReachable();

describe('migration 0012 with look-alike usernames', () => {
  it('keeps the oldest, renames and deactivates the others, on sqlite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantau-0012-'));
    const store = openStore(`sqlite:${join(dir, 'test.db')}`);
    try {
      await beforeAndAfter0012(store);
      await expectLookalikesSetApart(store);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(pgUp)('does the same on postgres', async () => {
    const schema = `pantau_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const store = openStore(TEST_PG_URL, { searchPath: schema });
    try {
      await beforeAndAfter0012(store, schema);
      await expectLookalikesSetApart(store);
    } finally {
      await store.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});

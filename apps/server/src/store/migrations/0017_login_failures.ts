import type { Kysely } from 'kysely';
import { msType } from './helpers.ts';

/**
 * Failed sign-ins per account (lower-cased username), so the per-account back-off holds in
 * every API process sharing the database and across restarts (issue #20, #21).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('account', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_at', msType(db), (c) => c.notNull())
    .addColumn('blocked_until', msType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}

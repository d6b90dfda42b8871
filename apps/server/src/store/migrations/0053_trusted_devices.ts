import type { Kysely } from 'kysely';
import { msType } from './helpers.ts';

/**
 * Browsers an account has signed in from (issue #30): a sign-in from one of them is backed
 * off on its own failures only, so strangers guessing an account's password cannot lock its
 * owner out. The cookie's token is kept hashed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trusted_devices')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .addColumn('last_used_at', msType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trusted_devices_last_used')
    .on('trusted_devices')
    .column('last_used_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trusted_devices').execute();
}

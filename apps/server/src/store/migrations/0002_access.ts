import type { Kysely } from 'kysely';
import { createTableWithId, msType } from './helpers.ts';

/** Identity and access: user names, API users with hashed tokens, the audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = msType(db);

  await db.schema
    .alterTable('users')
    .addColumn('first_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('last_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();

  await createTableWithId(db, 'api_users')
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('token_hint', 'varchar(8)', (c) => c.notNull())
    .addColumn('access', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .addColumn('last_used_at', ms)
    .execute();

  await createTableWithId(db, 'audit_log')
    .addColumn('at', ms, (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('actor', 'varchar(64)', (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('action', 'varchar(128)', (c) => c.notNull())
    .addColumn('target', 'varchar(256)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('audit_log_day').on('audit_log').columns(['day', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('api_users').execute();
  await db.schema.alterTable('users').dropColumn('last_name').execute();
  await db.schema.alterTable('users').dropColumn('first_name').execute();
}

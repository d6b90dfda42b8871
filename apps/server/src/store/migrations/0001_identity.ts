import type { Kysely } from 'kysely';
import { createTableWithId, msType } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = msType(db);
  await createTableWithId(db, 'users')
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('fullname', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(400)', (c) => c.notNull())
    .addColumn('role', 'varchar(32)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('center_lon', 'double precision')
    .addColumn('center_lat', 'double precision')
    .addColumn('zoom', 'double precision')
    .addColumn('port_code', 'varchar(32)')
    .addColumn('shared_account', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('last_seen_at', ms, (c) => c.notNull())
    .addColumn('expires_at', ms, (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(400)')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}

import type { Kysely } from 'kysely';
import { msType } from './helpers.ts';

/** Single sign-on: users linked to an identity-provider subject, pending sign-ins, ID tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('sso_subject', 'varchar(255)').execute();
  await db.schema
    .createIndex('users_sso_subject')
    .unique()
    .on('users')
    .column('sso_subject')
    .execute();
  await db.schema.alterTable('sessions').addColumn('id_token', 'text').execute();
  await db.schema
    .createTable('sso_requests')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('state', 'varchar(128)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', msType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_requests').execute();
  await db.schema.alterTable('sessions').dropColumn('id_token').execute();
  await db.schema.dropIndex('users_sso_subject').execute();
  await db.schema.alterTable('users').dropColumn('sso_subject').execute();
}

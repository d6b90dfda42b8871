import type { Kysely } from 'kysely';

/**
 * Hostile feeds (issue #21): a source's checksum rule (null: required) and the allow-list of
 * sending addresses of a listener (a JSON list of addresses and CIDR blocks; null: any).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sources').addColumn('checksum', 'text').execute();
  await db.schema.alterTable('sources').addColumn('allow', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sources').dropColumn('allow').execute();
  await db.schema.alterTable('sources').dropColumn('checksum').execute();
}

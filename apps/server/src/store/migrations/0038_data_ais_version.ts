import type { Kysely } from 'kysely';

/**
 * Database Kapal's aisVer and vendorId (SPEC §2.17): a type 5's AIS version indicator and a
 * type 24 part B's vendor ID, kept with the vessel's newest static fields; null until heard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('data_ais_fleet').addColumn('ais_version', 'integer').execute();
  await db.schema.alterTable('data_ais_fleet').addColumn('vendor_id', 'varchar(8)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('data_ais_fleet').dropColumn('vendor_id').execute();
  await db.schema.alterTable('data_ais_fleet').dropColumn('ais_version').execute();
}

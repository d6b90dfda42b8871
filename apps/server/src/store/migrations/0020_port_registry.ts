import type { Kysely } from 'kysely';
import { msType } from './helpers.ts';

/**
 * The port and asset registry (SPEC §3 'Port', 'POI', 'Special-area item'; issue #14): one
 * row per port, office, station, POI, TUKS or TERSUS, keyed by a stable text id (`wpi-50970`,
 * `disnav-08`, an admin's own). The place and the searchable names are columns; the rest
 * (World Port Index fields, TUKS/TERSUS fields, the port summary) is JSON text in `details`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_assets')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('code', 'varchar(8)')
    .addColumn('identifier', 'varchar(300)')
    .addColumn('alternate_name', 'varchar(300)')
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('address', 'varchar(300)')
    .addColumn('region', 'varchar(300)')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)')
    .addColumn('updated_at', msType(db))
    .execute();
  await db.schema
    .createIndex('registry_assets_category')
    .on('registry_assets')
    .column('category')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registry_assets').execute();
}

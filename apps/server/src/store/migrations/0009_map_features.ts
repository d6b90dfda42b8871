import type { Kysely } from 'kysely';
import { createTableWithId, msType } from './helpers.ts';

/**
 * Alur & SBNP features of each port (SPEC §3 'Feature collection'): lanes, heading lines,
 * zones, aids and markers, the geometry as GeoJSON text with its bounding box beside it.
 * A port's name is unique among its features.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'map_features')
    .addColumn('port_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('poi_type', 'varchar(32)')
    .addColumn('poi_color', 'varchar(16)')
    .addColumn('point_names', 'text')
    .addColumn('geometry', 'text', (c) => c.notNull())
    .addColumn('west', 'double precision', (c) => c.notNull())
    .addColumn('south', 'double precision', (c) => c.notNull())
    .addColumn('east', 'double precision', (c) => c.notNull())
    .addColumn('north', 'double precision', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', msType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('map_features_port_name')
    .on('map_features')
    .columns(['port_code', 'name'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('map_features').execute();
}

import type { Kysely } from 'kysely';

/**
 * Radar sources (issue #15): the radar's own position, which a NMEA TTM source needs (TTM
 * gives a target's range and bearing from the radar) and an IVEF one may give. Null for
 * every other source.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sources').addColumn('radar_lon', 'double precision').execute();
  await db.schema.alterTable('sources').addColumn('radar_lat', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sources').dropColumn('radar_lat').execute();
  await db.schema.alterTable('sources').dropColumn('radar_lon').execute();
}

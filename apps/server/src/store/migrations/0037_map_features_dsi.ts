import type { Kysely } from 'kysely';

/**
 * Alur & SBNP features keep an SBNP's DSI identifier (SPEC §5 feature manager: 'DSI id max
 * 6'); null for features without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('map_features').addColumn('dsi', 'varchar(6)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('map_features').dropColumn('dsi').execute();
}

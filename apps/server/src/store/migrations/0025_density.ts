import type { Kysely } from 'kysely';

/**
 * Vessel density (issue #18, SPEC §2.3, §9): the time vessels spent per grid cell, summed per
 * UTC+7 day, ship-type group and source (the EMODnet method; `@pantau/geo` grid-time). A map
 * reads whole days, so the key starts with the day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('density_cells')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('ix', 'integer', (c) => c.notNull())
    .addColumn('iy', 'integer', (c) => c.notNull())
    .addColumn('grp', 'varchar(16)', (c) => c.notNull())
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .addColumn('ms', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('density_cells_pk', ['day', 'ix', 'iy', 'grp', 'source'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('density_cells').execute();
}

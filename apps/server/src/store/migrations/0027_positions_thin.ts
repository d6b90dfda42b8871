import type { Kysely } from 'kysely';
import { msType } from './helpers.ts';

/**
 * The thinned copy of the position history (issue #18): one position per vessel per five
 * minutes, kept longer than the raw positions (PANTAU_HISTORY_THIN_DAYS). Retention copies
 * raw days here before it removes them; a track older than a vessel's raw history is read
 * from here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('positions_thin')
    .addColumn('mmsi', 'integer', (c) => c.notNull())
    .addColumn('t', msType(db), (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('sog', 'real')
    .addColumn('cog', 'real')
    .addColumn('heading', 'smallint')
    .addColumn('nav_status', 'smallint')
    .addColumn('rot', 'real')
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('positions_thin_mmsi_t_source')
    .on('positions_thin')
    .columns(['mmsi', 't', 'source'])
    .unique()
    .execute();
  await db.schema.createIndex('positions_thin_t').on('positions_thin').column('t').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('positions_thin').execute();
}

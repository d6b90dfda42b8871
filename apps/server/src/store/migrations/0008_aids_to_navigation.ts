import type { Kysely } from 'kysely';
import { msType } from './helpers.ts';

/**
 * Aids to navigation (SBNP) heard over AIS (message 21): the newest report of each, so the
 * map and the search have them from the start, before each reports again (every 3 minutes
 * at best, some only every few hours).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('aids_to_navigation')
    .addColumn('mmsi', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(40)')
    .addColumn('aid_type', 'smallint', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('virtual', 'integer', (c) => c.notNull())
    .addColumn('off_position', 'integer')
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_seen', msType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('aids_to_navigation').execute();
}

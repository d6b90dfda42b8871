import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * One port's 24 hours within 30 NM (issue #18): on PostgreSQL an SP-GiST index on each
 * position's point, so a box around a port reads the positions in it rather than the whole
 * day (`point(lon, lat) <@ box(…)`; each day partition gets its own). SQLite, the embedded
 * store for small deployments, reads the day by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index positions_point on positions using spgist (point(lon, lat))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index positions_point`.execute(db);
}

import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * Scale-out (issue #20): a position is one row per (mmsi, t, source), so a batch the stream
 * delivers again after a crash is written once (`on conflict do nothing`). Copies already
 * stored are removed first; the unique index replaces the (mmsi, t) one, which it covers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`delete from positions a using positions b
      where a.ctid > b.ctid and a.mmsi = b.mmsi and a.t = b.t and a.source = b.source`.execute(db);
  } else {
    await sql`delete from positions where rowid not in
      (select min(rowid) from positions group by mmsi, t, source)`.execute(db);
  }
  await db.schema
    .createIndex('positions_mmsi_t_source')
    .on('positions')
    .columns(['mmsi', 't', 'source'])
    .unique()
    .execute();
  await db.schema.dropIndex('positions_mmsi_t').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('positions_mmsi_t').on('positions').columns(['mmsi', 't']).execute();
  await db.schema.dropIndex('positions_mmsi_t_source').execute();
}

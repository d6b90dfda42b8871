import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

const HOUR = 3_600_000;
/** The presence grid, in degrees (about 1.1 km, 0.6 NM). */
const CELL = 0.01;
const TRACK = sql.raw('lat, lon, sog, cog, heading, nav_status, rot');

/**
 * The two reads of the position store at national scale (issue #18), measured at 100 million
 * positions:
 *
 * - One port's 24 hours: `position_presence` holds, per UTC hour and 0.01° cell, each
 *   vessel heard there and how many positions it has there. A port's day is then a few
 *   thousand of these rows instead of the hundred thousands of positions around it. The
 *   history writer adds to it in the same statement that stores the positions (only those
 *   new). The positions already stored are counted in here. The SP-GiST point index of
 *   migration 0028 is dropped: it is no longer read and cost every write.
 * - One vessel's 24 h track: on PostgreSQL the unique index on (mmsi, t, source) also carries
 *   the rest of a track point, so a track is read from the index's pages (an index-only scan,
 *   once a day's partition is vacuumed) instead of one heap page per position. SQLite, the
 *   embedded store for small deployments, keeps its index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('position_presence')
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('cx', 'integer', (c) => c.notNull())
    .addColumn('cy', 'integer', (c) => c.notNull())
    .addColumn('mmsi', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('position_presence_pk', ['hour', 'cx', 'cy', 'mmsi'])
    .execute();
  const cell = isPostgres(db) ? sql`${sql.lit(CELL)}::float8` : sql.lit(CELL);
  await sql`insert into position_presence (hour, cx, cy, mmsi, n)
    select t / ${sql.lit(HOUR)}, floor(lon / ${cell}), floor(lat / ${cell}), mmsi, count(*)
    from positions group by 1, 2, 3, 4`.execute(db);
  if (!isPostgres(db)) return;
  await sql`drop index if exists positions_point`.execute(db);
  await sql`create unique index positions_mmsi_t_source_covering
    on positions (mmsi, t, source) include (${TRACK})`.execute(db);
  await sql`drop index positions_mmsi_t_source`.execute(db);
  await sql`alter index positions_mmsi_t_source_covering rename to positions_mmsi_t_source`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('position_presence').execute();
  if (!isPostgres(db)) return;
  await sql`create unique index positions_mmsi_t_source_plain on positions (mmsi, t, source)`.execute(
    db,
  );
  await sql`drop index positions_mmsi_t_source`.execute(db);
  await sql`alter index positions_mmsi_t_source_plain rename to positions_mmsi_t_source`.execute(
    db,
  );
  await sql`create index positions_point on positions using spgist (point(lon, lat))`.execute(db);
}

import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

const DAY = 86_400_000;

/** `positions_dYYYYMMDD`: the partition of one UTC day (`day` = unix ms / 86,400,000). */
function partitionName(day: number): string {
  return `positions_d${new Date(day * DAY).toISOString().slice(0, 10).replaceAll('-', '')}`;
}

const COLUMNS = sql`(
  mmsi integer not null,
  t bigint not null,
  lat double precision not null,
  lon double precision not null,
  sog real,
  cog real,
  heading smallint,
  nav_status smallint,
  rot real,
  source varchar(64) not null
)`;
const COPY = sql.raw('mmsi, t, lat, lon, sog, cog, heading, nav_status, rot, source');

/**
 * Positions at national scale (issue #18): on PostgreSQL the table is partitioned by UTC day
 * (`positions_dYYYYMMDD`, and `positions_default` for anything outside the days made), so
 * retention drops whole days instead of deleting rows; the history writer makes each day's
 * partition as its first positions arrive (`features/history/partitions.ts`). The rows already
 * stored move into their days. SQLite keeps one table (the same API, the embedded default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const days = await sql<{
    d: string | number;
  }>`select distinct (t / ${sql.lit(DAY)})::bigint as d from positions`.execute(db);
  await sql`alter table positions rename to positions_unpartitioned`.execute(db);
  await sql`alter index positions_mmsi_t_source rename to positions_unpartitioned_mmsi_t_source`.execute(
    db,
  );
  await sql`alter index positions_t rename to positions_unpartitioned_t`.execute(db);
  await sql`create table positions ${COLUMNS} partition by range (t)`.execute(db);
  await sql`create table positions_default partition of positions default`.execute(db);
  for (const { d } of days.rows) {
    const day = Number(d);
    await sql`create table ${sql.id(partitionName(day))} partition of positions
      for values from (${sql.lit(day * DAY)}) to (${sql.lit((day + 1) * DAY)})`.execute(db);
  }
  // A vessel's track walks (mmsi, t); a period of the whole picture walks t.
  await sql`create unique index positions_mmsi_t_source on positions (mmsi, t, source)`.execute(db);
  await sql`create index positions_t on positions (t)`.execute(db);
  await sql`insert into positions (${COPY}) select ${COPY} from positions_unpartitioned`.execute(
    db,
  );
  await sql`drop table positions_unpartitioned`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table positions_unpartitioned ${COLUMNS}`.execute(db);
  await sql`insert into positions_unpartitioned (${COPY}) select ${COPY} from positions`.execute(
    db,
  );
  await sql`drop table positions cascade`.execute(db);
  await sql`alter table positions_unpartitioned rename to positions`.execute(db);
  await sql`create unique index positions_mmsi_t_source on positions (mmsi, t, source)`.execute(db);
  await sql`create index positions_t on positions (t)`.execute(db);
}

import { TRACK_MAX_POINTS } from '@pantau/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type pg from 'pg';
import type { Store } from '../../store/db.ts';
import type { DB, PositionsTable } from '../../store/schema.ts';
import { PositionPartitions } from './partitions.ts';
import { rowValues, toColumns } from './position-columns.ts';
import { PRESENCE_CELL_DEG, PRESENCE_HOUR_MS, sqlitePositionWriter } from './presence.ts';
import type { PositionRow, StaticRow } from './rows.ts';
import { SqliteWriterThread } from './sqlite-writer.ts';

export type { PositionRow, StaticRow } from './rows.ts';

/** The thinned copy (migration 0027) and the presence (0052) beside the schema's tables. */
interface PresenceTable {
  hour: number;
  cx: number;
  cy: number;
  mmsi: number;
  n: number;
}
type HistoryDB = DB & { positions_thin: PositionsTable; position_presence: PresenceTable };

/** The thinned copy keeps one position per vessel per this many ms. */
export const THIN_STEP_MS = 300_000;
const DAY_MS = 86_400_000;

/** The most positions one track answer holds (a longer one is thinned: `track`). */
export { TRACK_MAX_POINTS };

/** Rows per INSERT: 10 columns × 1000 stays under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 1000;

export interface TrackPoint {
  t: number;
  lat: number;
  lon: number;
  sog: number | null;
  cog: number | null;
  heading: number | null;
  navStatus: number | null;
  rot: number | null;
  source: string;
}

/** What a track point holds of a stored position (all of it but the MMSI). */
const TRACK_COLUMNS = [
  't',
  'lat',
  'lon',
  'sog',
  'cog',
  'heading',
  'nav_status',
  'rot',
  'source',
] as const;
const POSITION_COLUMNS = ['mmsi', ...TRACK_COLUMNS] as const;
const PG_TYPES = [
  'int',
  'bigint',
  'float8',
  'float8',
  'float4',
  'float4',
  'int2',
  'int2',
  'float4',
  'text',
];

/**
 * A circle as a local flat projection (within 0.1 % at 30 NM): its box, and an SQL test that
 * a latitude and longitude column pair lies inside it.
 */
function flatCircle(lon: number, lat: number, radiusM: number) {
  const dLat = radiusM / 111_195;
  const cos = Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  const dLon = dLat / cos;
  return {
    box: [lon - dLon, lat - dLat, lon + dLon, lat + dLat] as const,
    inCircle: (y: RawBuilder<unknown>, x: RawBuilder<unknown>) =>
      sql<boolean>`(${y} - ${lat}) * (${y} - ${lat}) + (${x} - ${lon}) * (${x} - ${lon}) * ${cos * cos}
        <= ${dLat * dLat}`,
  };
}

/**
 * Position history and static-data changes. Positions are the one hot write of the product
 * (every report of every vessel), so they take each driver's bulk path: one prepared
 * statement in a transaction on SQLite, one `unnest` of column arrays on PostgreSQL. A
 * position already stored (same mmsi, t and source) is skipped, so a redelivered batch is
 * written once (migration 0013).
 * Everything else goes through Kysely.
 */
export class HistoryRepo {
  readonly #db: Kysely<HistoryDB>;
  readonly #postgres: boolean;
  readonly #bulk: (rows: readonly PositionRow[]) => Promise<void>;
  readonly #thread: SqliteWriterThread | undefined;
  readonly #partitions: PositionPartitions | undefined;

  /**
   * `thread`: write SQLite positions from a thread of their own (not for `:memory:`).
   * On PostgreSQL each day's partition is made as its first positions come (for days from
   * `keepDays` ago, the retention, to tomorrow; `now` is the clock).
   */
  constructor(
    store: Store,
    opts: { thread?: boolean; now?: () => number; keepDays?: number } = {},
  ) {
    this.#db = store.db.withTables<{
      positions_thin: PositionsTable;
      position_presence: PresenceTable;
    }>();
    const raw = store.raw;
    this.#postgres = raw.kind === 'postgres';
    if (raw.kind === 'postgres') {
      const partitions = new PositionPartitions(raw.pool, {
        now: opts.now ?? (() => Date.now()),
        keepDays: () => opts.keepDays ?? 3650,
      });
      this.#partitions = partitions;
      const bulk = postgresBulk(raw.pool);
      this.#bulk = async (rows) => {
        await partitions.ensure(rows.map((r) => r.t));
        await bulk(rows);
      };
    } else if (opts.thread && raw.path !== ':memory:') {
      const thread = new SqliteWriterThread(raw.path);
      this.#thread = thread;
      this.#bulk = (rows) => thread.write(rows);
    } else {
      const write = sqlitePositionWriter(raw.database);
      this.#bulk = (rows) => {
        write(toColumns(rows));
        return Promise.resolve();
      };
    }
  }

  /** Stops the writer thread, if any (after the last write). */
  async close(): Promise<void> {
    await this.#thread?.close();
  }

  /**
   * Writes a batch: positions and the presence of those new (one statement on PostgreSQL,
   * one transaction on SQLite), then static-data changes.
   */
  async write(positions: readonly PositionRow[], statics: readonly StaticRow[]): Promise<void> {
    if (positions.length > 0) await this.#bulk(positions);
    if (statics.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      for (let i = 0; i < statics.length; i += CHUNK) {
        await trx
          .insertInto('vessel_static')
          .values(statics.slice(i, i + CHUNK))
          .execute();
      }
    });
  }

  /** The time of the oldest raw position stored (before it, retention left the thinned copy). */
  async #rawFrom(): Promise<number | null> {
    const first = await this.#db
      .selectFrom('positions')
      .select((eb) => eb.fn.min('t').as('t'))
      .executeTakeFirst();
    return first?.t == null ? null : Number(first.t);
  }

  /**
   * A vessel's positions in a period: the raw ones, and before the oldest raw position
   * (retention removed what was older) the thinned copy's.
   */
  async #inPeriod(mmsi: number, from: number, to: number) {
    const raw = this.#db
      .selectFrom('positions')
      .select(TRACK_COLUMNS)
      .where('mmsi', '=', mmsi)
      .where('t', '>=', from)
      .where('t', '<=', to);
    const rawFrom = (await this.#rawFrom()) ?? to + 1;
    if (from >= rawFrom) return this.#db.selectFrom(raw.as('p'));
    const thin = this.#db
      .selectFrom('positions_thin')
      .select(TRACK_COLUMNS)
      .where('mmsi', '=', mmsi)
      .where('t', '>=', from)
      .where('t', '<', Math.min(to + 1, rawFrom));
    return this.#db.selectFrom(raw.unionAll(thin).as('p'));
  }

  /** How many positions a vessel has between two times (unix ms). */
  async trackTotal(mmsi: number, from: number, to: number): Promise<number> {
    const counted = await (
      await this.#inPeriod(mmsi, from, to)
    )
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirst();
    // PostgreSQL's count is a bigint, which node-postgres hands over as a string.
    return Number(counted?.n ?? 0);
  }

  /**
   * A vessel's positions between two times (unix ms), oldest first, and how many there are.
   * When there are more than `limit`, every k-th of them (k = ⌈total / limit⌉) and the
   * newest: the whole period, thinned evenly, never its newest part cut off. One read of the
   * period: each position is ranked and the period counted as it is read (on PostgreSQL from
   * the index alone, migration 0052).
   */
  async track(
    mmsi: number,
    from: number,
    to: number,
    limit = TRACK_MAX_POINTS,
  ): Promise<{ points: TrackPoint[]; total: number }> {
    // A literal whole number, so the step is integer division on both databases.
    const most = sql.lit(Math.max(1, Math.floor(limit)));
    const ranked = (await this.#inPeriod(mmsi, from, to))
      .select([
        ...TRACK_COLUMNS,
        sql<number>`row_number() over (order by t)`.as('rn'),
        sql<number>`count(*) over ()`.as('total'),
      ])
      .as('ranked');
    const rows = await this.#db
      .selectFrom(ranked)
      .select([...TRACK_COLUMNS, 'total'])
      .where(sql<boolean>`(rn - 1) % ((total + ${most} - 1) / ${most}) = 0 or rn = total`)
      .orderBy('t')
      .execute();
    const points = rows.map((r) => ({
      t: Number(r.t),
      lat: r.lat,
      lon: r.lon,
      sog: r.sog,
      cog: r.cog,
      heading: r.heading,
      navStatus: r.nav_status,
      rot: r.rot,
      source: r.source,
    }));
    // PostgreSQL's count is a bigint, which node-postgres hands over as a string.
    return { points, total: Number(rows[0]?.total ?? 0) };
  }

  /**
   * The vessels heard within `radiusM` of a point between two times (unix ms), each with how
   * many positions it has there, by MMSI, at most `limit` (one port's 24 h, issue #18). The
   * whole hours of the period are read from the presence (migration 0052: each vessel per
   * hour and 0.01° cell, the cells whose centre is in the circle); the part hours at either
   * end from the positions themselves (those in the circle). The circle is a local flat
   * projection (within 0.1 % at 30 NM).
   */
  async vesselsNear(
    lon: number,
    lat: number,
    radiusM: number,
    from: number,
    to: number,
    limit: number,
  ): Promise<{ mmsi: number; positions: number }[]> {
    const { box, inCircle } = flatCircle(lon, lat, radiusM);
    const [west, south, east, north] = box;
    const firstHour = Math.ceil(from / PRESENCE_HOUR_MS);
    const endHour = Math.floor(to / PRESENCE_HOUR_MS);
    const hours = endHour > firstHour;
    // The parts of the period not made of whole hours: read from the positions.
    const edges: [number, number][] = hours
      ? [
          [from, firstHour * PRESENCE_HOUR_MS],
          [endHour * PRESENCE_HOUR_MS, to],
        ]
      : [[from, to]];
    const parts = edges
      .filter(([a, b]) => b > a)
      .map(
        ([a, b]) => sql`select mmsi, 1 as n from positions
          where t >= ${a} and t < ${b} and lat >= ${south} and lat <= ${north}
            and lon >= ${west} and lon <= ${east} and ${inCircle(sql.ref('lat'), sql.ref('lon'))}`,
      );
    if (hours) {
      const size = PRESENCE_CELL_DEG;
      const centre = (c: string) => sql`(${sql.ref(c)} + 0.5) * ${size}`;
      // Each hour on its own (an index descent per hour, then the cx range), not one range of
      // hours over every cell of the country in between; a long period as one range.
      const count = endHour - firstHour;
      const inHours =
        count <= 240
          ? sql`hour in (${sql.join(Array.from({ length: count }, (_, k) => sql.lit(firstHour + k)))})`
          : sql`hour >= ${firstHour} and hour < ${endHour}`;
      parts.push(sql`select mmsi, n from position_presence
        where ${inHours}
          and cx >= ${Math.floor(west / size)} and cx <= ${Math.floor(east / size)}
          and cy >= ${Math.floor(south / size)} and cy <= ${Math.floor(north / size)}
          and ${inCircle(centre('cy'), centre('cx'))}`);
    }
    if (parts.length === 0) return [];
    const rows = await sql<{ mmsi: number | string; n: number | string }>`
      select mmsi, sum(n) as n from (${sql.join(parts, sql` union all `)}) p
      group by mmsi
      order by mmsi
      limit ${limit}`.execute(this.#db);
    return rows.rows.map((r) => ({ mmsi: Number(r.mmsi), positions: Number(r.n) }));
  }

  /**
   * The stored raw positions within `radiusM` of a point between two times (unix ms), at most
   * `limit` (SAR assist: who was near a scene at the incident). Read from `positions` by time
   * and box, then the circle (a local flat projection, as `vesselsNear`).
   */
  async positionsAround(
    lon: number,
    lat: number,
    radiusM: number,
    from: number,
    to: number,
    limit: number,
  ): Promise<
    { mmsi: number; t: number; lat: number; lon: number; sog: number | null; cog: number | null }[]
  > {
    const { box, inCircle } = flatCircle(lon, lat, radiusM);
    const [west, south, east, north] = box;
    const rows = await this.#db
      .selectFrom('positions')
      .select(['mmsi', 't', 'lat', 'lon', 'sog', 'cog'])
      .where('t', '>=', from)
      .where('t', '<=', to)
      .where('lat', '>=', south)
      .where('lat', '<=', north)
      .where('lon', '>=', west)
      .where('lon', '<=', east)
      .where(inCircle(sql.ref('lat'), sql.ref('lon')))
      .limit(limit)
      .execute();
    // PostgreSQL's bigint comes as a string.
    return rows.map((r) => ({ ...r, mmsi: Number(r.mmsi), t: Number(r.t) }));
  }

  /** The time of the first stored raw position at or after `from`, or null when there is none. */
  async firstAt(from: number): Promise<number | null> {
    const r = await this.#db
      .selectFrom('positions')
      .select((eb) => eb.fn.min('t').as('t'))
      .where('t', '>=', from)
      .executeTakeFirst();
    return r?.t == null ? null : Number(r.t);
  }

  /**
   * Every stored raw position in `[from, to)`, oldest first: what a sink saw, in the order it
   * saw it (for rebuilding what is derived from positions, such as density). Only what that
   * needs: MMSI, time, place, source.
   */
  async between(
    from: number,
    to: number,
  ): Promise<{ mmsi: number; t: number; lat: number; lon: number; source: string }[]> {
    const rows = await this.#db
      .selectFrom('positions')
      .select(['mmsi', 't', 'lat', 'lon', 'source'])
      .where('t', '>=', from)
      .where('t', '<', to)
      .orderBy('t')
      .orderBy('mmsi')
      .execute();
    // PostgreSQL's bigint comes as a string.
    return rows.map((r) => ({ ...r, mmsi: Number(r.mmsi), t: Number(r.t) }));
  }

  /** Each vessel's last stored ship type (from its static reports). */
  async shipTypes(): Promise<Map<number, number>> {
    const latest = this.#db
      .selectFrom('vessel_static')
      .select(['mmsi', (eb) => eb.fn.max('t').as('t')])
      .where('ship_type', 'is not', null)
      .groupBy('mmsi')
      .as('m');
    const rows = await this.#db
      .selectFrom('vessel_static as s')
      .innerJoin(latest, (j) => j.onRef('m.mmsi', '=', 's.mmsi').onRef('m.t', '=', 's.t'))
      .select(['s.mmsi', 's.ship_type'])
      .where('s.ship_type', 'is not', null)
      .execute();
    return new Map(rows.map((r) => [Number(r.mmsi), Number(r.ship_type)]));
  }

  /** The static-data changes of a vessel, newest first. */
  async staticHistory(mmsi: number, limit = 100) {
    return this.#db
      .selectFrom('vessel_static')
      .selectAll()
      .where('mmsi', '=', mmsi)
      .orderBy('t', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Removes positions older than `before`; answers how many. On PostgreSQL whole days go by
   * dropping their partitions; what is left before `before` (part of a day, the default
   * partition) is deleted, and so is the presence of the hours wholly before it. With `thin`,
   * they are first copied thinned (`#thinUpTo`), and the thinned copy older than
   * `thin.before` is removed.
   */
  async purge(before: number, thin?: { before: number }): Promise<number> {
    if (thin) await this.#thinUpTo(before);
    const dropped = (await this.#partitions?.dropBefore(before)) ?? 0;
    const r = await this.#db.deleteFrom('positions').where('t', '<', before).executeTakeFirst();
    // The presence of the hours wholly before `before`.
    await this.#db
      .deleteFrom('position_presence')
      .where('hour', '<', Math.floor(before / PRESENCE_HOUR_MS))
      .execute();
    if (thin) await this.#db.deleteFrom('positions_thin').where('t', '<', thin.before).execute();
    return dropped + Number(r.numDeletedRows);
  }

  /**
   * Copies the raw positions before `before` into the thinned copy, one per vessel per
   * `THIN_STEP_MS` (the first of each), a day at a time; what is there already is kept.
   */
  async #thinUpTo(before: number): Promise<void> {
    const oldest = await this.#rawFrom();
    if (oldest === null) return;
    const columns = sql.raw(POSITION_COLUMNS.join(', '));
    const step = sql.lit(THIN_STEP_MS);
    const start = Math.floor(oldest / THIN_STEP_MS) * THIN_STEP_MS;
    for (let at = start; at < before; at += DAY_MS) {
      const to = Math.min(before, at + DAY_MS);
      await (
        this.#postgres
          ? sql`insert into positions_thin (${columns})
              select distinct on (mmsi, t / ${step}) ${columns} from positions
              where t >= ${at} and t < ${to} order by mmsi, t / ${step}, t
              on conflict do nothing`
          : sql`insert into positions_thin (${columns})
              select mmsi, min(t), lat, lon, sog, cog, heading, nav_status, rot, source
              from positions where t >= ${at} and t < ${to} group by mmsi, t / ${step}
              on conflict do nothing`
      ).execute(this.#db);
    }
  }
}

function postgresBulk(pool: pg.Pool): (rows: readonly PositionRow[]) => Promise<void> {
  // The positions not stored yet, and the presence of those (ordered, so two writers adding
  // to the same rows take their locks in the same order).
  const cell = `${PRESENCE_CELL_DEG}::float8`;
  const sql =
    `with stored as (insert into positions (${POSITION_COLUMNS.join(', ')}) select * from unnest(` +
    PG_TYPES.map((t, i) => `$${i + 1}::${t}[]`).join(', ') +
    ') on conflict do nothing returning mmsi, t, lat, lon) ' +
    'insert into position_presence (hour, cx, cy, mmsi, n) ' +
    `select t / ${PRESENCE_HOUR_MS}, floor(lon / ${cell}), floor(lat / ${cell}), mmsi, count(*) ` +
    'from stored group by 1, 2, 3, 4 order by 1, 2, 3, 4 ' +
    'on conflict (hour, cx, cy, mmsi) do update set n = position_presence.n + excluded.n';
  return async (rows) => {
    for (let i = 0; i < rows.length; i += 50_000) {
      const chunk = rows.slice(i, i + 50_000);
      const c = toColumns(chunk);
      const values = Array.from({ length: c.n }, (_, k) => rowValues(c, k));
      await pool.query(
        sql,
        POSITION_COLUMNS.map((_, col) => values.map((row) => row[col] ?? null)),
      );
    }
  };
}

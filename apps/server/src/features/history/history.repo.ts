import { TRACK_MAX_POINTS } from '@pantau/contracts';
import type Database from 'better-sqlite3';
import { sql, type Insertable, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Store } from '../../store/db.ts';
import type { PositionEvent } from '@pantau/domain';
import type { DB, VesselStaticTable } from '../../store/schema.ts';
import { PositionPartitions } from './partitions.ts';
import { rowValues, toColumns } from './position-columns.ts';
import { SqliteWriterThread } from './sqlite-writer.ts';

/** A position as history keeps it: the accepted event itself (no copy per report). */
export type PositionRow = PositionEvent;
export type StaticRow = Insertable<VesselStaticTable>;

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
 * Position history and static-data changes. Positions are the one hot write of the product
 * (every report of every vessel), so they take each driver's bulk path: one prepared
 * statement in a transaction on SQLite, one `unnest` of column arrays on PostgreSQL. A
 * position already stored (same mmsi, t and source) is skipped, so a redelivered batch is
 * written once (migration 0013).
 * Everything else goes through Kysely.
 */
export class HistoryRepo {
  readonly #db: Kysely<DB>;
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
    this.#db = store.db;
    const raw = store.raw;
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
      this.#bulk = sqliteBulk(raw.database);
    }
  }

  /** Stops the writer thread, if any (after the last write). */
  async close(): Promise<void> {
    await this.#thread?.close();
  }

  /** Writes a batch: positions (one transaction), then static-data changes. */
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

  #inPeriod(mmsi: number, from: number, to: number) {
    return this.#db
      .selectFrom('positions')
      .where('mmsi', '=', mmsi)
      .where('t', '>=', from)
      .where('t', '<=', to);
  }

  /** How many positions a vessel has between two times (unix ms). */
  async trackTotal(mmsi: number, from: number, to: number): Promise<number> {
    const counted = await this.#inPeriod(mmsi, from, to)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirst();
    // PostgreSQL's count is a bigint, which node-postgres hands over as a string.
    return Number(counted?.n ?? 0);
  }

  /**
   * A vessel's positions between two times (unix ms), oldest first, and how many there are.
   * When there are more than `limit`, every k-th of them (k = ⌈total / limit⌉) and the
   * newest: the whole period, thinned evenly, never its newest part cut off.
   */
  async track(
    mmsi: number,
    from: number,
    to: number,
    limit = TRACK_MAX_POINTS,
  ): Promise<{ points: TrackPoint[]; total: number }> {
    const total = await this.trackTotal(mmsi, from, to);
    if (total === 0) return { points: [], total };
    const step = Math.ceil(total / Math.max(1, limit));
    const ranked = this.#inPeriod(mmsi, from, to)
      .select([...TRACK_COLUMNS, sql<number>`row_number() over (order by t)`.as('rn')])
      .as('ranked');
    const rows = await this.#db
      .selectFrom(ranked)
      .select(TRACK_COLUMNS)
      .$if(step > 1, (q) => q.where(sql<boolean>`(rn - 1) % ${step} = 0 or rn = ${total}`))
      .orderBy('t')
      .execute();
    const points = rows.map((r) => ({
      t: r.t,
      lat: r.lat,
      lon: r.lon,
      sog: r.sog,
      cog: r.cog,
      heading: r.heading,
      navStatus: r.nav_status,
      rot: r.rot,
      source: r.source,
    }));
    return { points, total };
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
   * partition) is deleted.
   */
  async purge(before: number): Promise<number> {
    const dropped = (await this.#partitions?.dropBefore(before)) ?? 0;
    const r = await this.#db.deleteFrom('positions').where('t', '<', before).executeTakeFirst();
    return dropped + Number(r.numDeletedRows);
  }
}

function sqliteBulk(database: Database.Database): (rows: readonly PositionRow[]) => Promise<void> {
  const insert = database.prepare(
    `insert into positions (${POSITION_COLUMNS.join(', ')}) values (${POSITION_COLUMNS.map(() => '?').join(', ')}) on conflict do nothing`,
  );
  const all = database.transaction((rows: readonly PositionRow[]) => {
    for (const r of rows) {
      insert.run(r.mmsi, r.t, r.lat, r.lon, r.sog, r.cog, r.heading, r.navStatus, r.rot, r.source);
    }
  });
  return (rows) => {
    all(rows);
    return Promise.resolve();
  };
}

function postgresBulk(pool: pg.Pool): (rows: readonly PositionRow[]) => Promise<void> {
  const sql =
    `insert into positions (${POSITION_COLUMNS.join(', ')}) select * from unnest(` +
    PG_TYPES.map((t, i) => `$${i + 1}::${t}[]`).join(', ') +
    ') on conflict do nothing';
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

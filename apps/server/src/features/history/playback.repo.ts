import { NO_COURSE, PLAYBACK_STEP_MS, type PlaybackBlock } from '@pantau/contracts';
import { sql, type Kysely } from 'kysely';
import { RequestCancelled } from '../../http/cancel.ts';
import type { Store } from '../../store/db.ts';
import type { DB } from '../../store/schema.ts';

/** A block is read in slices this long; between two the reader checks for a cancel. */
const SLICE_MS = 5 * 60_000;

export class PlaybackCancelled extends RequestCancelled {
  constructor() {
    super('playback read');
  }
}

interface Row {
  mmsi: number;
  t: number | string;
  lat: number;
  lon: number;
  source: string;
  cog: number | null;
  heading: number | null;
}

/**
 * The whole picture for Historical Overall Playback: every vessel's positions in a period,
 * thinned to the first of each `PLAYBACK_STEP_MS` per vessel (SQLite: `min(t)` picks its
 * row's columns; PostgreSQL: `distinct on`), in slices so a cancelled request stops between
 * two (`signal`), in columns for the binary block.
 */
export class PlaybackRepo {
  readonly #db: Kysely<DB>;
  readonly #postgres: boolean;

  constructor(store: Store) {
    this.#db = store.db;
    this.#postgres = store.raw.kind === 'postgres';
  }

  async block(opts: {
    from: number;
    to: number;
    bbox?: readonly [number, number, number, number] | undefined;
    /**
     * The index of a vessel's type group (`PLAYBACK_GROUP_IDS`), given the ship type it last
     * reported before the period's end (from the stored static data; null when none).
     */
    groupOf: (mmsi: number, storedType: number | null) => number;
    signal?: AbortSignal | undefined;
    stepMs?: number;
  }): Promise<PlaybackBlock> {
    const step = opts.stepMs ?? PLAYBACK_STEP_MS;
    const rows: Row[] = [];
    // Before the oldest raw position (removed by retention) the thinned copy answers.
    const oldest = await sql<{
      t: number | string | null;
    }>`select min(t) as t from positions`.execute(this.#db);
    const rawFrom = oldest.rows[0]?.t == null ? Infinity : Number(oldest.rows[0].t);
    for (let at = opts.from; at < opts.to; at += SLICE_MS) {
      if (opts.signal?.aborted) throw new PlaybackCancelled();
      const end = Math.min(opts.to, at + SLICE_MS);
      if (at < rawFrom)
        rows.push(
          ...(await this.#slice('positions_thin', at, Math.min(end, rawFrom), step, opts.bbox)),
        );
      if (end > rawFrom)
        rows.push(...(await this.#slice('positions', Math.max(at, rawFrom), end, step, opts.bbox)));
    }
    if (opts.signal?.aborted) throw new PlaybackCancelled();
    rows.sort((a, b) => a.mmsi - b.mmsi || Number(a.t) - Number(b.t));
    const types = await this.#shipTypes(rows, opts.to);
    return toBlock(rows, opts.from, (mmsi) => opts.groupOf(mmsi, types.get(mmsi) ?? null));
  }

  /**
   * When the first stored position of a period is (raw or thinned), null when none: the
   * replay starts there, not at a midnight with nothing on the map yet.
   */
  async firstAt(from: number, to: number): Promise<number | null> {
    const first = await sql<{ t: number | string | null }>`
      select min(t) as t from (
        select min(t) as t from positions where t >= ${from} and t < ${to}
        union all
        select min(t) as t from positions_thin where t >= ${from} and t < ${to}
      ) as firsts`.execute(this.#db);
    const t = first.rows[0]?.t;
    return t == null ? null : Number(t);
  }

  /** Each vessel's last reported ship type up to `before`, from the static-data history. */
  async #shipTypes(rows: readonly Row[], before: number): Promise<Map<number, number>> {
    const vessels = [...new Set(rows.map((r) => r.mmsi))];
    const types = new Map<number, number>();
    for (let i = 0; i < vessels.length; i += 1000) {
      const found = await this.#db
        .selectFrom('vessel_static')
        .select(['mmsi', 'ship_type'])
        .where('mmsi', 'in', vessels.slice(i, i + 1000))
        .where('t', '<=', before)
        .where('ship_type', 'is not', null)
        .orderBy('t')
        .execute();
      for (const r of found) if (r.ship_type !== null) types.set(r.mmsi, r.ship_type);
    }
    return types;
  }

  #slice(
    table: 'positions' | 'positions_thin',
    from: number,
    to: number,
    step: number,
    bbox: readonly [number, number, number, number] | undefined,
  ): Promise<Row[]> {
    const box = bbox
      ? sql`and lon >= ${bbox[0]} and lat >= ${bbox[1]} and lon <= ${bbox[2]} and lat <= ${bbox[3]}`
      : sql``;
    const query = this.#postgres
      ? sql<Row>`select distinct on (mmsi, t / ${sql.lit(step)}) mmsi, t, lat, lon, source, cog, heading from ${sql.table(table)}
          where t >= ${from} and t < ${to} ${box}
          order by mmsi, t / ${sql.lit(step)}, t`
      : sql<Row>`select mmsi, min(t) as t, lat, lon, source, cog, heading from ${sql.table(table)}
          where t >= ${from} and t < ${to} ${box}
          group by mmsi, t / ${sql.lit(step)}`;
    return query.execute(this.#db).then((r) => r.rows);
  }
}

function toBlock(rows: readonly Row[], from: number, groupOf: (mmsi: number) => number) {
  const n = rows.length;
  const block: PlaybackBlock = {
    from,
    count: n,
    mmsi: new Uint32Array(n),
    lon: new Float32Array(n),
    lat: new Float32Array(n),
    dt: new Uint16Array(n),
    group: new Uint8Array(n),
    source: new Uint8Array(n),
    sources: [],
    course: new Uint16Array(n),
  };
  const sourceIndex = new Map<string, number>();
  let lastMmsi = -1;
  let group = 0;
  for (let i = 0; i < n; i++) {
    const r = rows[i] as Row;
    if (r.mmsi !== lastMmsi) {
      lastMmsi = r.mmsi;
      group = groupOf(r.mmsi);
    }
    let s = sourceIndex.get(r.source);
    if (s === undefined) {
      // At most 255 names in a block; beyond, the rest share the last slot's index.
      s = Math.min(block.sources.length, 255);
      if (s === block.sources.length) block.sources.push(r.source);
      sourceIndex.set(r.source, s);
    }
    block.mmsi[i] = r.mmsi;
    block.lon[i] = r.lon;
    block.lat[i] = r.lat;
    block.dt[i] = Math.round((Number(r.t) - from) / 1000);
    block.group[i] = group;
    block.source[i] = s;
    block.course[i] = courseOf(r);
  }
  return block;
}

/** Heading where the vessel reports one (0..359), else course over ground, in whole degrees. */
function courseOf(r: Row): number {
  if (r.heading !== null && r.heading >= 0 && r.heading < 360) return Math.round(r.heading) % 360;
  if (r.cog !== null && r.cog >= 0 && r.cog < 360) return Math.round(r.cog) % 360;
  return NO_COURSE;
}

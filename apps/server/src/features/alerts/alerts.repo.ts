import type { AlertPriority, AlertType, AlertView } from '@pantau/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { AlertsTable, DB } from '../../store/schema.ts';

/** A situation as the engine writes it; `id` once stored. */
export type AlertRecord = Omit<AlertView, 'id' | 'ackBy' | 'ackAt'> & { situation: string };

/** The alerts table: one row per situation, on SQLite and PostgreSQL alike. */
export class AlertsRepo {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  /** Runs `fn` with a repository inside one transaction (the writer's batches). */
  transaction<T>(fn: (repo: AlertsRepo) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute((trx) => fn(new AlertsRepo(trx)));
  }

  async insert(r: AlertRecord): Promise<number> {
    const row = await this.#db
      .insertInto('alerts')
      .values(newRow(r))
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async update(id: number, r: AlertRecord): Promise<void> {
    await this.#db.updateTable('alerts').set(columns(r)).where('id', '=', id).execute();
  }

  /**
   * Inserts the records in multi-row statements (the engine's writer; on SQLite a row
   * costs about 10 µs in statements of 500, 50 µs one by one); answers their ids in the
   * order given. Neither database promises the order a multi-row insert returns its rows in, so
   * each row is matched by its situation key, and a key twice starts another statement.
   */
  async insertMany(records: readonly AlertRecord[]): Promise<number[]> {
    const ids: number[] = [];
    for (const chunk of chunks(records, (r) => r.situation)) {
      const rows = await this.#db
        .insertInto('alerts')
        .values(chunk.map(newRow))
        .returning(['id', 'situation'])
        .execute();
      const byKey = new Map(rows.map((row) => [row.situation, Number(row.id)]));
      for (const r of chunk) ids.push(byKey.get(r.situation) as number);
    }
    return ids;
  }

  /**
   * Writes stored records again in multi-row statements: an upsert on the id, which every
   * record given has (alert rows are never deleted, so it only ever updates; the columns a
   * user sets, the acknowledgement, are left alone).
   */
  async updateMany(records: readonly { id: number; record: AlertRecord }[]): Promise<void> {
    for (const chunk of chunks(records, (r) => r.id)) {
      await this.#db
        .insertInto('alerts')
        .values(chunk.map(({ id, record }) => ({ id, ...newRow(record) })))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            priority: eb.ref('excluded.priority'),
            status: eb.ref('excluded.status'),
            name: eb.ref('excluded.name'),
            call_sign: eb.ref('excluded.call_sign'),
            ship_type: eb.ref('excluded.ship_type'),
            lon: eb.ref('excluded.lon'),
            lat: eb.ref('excluded.lat'),
            updated_at: eb.ref('excluded.updated_at'),
            closed_at: eb.ref('excluded.closed_at'),
            details: eb.ref('excluded.details'),
          })),
        )
        .execute();
    }
  }

  async get(id: number): Promise<AlertView | undefined> {
    const row = await this.#db
      .selectFrom('alerts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toView(row);
  }

  /** The behaviour part of an alert's situation key (`type|mmsi|behaviour`). */
  async situationOf(id: number): Promise<string | null> {
    const row = await this.#db
      .selectFrom('alerts')
      .select('situation')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return row.situation.split('|').slice(2).join('|');
  }

  /** Newest first; `q` matches the MMSI, name or call sign (either vessel of a pair). */
  async list(
    type: AlertType,
    opts: { q?: string; before?: number; limit: number },
  ): Promise<{ alerts: AlertView[]; next: number | null }> {
    let query = this.#db.selectFrom('alerts').selectAll().where('type', '=', type);
    if (opts.before !== undefined) query = query.where('id', '<', opts.before);
    const q = opts.q?.trim().toLowerCase();
    if (q) {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['name']), 'like', like),
          eb(eb.fn('lower', ['call_sign']), 'like', like),
          eb(eb.fn('lower', ['details']), 'like', like),
          eb(eb.cast('mmsi', 'varchar(16)'), 'like', like),
        ]),
      );
    }
    const rows = await query
      .orderBy('id', 'desc')
      .limit(opts.limit + 1)
      .execute();
    const page = rows.slice(0, opts.limit).map(toView);
    const last = page.at(-1);
    return { alerts: page, next: rows.length > opts.limit && last ? last.id : null };
  }

  /**
   * The open alerts of one vessel among `types`, newest first: its own, and the Close
   * Distance pairs where it is the second vessel.
   */
  async openOfVessel(mmsi: number, types: readonly AlertType[]): Promise<AlertView[]> {
    if (types.length === 0) return [];
    const rows = await this.#db
      .selectFrom('alerts')
      .selectAll()
      .where('status', '=', 'open')
      .where('type', 'in', [...types])
      .where((eb) =>
        eb.or([
          eb('mmsi', '=', mmsi),
          eb.and([
            eb('type', '=', 'closeDistance'),
            eb.or([
              eb('details', 'like', `%"mmsi2":${mmsi},%`),
              eb('details', 'like', `%"mmsi2":${mmsi}}%`),
            ]),
          ]),
        ]),
      )
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    return rows.map(toView);
  }

  /**
   * The vessels with an open alarm or warning nobody acknowledged yet, newest alert first,
   * each once with its highest priority; at most `limit` (and whether there were more).
   */
  async attentionVessels(
    types: readonly AlertType[],
    limit: number,
  ): Promise<{ vessels: { mmsi: number; priority: AlertPriority }[]; truncated: boolean }> {
    if (types.length === 0) return { vessels: [], truncated: false };
    const rows = await this.#db
      .selectFrom('alerts')
      .select((eb) => [
        'mmsi',
        eb.fn.max('id').as('newest'),
        eb.fn.max(eb.case().when('priority', '=', 'alarm').then(1).else(0).end()).as('alarm'),
      ])
      .where('status', '=', 'open')
      .where('type', 'in', [...types])
      .where('ack_at', 'is', null)
      .where('priority', 'in', ['alarm', 'warning'])
      .groupBy('mmsi')
      .orderBy('newest', 'desc')
      .limit(limit + 1)
      .execute();
    return {
      vessels: rows.slice(0, limit).map((r) => ({
        mmsi: Number(r.mmsi),
        priority: Number(r.alarm) === 1 ? 'alarm' : 'warning',
      })),
      truncated: rows.length > limit,
    };
  }

  async counts(
    types: readonly AlertType[],
  ): Promise<{ type: AlertType; open: number; attention: number; latestAt: number | null }[]> {
    if (types.length === 0) return [];
    const rows = await this.#db
      .selectFrom('alerts')
      .select((eb) => [
        'type',
        eb.fn.sum<number>(eb.case().when('status', '=', 'open').then(1).else(0).end()).as('open'),
        // What needs a person: open alarms and warnings nobody acknowledged yet (records
        // of port entries and exits, idle ships and the like are a log, not a call).
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(
                eb.and([
                  eb('status', '=', 'open'),
                  eb('ack_at', 'is', null),
                  eb('priority', 'in', ['alarm', 'warning']),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as('attention'),
        eb.fn.max('updated_at').as('latest'),
      ])
      .where('type', 'in', [...types])
      .groupBy('type')
      .execute();
    const by = new Map(rows.map((r) => [r.type, r]));
    return types.map((type) => {
      const r = by.get(type);
      return {
        type,
        open: Number(r?.open ?? 0),
        attention: Number(r?.attention ?? 0),
        latestAt: r?.latest == null ? null : Number(r.latest),
      };
    });
  }

  async ack(id: number, by: string, at: number): Promise<AlertView | undefined> {
    await this.#db
      .updateTable('alerts')
      .set({ ack_by: by, ack_at: at })
      .where('id', '=', id)
      .execute();
    return this.get(id);
  }

  /** Rows left open by a previous run (the engine adopts or closes them at start). */
  async open(): Promise<{ id: number; situation: string }[]> {
    const rows = await this.#db
      .selectFrom('alerts')
      .select(['id', 'situation'])
      .where('status', '=', 'open')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), situation: r.situation }));
  }

  async closeAll(ids: readonly number[], at: number): Promise<void> {
    if (ids.length === 0) return;
    await this.#db
      .updateTable('alerts')
      .set({ status: 'closed', closed_at: at })
      .where('id', 'in', [...ids])
      .execute();
  }
}

/** Rows per statement of the batched writes (12 columns: within both databases' limits). */
const BATCH_ROWS = 500;

/** Splits rows into statements of at most `BATCH_ROWS`, none holding a key twice. */
function chunks<T>(rows: readonly T[], key: (row: T) => unknown): T[][] {
  const out: T[][] = [];
  let chunk: T[] = [];
  let keys = new Set<unknown>();
  for (const row of rows) {
    const k = key(row);
    if (chunk.length >= BATCH_ROWS || keys.has(k)) {
      out.push(chunk);
      chunk = [];
      keys = new Set();
    }
    chunk.push(row);
    keys.add(k);
  }
  if (chunk.length > 0) out.push(chunk);
  return out;
}

function newRow(r: AlertRecord) {
  return {
    ...columns(r),
    situation: r.situation,
    opened_at: r.openedAt,
    type: r.type,
    mmsi: r.mmsi,
  };
}

function columns(r: AlertRecord) {
  return {
    priority: r.priority,
    status: r.status,
    name: r.name,
    call_sign: r.callSign,
    ship_type: r.shipType,
    lon: r.lon,
    lat: r.lat,
    updated_at: r.updatedAt,
    closed_at: r.closedAt,
    details: JSON.stringify(r.details),
  };
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export function toView(row: Selectable<AlertsTable>): AlertView {
  return {
    id: Number(row.id),
    type: row.type as AlertType,
    priority: row.priority as AlertView['priority'],
    status: row.status === 'open' ? 'open' : 'closed',
    mmsi: Number(row.mmsi),
    name: row.name,
    callSign: row.call_sign,
    shipType: num(row.ship_type),
    lon: num(row.lon),
    lat: num(row.lat),
    openedAt: Number(row.opened_at),
    updatedAt: Number(row.updated_at),
    closedAt: num(row.closed_at),
    ackBy: row.ack_by,
    ackAt: num(row.ack_at),
    details: JSON.parse(row.details) as AlertView['details'],
  };
}

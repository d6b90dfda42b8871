import { isDeepStrictEqual } from 'node:util';
import type { FleetFilter, FleetVessel, QuickView } from '@pantau/contracts';
import { mmsiKind, NAV_STATUS, shipTypeText } from '@pantau/domain';
import { sql, type ExpressionBuilder, type Generated, type Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';
import { containsIgnoringCase } from '../../store/search.ts';
import type { SqliteBulk } from '../../store/sqlite-bulk.ts';

/** The fleet table (migration 0031), typed here. */
export interface FleetTable {
  mmsi: number;
  first_seen: number;
  last_seen: number;
  name: string | null;
  call_sign: string | null;
  imo: number | null;
  ship_type: number | null;
  to_bow: number | null;
  to_stern: number | null;
  to_port: number | null;
  to_starboard: number | null;
  ais_class: string | null;
  /** Migration 0038. */
  ais_version: number | null;
  vendor_id: string | null;
  nav_status: number | null;
  src: string | null;
  destination: string | null;
  lat: number | null;
  lon: number | null;
}
export interface QuickViewsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  query: string;
  created_at: number;
}
type FleetDB = DB & { data_ais_fleet: FleetTable; data_ais_views: QuickViewsTable };

/** What the sink learned of a vessel since its last flush (null: not told). */
export type FleetPatch = { mmsi: number; t: number; first?: number } & Partial<
  Omit<FleetTable, 'mmsi' | 'first_seen' | 'last_seen'>
>;

const COLUMN: Record<FleetFilter['column'], keyof FleetTable> = {
  mmsi: 'mmsi',
  imo: 'imo',
  shipType: 'ship_type',
  navStatus: 'nav_status',
  name: 'name',
  callSign: 'call_sign',
  src: 'src',
  destination: 'destination',
  aisType: 'ais_class',
};

export interface FleetSearch {
  q?: string | undefined;
  filters: readonly FleetFilter[];
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function toFleetVessel(r: FleetTable): FleetVessel {
  const shipType = num(r.ship_type);
  const navStatus = num(r.nav_status);
  return {
    mmsi: Number(r.mmsi),
    imo: num(r.imo),
    mmsiType: mmsiKind(Number(r.mmsi)),
    shipType,
    shipTypeStr: shipTypeText(shipType),
    callSign: r.call_sign,
    name: r.name,
    aisType: r.ais_class === null ? null : `Class ${r.ais_class}`,
    aisVer: num(r.ais_version),
    vendorId: r.vendor_id,
    dimToBow: num(r.to_bow),
    dimToStern: num(r.to_stern),
    dimToPort: num(r.to_port),
    dimToStbrd: num(r.to_starboard),
    navStatus,
    navStatusStr: navStatus === null ? '-' : (NAV_STATUS[navStatus] ?? String(navStatus)),
    src: r.src,
    destination: r.destination,
    lat: num(r.lat),
    lon: num(r.lon),
    firstSeen: Number(r.first_seen),
    lastSeen: Number(r.last_seen),
  };
}

/** Rows per upsert: 19 columns each stays well under both databases' parameter limits. */
const CHUNK = 400;
/** Rows of the fleet handed to the SQLite writer thread at once (a few ms to make and copy). */
export const BULK_SLICE = 2_000;
const KEPT = [
  'name',
  'call_sign',
  'imo',
  'ship_type',
  'to_bow',
  'to_stern',
  'to_port',
  'to_starboard',
  'ais_class',
  'ais_version',
  'vendor_id',
  'nav_status',
  'src',
  'destination',
  'lat',
  'lon',
] as const;

/** Database Kapal: the fleet seen, one row per MMSI, and each user's quick views. */
export class FleetRepo {
  readonly #db: Kysely<FleetDB>;
  readonly #bulk: SqliteBulk | undefined;
  /** The one-row upsert, compiled once, that the SQLite bulk writer runs over every row. */
  #oneRow: string | undefined;

  /**
   * `bulk`: the store's SQLite bulk writer (a thread of its own), which takes the fleet's
   * periodic write off the event loop; without it, multi-row statements (PostgreSQL).
   */
  constructor(db: Kysely<DB>, bulk?: SqliteBulk) {
    this.#db = db.withTables<{ data_ais_fleet: FleetTable; data_ais_views: QuickViewsTable }>();
    this.#bulk = bulk;
  }

  /** Writes what the sink gathered: new vessels added, known ones updated where told. */
  async upsert(patches: readonly FleetPatch[]): Promise<void> {
    if (this.#bulk) {
      // Handed over a slice at a time: making the rows of 50,000 vessels and copying them
      // to the thread in one go held the event loop ~90 ms every flush (issue #38).
      for (let i = 0; i < patches.length; i += BULK_SLICE) {
        const rows = patches.slice(i, i + BULK_SLICE).map(fleetRow);
        this.#oneRow ??= this.#compileOneRow(rows[0]!);
        // A row's parameters are its values in the order its columns were written.
        await this.#bulk(
          this.#oneRow,
          rows.map((r): unknown[] => Object.values(r)),
        );
      }
      return;
    }
    await this.#db.transaction().execute(async (trx) => {
      for (let i = 0; i < patches.length; i += CHUNK)
        await this.#upsertQuery(trx, patches.slice(i, i + CHUNK).map(fleetRow)).execute();
    });
  }

  /** The one-row upsert's SQL, its parameters checked to be the row's values in order. */
  #compileOneRow(row: FleetTable): string {
    const q = this.#upsertQuery(this.#db, [row]).compile();
    if (!isDeepStrictEqual(q.parameters, Object.values(row)))
      throw new Error('the fleet upsert takes its parameters in another order than its row');
    return q.sql;
  }

  #upsertQuery(db: Kysely<FleetDB>, rows: FleetTable[]) {
    return db
      .insertInto('data_ais_fleet')
      .values(rows)
      .onConflict((oc) =>
        oc.column('mmsi').doUpdateSet(() => {
          const set: Record<string, unknown> = {
            last_seen: sql`case when excluded.last_seen > data_ais_fleet.last_seen then excluded.last_seen else data_ais_fleet.last_seen end`,
          };
          for (const k of KEPT)
            set[k] = sql`coalesce(excluded.${sql.ref(k)}, data_ais_fleet.${sql.ref(k)})`;
          return set;
        }),
      );
  }

  #where(s: FleetSearch) {
    return (eb: ExpressionBuilder<FleetDB, 'data_ais_fleet'>) => {
      const parts = [];
      if (s.q) {
        const digits = /^\d+$/.test(s.q);
        parts.push(
          digits
            ? eb.or([
                eb(sql<string>`cast(mmsi as text)`, 'like', `${s.q}%`),
                eb(sql<string>`cast(imo as text)`, 'like', `${s.q}%`),
                containsIgnoringCase(['name', 'call_sign'], s.q),
              ])
            : containsIgnoringCase(['name', 'call_sign', 'destination'], s.q),
        );
      }
      for (const f of s.filters) {
        const col = COLUMN[f.column];
        const value =
          f.column === 'aisType' ? f.value.replace(/^class\s*/i, '').toUpperCase() : f.value;
        const isNum = ['mmsi', 'imo', 'ship_type', 'nav_status'].includes(col);
        const v = isNum ? Number(value) : value;
        switch (f.op) {
          case 'empty':
            parts.push(eb(col, 'is', null));
            break;
          case 'notEmpty':
            parts.push(eb(col, 'is not', null));
            break;
          case 'contains':
            parts.push(containsIgnoringCase([col], value));
            break;
          case 'eq':
            parts.push(
              isNum
                ? eb(col, '=', v)
                : eb(sql<string>`lower(${sql.ref(col)})`, '=', value.toLowerCase()),
            );
            break;
          case 'ne':
            parts.push(
              eb.or([
                eb(col, 'is', null),
                isNum
                  ? eb(col, '!=', v)
                  : eb(sql<string>`lower(${sql.ref(col)})`, '!=', value.toLowerCase()),
              ]),
            );
            break;
          case 'gt':
            parts.push(eb(col, '>', v));
            break;
          case 'lt':
            parts.push(eb(col, '<', v));
            break;
        }
      }
      return eb.and(parts);
    };
  }

  /** A page of the fleet by MMSI. */
  async list(
    s: FleetSearch,
    page: number,
    pageSize: number,
  ): Promise<{ vessels: FleetVessel[]; total: number }> {
    const where = this.#where(s);
    const [rows, count] = await Promise.all([
      this.#db
        .selectFrom('data_ais_fleet')
        .selectAll()
        .where(where)
        .orderBy('mmsi')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.#db
        .selectFrom('data_ais_fleet')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return { vessels: rows.map(toFleetVessel), total: Number(count.n) };
  }

  /** Every matching vessel by MMSI, a batch at a time (keyset): the export's source. */
  async *batches(s: FleetSearch, size = 1000): AsyncGenerator<FleetVessel[]> {
    let after = -1;
    for (;;) {
      const rows = await this.#db
        .selectFrom('data_ais_fleet')
        .selectAll()
        .where(this.#where(s))
        .where('mmsi', '>', after)
        .orderBy('mmsi')
        .limit(size)
        .execute();
      if (rows.length === 0) return;
      yield rows.map(toFleetVessel);
      after = Number(rows[rows.length - 1]?.mmsi);
      if (rows.length < size) return;
    }
  }

  /** A vessel's newest kept positions. */
  async positions(mmsi: number, limit: number) {
    const [rows, count] = await Promise.all([
      this.#db
        .selectFrom('positions')
        .select(['t', 'lat', 'lon', 'sog', 'cog', 'heading', 'nav_status', 'rot', 'source'])
        .where('mmsi', '=', mmsi)
        .orderBy('t', 'desc')
        .limit(limit)
        .execute(),
      this.#db
        .selectFrom('positions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('mmsi', '=', mmsi)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      mmsi,
      total: Number(count.n),
      positions: rows.map((r) => ({
        t: Number(r.t),
        lat: r.lat,
        lon: r.lon,
        sog: r.sog,
        cog: r.cog,
        heading: r.heading,
        navStatus: r.nav_status,
        rot: r.rot,
        source: r.source,
      })),
    };
  }

  async views(userId: number): Promise<QuickView[]> {
    const rows = await this.#db
      .selectFrom('data_ais_views')
      .select(['id', 'name', 'query'])
      .where('user_id', '=', userId)
      .orderBy('name')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      ...(JSON.parse(r.query) as Omit<QuickView, 'id' | 'name'>),
    }));
  }

  async saveView(userId: number, v: Omit<QuickView, 'id'>, at: number): Promise<QuickView> {
    const query = JSON.stringify({ q: v.q, filters: v.filters });
    const row = await this.#db
      .insertInto('data_ais_views')
      .values({ user_id: userId, name: v.name, query, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'name']).doUpdateSet({ query }))
      .returning(['id'])
      .executeTakeFirstOrThrow();
    return { id: row.id, ...v };
  }

  async deleteView(userId: number, id: number): Promise<boolean> {
    const r = await this.#db
      .deleteFrom('data_ais_views')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}

/** A patch as its fleet row: what it does not say is null (the upsert keeps the old value). */
function fleetRow(p: FleetPatch): FleetTable {
  const row: FleetTable = {
    mmsi: p.mmsi,
    first_seen: p.first ?? p.t,
    last_seen: p.t,
    name: null,
    call_sign: null,
    imo: null,
    ship_type: null,
    to_bow: null,
    to_stern: null,
    to_port: null,
    to_starboard: null,
    ais_class: null,
    ais_version: null,
    vendor_id: null,
    nav_status: null,
    src: null,
    destination: null,
    lat: null,
    lon: null,
  };
  for (const k of KEPT)
    if (p[k] !== undefined) (row as unknown as Record<string, unknown>)[k] = p[k];
  return row;
}

import type { BlacklistEntry, PuskodalRow, PuskodalTypeName } from '@pantau/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';

/** What a rule adds to a row besides the vessel and the time (SPEC §3 'Puskodal rows'). */
export type RowFields = Omit<
  PuskodalRow,
  'id' | 'type' | 'ship_id' | 'mmsi' | 'shipname' | 'timestamp' | 'lon' | 'lat'
>;

export interface NewRow {
  type: PuskodalTypeName;
  mmsi: number;
  shipname: string | null;
  t: number;
  lon: number | null;
  lat: number | null;
  fields: RowFields;
}

/** Puskodal rows and the blacklist, in either database. */
export class PuskodalRepo {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async insert(rows: readonly NewRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.#db
      .insertInto('puskodal_rows')
      .values(
        rows.map((r) => ({
          type: r.type,
          mmsi: r.mmsi,
          shipname: r.shipname,
          t: r.t,
          data: JSON.stringify({ ...r.fields, lon: r.lon, lat: r.lat }),
        })),
      )
      .execute();
  }

  async latest(type: PuskodalTypeName, n: number): Promise<PuskodalRow[]> {
    const rows = await this.#db
      .selectFrom('puskodal_rows')
      .selectAll()
      .where('type', '=', type)
      .orderBy('t', 'desc')
      .orderBy('id', 'desc')
      .limit(n)
      .execute();
    return rows.map(view);
  }

  async range(type: PuskodalTypeName, from: number, to: number, max: number) {
    const rows = await this.#db
      .selectFrom('puskodal_rows')
      .selectAll()
      .where('type', '=', type)
      .where('t', '>=', from)
      .where('t', '<', to)
      .orderBy('t', 'desc')
      .orderBy('id', 'desc')
      .limit(max)
      .execute();
    return rows.map(view);
  }

  async blacklist(): Promise<BlacklistEntry[]> {
    const rows = await this.#db
      .selectFrom('puskodal_blacklist')
      .selectAll()
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((r) => ({
      mmsi: Number(r.mmsi),
      name: r.name,
      reason: r.reason,
      createdBy: r.created_by,
      createdAt: Number(r.created_at),
    }));
  }

  /** Adds or replaces the vessel's entry. */
  async putBlacklist(e: BlacklistEntry): Promise<BlacklistEntry> {
    const values = {
      mmsi: e.mmsi,
      name: e.name,
      reason: e.reason,
      created_by: e.createdBy,
      created_at: e.createdAt,
    };
    await this.#db
      .insertInto('puskodal_blacklist')
      .values(values)
      .onConflict((oc) => oc.column('mmsi').doUpdateSet(values))
      .execute();
    return e;
  }

  async removeBlacklist(mmsi: number): Promise<boolean> {
    const r = await this.#db
      .deleteFrom('puskodal_blacklist')
      .where('mmsi', '=', mmsi)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}

function view(r: {
  id: number;
  type: string;
  mmsi: number;
  shipname: string | null;
  t: number;
  data: string;
}): PuskodalRow {
  const data = JSON.parse(r.data) as RowFields & { lon?: number | null; lat?: number | null };
  return {
    ...data,
    id: Number(r.id),
    type: r.type as PuskodalTypeName,
    ship_id: Number(r.mmsi),
    mmsi: Number(r.mmsi),
    shipname: r.shipname,
    timestamp: Number(r.t),
    lon: data.lon ?? null,
    lat: data.lat ?? null,
  };
}

import type { Insertable, Kysely } from 'kysely';
import type { DB, PositionsTable, VesselStaticTable } from '../../store/schema.ts';

export type PositionRow = Insertable<PositionsTable>;
export type StaticRow = Insertable<VesselStaticTable>;

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

/** Position history and static-data changes. */
export class HistoryRepo {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  /** Writes a batch in one transaction. */
  async write(positions: readonly PositionRow[], statics: readonly StaticRow[]): Promise<void> {
    if (positions.length === 0 && statics.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      for (let i = 0; i < positions.length; i += CHUNK) {
        await trx
          .insertInto('positions')
          .values(positions.slice(i, i + CHUNK))
          .execute();
      }
      for (let i = 0; i < statics.length; i += CHUNK) {
        await trx
          .insertInto('vessel_static')
          .values(statics.slice(i, i + CHUNK))
          .execute();
      }
    });
  }

  /** A vessel's positions between two times (unix ms), oldest first. */
  async track(mmsi: number, from: number, to: number, limit = 50_000): Promise<TrackPoint[]> {
    const rows = await this.#db
      .selectFrom('positions')
      .select(['t', 'lat', 'lon', 'sog', 'cog', 'heading', 'nav_status', 'rot', 'source'])
      .where('mmsi', '=', mmsi)
      .where('t', '>=', from)
      .where('t', '<=', to)
      .orderBy('t')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
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

  /** Deletes positions older than `before`; answers how many. */
  async purge(before: number): Promise<number> {
    const r = await this.#db.deleteFrom('positions').where('t', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}

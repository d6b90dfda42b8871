import type { AtonReport } from '@pantau/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';

/** The newest report of each aid to navigation (table `aids_to_navigation`, migration 0008). */
export class AtonRepo {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async list(): Promise<AtonReport[]> {
    const rows = await this.#db.selectFrom('aids_to_navigation').selectAll().execute();
    return rows.map((r) => ({
      mmsi: r.mmsi,
      t: Number(r.last_seen),
      source: r.source,
      name: r.name,
      aidType: r.aid_type,
      lat: r.lat,
      lon: r.lon,
      virtual: r.virtual === 1,
      offPosition: r.off_position === null ? null : r.off_position === 1,
    }));
  }

  /** Keeps these reports, each replacing its aid's older one. */
  async save(reports: readonly AtonReport[]): Promise<void> {
    if (reports.length === 0) return;
    await this.#db.transaction().execute(async (tx) => {
      for (const r of reports) {
        const row = {
          name: r.name,
          aid_type: r.aidType,
          lat: r.lat,
          lon: r.lon,
          virtual: r.virtual ? 1 : 0,
          off_position: r.offPosition === null ? null : r.offPosition ? 1 : 0,
          source: r.source,
          last_seen: r.t,
        };
        await tx
          .insertInto('aids_to_navigation')
          .values({ mmsi: r.mmsi, ...row })
          .onConflict((oc) => oc.column('mmsi').doUpdateSet(row))
          .execute();
      }
    });
  }

  /** Forgets the aids not heard since `before`; how many. */
  async purge(before: number): Promise<number> {
    const res = await this.#db
      .deleteFrom('aids_to_navigation')
      .where('last_seen', '<', before)
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}

import { sql, type Kysely } from 'kysely';
import type { Store } from '../../store/db.ts';

/** One row of `density_cells` (migration 0025): ms vessels spent in a cell on a day. */
export interface DensityCellRow {
  day: string;
  ix: number;
  iy: number;
  grp: string;
  source: string;
  ms: number;
}

// A type alias (not an interface): Kysely's `withTables` wants an indexable record.
type DensityTables = { density_cells: DensityCellRow };

/** Rows per statement: 6 columns × 500 stays under both databases' parameter limits. */
const CHUNK = 500;

/** A cell's summed time over the days, groups and sources asked for. */
export interface CellSum {
  ix: number;
  iy: number;
  ms: number;
}

/**
 * The density grid: time per cell per day, ship-type group and source. Adding a batch adds
 * to what is there (`on conflict … do update`, the same on SQLite and PostgreSQL).
 */
export class DensityRepo {
  readonly #db: Kysely<DensityTables>;

  constructor(store: Store) {
    this.#db = store.db.withTables<DensityTables>();
  }

  async add(rows: readonly DensityCellRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await trx
          .insertInto('density_cells')
          .values(rows.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc
              .columns(['day', 'ix', 'iy', 'grp', 'source'])
              .doUpdateSet({ ms: sql`density_cells.ms + excluded.ms` }),
          )
          .execute();
      }
    });
  }

  /** The days in `[from, to]` (YYYY-MM-DD) that have any time at all. */
  async daysWithData(from: string, to: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('density_cells')
      .select('day')
      .distinct()
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('day')
      .execute();
    return rows.map((r) => r.day);
  }

  /** Time per cell over days `[from, to]`, optionally only some groups, sources and a box of cells. */
  async sum(q: {
    from: string;
    to: string;
    groups?: readonly string[] | undefined;
    sources?: readonly string[] | undefined;
    cells?: { ix0: number; iy0: number; ix1: number; iy1: number } | undefined;
  }): Promise<CellSum[]> {
    const rows = await this.#db
      .selectFrom('density_cells')
      .select(['ix', 'iy', (eb) => eb.fn.sum<number | string>('ms').as('ms')])
      .where('day', '>=', q.from)
      .where('day', '<=', q.to)
      .$if(q.groups !== undefined, (b) => b.where('grp', 'in', q.groups?.length ? q.groups : ['']))
      .$if(q.sources !== undefined, (b) =>
        b.where('source', 'in', q.sources?.length ? q.sources : ['']),
      )
      .$if(q.cells !== undefined, (b) =>
        b
          .where('ix', '>=', q.cells?.ix0 ?? 0)
          .where('ix', '<=', q.cells?.ix1 ?? 0)
          .where('iy', '>=', q.cells?.iy0 ?? 0)
          .where('iy', '<=', q.cells?.iy1 ?? 0),
      )
      .groupBy(['ix', 'iy'])
      .execute();
    return rows.map((r) => ({ ix: r.ix, iy: r.iy, ms: Number(r.ms) }));
  }
}

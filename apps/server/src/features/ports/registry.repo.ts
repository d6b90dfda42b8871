import {
  DETAIL_FIELDS,
  type DetailField,
  type RegistryAsset,
  type RegistryAssetParsed,
} from '@pantau/contracts';
import { byRegistrySearchRank, type RegistryEntry } from '@pantau/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../store/schema.ts';
import { containsIgnoringCase } from '../../store/search.ts';

/** Table `registry_assets` (migration 0020). */

export type RegistryAssetsTable = {
  id: string;
  category: string;
  name: string;
  code: string | null;
  identifier: string | null;
  alternate_name: string | null;
  lon: number;
  lat: number;
  address: string | null;
  region: string | null;
  /** JSON text: the detail fields that are set. */
  details: string;
  source: string;
  updated_by: string | null;
  updated_at: number | null;
};

type RegistryDB = {
  registry_assets: RegistryAssetsTable;
};
type Row = Selectable<RegistryAssetsTable>;

const DETAIL_KEYS = Object.keys(DETAIL_FIELDS) as DetailField[];
const SEED_CHUNK = 50;

/** The detail fields of an entry that are set, as stored. */
function detailsOf(a: Partial<Record<DetailField, unknown>>): string {
  const set = Object.fromEntries(
    DETAIL_KEYS.filter((k) => a[k] !== null && a[k] !== undefined).map((k) => [k, a[k]]),
  );
  return JSON.stringify(set);
}

function toAsset(r: Row): RegistryAsset {
  const d = JSON.parse(r.details) as Partial<Record<DetailField, unknown>>;
  const details = Object.fromEntries(DETAIL_KEYS.map((k) => [k, d[k] ?? null]));
  return {
    id: r.id,
    category: r.category as RegistryAsset['category'],
    name: r.name,
    code: r.code,
    identifier: r.identifier,
    lon: Number(r.lon),
    lat: Number(r.lat),
    address: r.address,
    region: r.region,
    ...(details as Pick<RegistryAsset, DetailField>),
    source: r.source as RegistryAsset['source'],
    updatedBy: r.updated_by,
    // PostgreSQL's bigint comes as a string.
    updatedAt: r.updated_at === null ? null : Number(r.updated_at),
  };
}

/**
 * The search ranks this many candidates per answer wanted (a port whose name only ends with
 * the words typed must not be cut by the names ordered before it).
 */
const SEARCH_CANDIDATES = 10;

/** The columns of an entry, reference or written by an admin. */
function columnsOf(
  e: {
    category: string;
    name: string;
    code: string | null;
    identifier: string | null;
    lon: number;
    lat: number;
    address: string | null;
    region: string | null;
  },
  details: Partial<Record<DetailField, unknown>>,
) {
  const alt = details.alternateName;
  return {
    category: e.category,
    name: e.name,
    code: e.code,
    identifier: e.identifier,
    alternate_name: typeof alt === 'string' ? alt : null,
    lon: e.lon,
    lat: e.lat,
    address: e.address,
    region: e.region,
    details: detailsOf(details),
  };
}

/**
 * The port and asset registry: reference entries stored once (an admin's edit of one is
 * kept), admins' imports and edits, the list for the map and DATA PORT, and the search.
 */
export class RegistryRepo {
  readonly #db: Kysely<DB & RegistryDB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db.withTables<RegistryDB>();
    this.#now = now;
  }

  /**
   * Stores the reference entries not stored yet, and brings a stored reference entry that no
   * admin has edited up to the shipped one (a corrected name or position reaches existing
   * databases; an admin's edit is kept). Returns how many were added or brought up to date.
   */
  async seed(entries: readonly RegistryEntry[]): Promise<number> {
    const have = new Map(
      (await this.#db.selectFrom('registry_assets').selectAll().execute()).map((r) => [r.id, r]),
    );
    const missing = entries.filter((e) => !have.has(e.id));
    for (let i = 0; i < missing.length; i += SEED_CHUNK) {
      await this.#db
        .insertInto('registry_assets')
        .values(
          missing.slice(i, i + SEED_CHUNK).map((e) => ({
            id: e.id,
            ...columnsOf(e, e.details),
            source: e.source,
            updated_by: null,
            updated_at: null,
          })),
        )
        // Another process may seed at the same moment.
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    let refreshed = 0;
    for (const e of entries) {
      const row = have.get(e.id);
      if (!row || row.updated_by !== null || row.source !== e.source) continue;
      const columns = columnsOf(e, e.details);
      const stale = (Object.keys(columns) as (keyof typeof columns)[]).some((k) =>
        k === 'lon' || k === 'lat' ? Number(row[k]) !== columns[k] : row[k] !== columns[k],
      );
      if (!stale) continue;
      await this.#db
        .updateTable('registry_assets')
        .set(columns)
        .where('id', '=', e.id)
        .where('updated_by', 'is', null)
        .execute();
      refreshed++;
    }
    return missing.length + refreshed;
  }

  async list(): Promise<RegistryAsset[]> {
    const rows = await this.#db
      .selectFrom('registry_assets')
      .selectAll()
      .orderBy('category')
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toAsset);
  }

  async get(id: string): Promise<RegistryAsset | null> {
    const row = await this.#db
      .selectFrom('registry_assets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toAsset(row) : null;
  }

  /**
   * Adds or replaces entries, all in one transaction: a failure stores none. An entry
   * replaced keeps its source (a corrected WPI port is still one); a new one is 'import'.
   */
  async upsert(
    entries: readonly RegistryAssetParsed[],
    by: string,
  ): Promise<{ created: number; updated: number }> {
    const at = this.#now();
    let created = 0;
    let updated = 0;
    await this.#db.transaction().execute(async (tx) => {
      for (const e of entries) {
        const columns = {
          ...columnsOf(e, e),
          updated_by: by,
          updated_at: at,
        };
        const res = await tx
          .updateTable('registry_assets')
          .set(columns)
          .where('id', '=', e.id)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) > 0) {
          updated += 1;
        } else {
          await tx
            .insertInto('registry_assets')
            .values({ id: e.id, ...columns, source: 'import' })
            .execute();
          created += 1;
        }
      }
    });
    return { created, updated };
  }

  /**
   * Adds a user's point of interest (source 'user'), stamped with its author and `at` (the
   * caller keeps it rising, so the pages keep the order of submission).
   */
  async addUserPoi(
    poi: {
      id: string;
      category: string;
      identifier: string;
      name: string;
      lon: number;
      lat: number;
    },
    by: string,
    at: number,
  ): Promise<RegistryAsset> {
    await this.#db
      .insertInto('registry_assets')
      .values({
        id: poi.id,
        ...columnsOf({ ...poi, code: null, address: null, region: null }, {}),
        source: 'user',
        updated_by: by,
        updated_at: at,
      })
      .execute();
    const saved = await this.get(poi.id);
    if (!saved) throw new Error(`user POI ${poi.id} was not stored`);
    return saved;
  }

  /**
   * Users' points of interest of one category in pages of `size`, page 1 the oldest (SPEC §7:
   * index files of 10, a new one when full); the newest page when `page` is absent.
   */
  async userPois(
    category: string,
    size: number,
    page?: number,
  ): Promise<{ items: RegistryAsset[]; page: number; lastIndex: number; total: number }> {
    const base = this.#db
      .selectFrom('registry_assets')
      .where('source', '=', 'user')
      .where('category', '=', category);
    const { n } = await base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const total = Number(n);
    const lastIndex = Math.max(1, Math.ceil(total / size));
    const at = Math.min(page ?? lastIndex, lastIndex);
    const rows = await base
      .selectAll()
      .orderBy('updated_at')
      .orderBy('id')
      .offset((at - 1) * size)
      .limit(size)
      .execute();
    return { items: rows.map(toAsset), page: at, lastIndex, total };
  }

  /** Entries of `categories` whose name, alternate names, code, id or identifier hold `q`. */
  async search(q: string, categories: readonly string[], limit: number): Promise<RegistryAsset[]> {
    if (categories.length === 0) return [];
    const rows = await this.#db
      .selectFrom('registry_assets')
      .selectAll()
      .where('category', 'in', categories)
      .where(containsIgnoringCase(['name', 'alternate_name', 'code', 'id', 'identifier'], q))
      .orderBy('name')
      .orderBy('id')
      .limit(Math.min(limit * SEARCH_CANDIDATES, 500))
      .execute();
    return byRegistrySearchRank(q, rows.map(toAsset)).slice(0, limit);
  }
}

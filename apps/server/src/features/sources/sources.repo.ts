import { isRadarKind, type SourceBody, type SourceKind } from '@pantau/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB, SourcesTable } from '../../store/schema.ts';
import type { SourceConfig } from '../ingest/source-config.ts';

export type { SourceConfig };

/** The spec's two satellite feeds (SPEC §9): 'mcc' and 'ais_2'. */
const SATELLITE_NAMES = new Set(['mcc', 'ais_2']);

function toConfig(r: Selectable<SourcesTable>): SourceConfig {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as SourceKind,
    host: r.host,
    port: r.port,
    path: r.path,
    speed: r.speed,
    vessels: r.vessels,
    checksum: r.checksum === 'optional' ? 'optional' : 'required',
    allow: parseAllow(r.allow),
    // PostgreSQL's double precision comes as a number; kept null for every non-radar source.
    radarLon: r.radar_lon === null ? null : Number(r.radar_lon),
    radarLat: r.radar_lat === null ? null : Number(r.radar_lat),
    satellite: r.satellite === 1,
    district: r.district,
    parentId: r.parent_id,
    enabled: r.enabled === 1,
  };
}

function parseAllow(json: string | null): string[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function columns(b: SourceBody) {
  return {
    name: b.name,
    kind: b.kind,
    host: b.host ?? null,
    port: b.port ?? null,
    path: b.path ?? null,
    speed: b.speed ?? null,
    vessels: b.vessels ?? null,
    checksum: b.checksum === 'optional' ? 'optional' : null,
    allow: b.allow?.length ? JSON.stringify(b.allow) : null,
    radar_lon: isRadarKind(b.kind) ? (b.radarLon ?? null) : null,
    radar_lat: isRadarKind(b.kind) ? (b.radarLat ?? null) : null,
    satellite: (b.satellite ?? SATELLITE_NAMES.has(b.name.toLowerCase())) ? 1 : 0,
    district: b.district ?? null,
    parent_id: b.parentId ?? null,
    enabled: b.enabled ? 1 : 0,
  };
}

export class SourcesRepo {
  readonly #db: Kysely<DB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  async list(): Promise<SourceConfig[]> {
    return (await this.#db.selectFrom('sources').selectAll().orderBy('name').execute()).map(
      toConfig,
    );
  }

  async get(id: number): Promise<SourceConfig | undefined> {
    const r = await this.#db
      .selectFrom('sources')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return r && toConfig(r);
  }

  async byName(name: string): Promise<SourceConfig | undefined> {
    const r = await this.#db
      .selectFrom('sources')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
    return r && toConfig(r);
  }

  async create(b: SourceBody): Promise<SourceConfig> {
    const t = this.#now();
    const r = await this.#db
      .insertInto('sources')
      .values({ ...columns(b), created_at: t, updated_at: t })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toConfig(r);
  }

  async update(id: number, b: SourceBody): Promise<SourceConfig | undefined> {
    const r = await this.#db
      .updateTable('sources')
      .set({ ...columns(b), updated_at: this.#now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return r && toConfig(r);
  }

  async delete(id: number): Promise<boolean> {
    const r = await this.#db.deleteFrom('sources').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}

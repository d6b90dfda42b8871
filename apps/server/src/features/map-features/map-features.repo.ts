import type { FeatureCollectionBody, FeatureGeometry, MapFeature } from '@pantau/contracts';
import { boundsOf } from '@pantau/geo';
import type { Kysely, Selectable } from 'kysely';
import type { DB, MapFeaturesTable } from '../../store/schema.ts';
import { containsIgnoringCase } from '../../store/search.ts';

/** A feature found by the search, with the middle of its bounding box. */
export interface FoundFeature {
  id: number;
  portCode: string;
  name: string;
  kind: string;
  poiType: string | null;
  lon: number;
  lat: number;
}

/** Every position of a geometry. */
function positions(g: FeatureGeometry): (readonly [number, number])[] {
  if (g.type === 'Point') return [g.coordinates];
  if (g.type === 'LineString') return g.coordinates;
  return g.coordinates.flat();
}

/** The Alur & SBNP features of each port (table `map_features`, migration 0009). */
export class MapFeaturesRepo {
  readonly #db: Kysely<DB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** Every port's features, or one port's. */
  async list(portCode?: string): Promise<MapFeature[]> {
    let q = this.#db.selectFrom('map_features').selectAll().orderBy('port_code').orderBy('id');
    if (portCode !== undefined) q = q.where('port_code', '=', portCode);
    return (await q.execute()).map(toFeature);
  }

  /** Publishes a port's features: they replace what the port had, all at once. */
  async replacePort(portCode: string, body: FeatureCollectionBody, by: string): Promise<number> {
    const at = this.#now();
    await this.#db.transaction().execute(async (tx) => {
      await tx.deleteFrom('map_features').where('port_code', '=', portCode).execute();
      for (const f of body.features) {
        const [west, south, east, north] = boundsOf(positions(f.geometry)) ?? [0, 0, 0, 0];
        const p = f.properties;
        await tx
          .insertInto('map_features')
          .values({
            port_code: portCode,
            name: p.name,
            kind: p.type,
            poi_type: p.poiType ?? null,
            poi_color: p.poiColor ?? null,
            point_names: p.pointNames ? JSON.stringify(p.pointNames) : null,
            dsi: p.dsi ?? null,
            geometry: JSON.stringify(f.geometry),
            west,
            south,
            east,
            north,
            updated_by: by,
            updated_at: at,
          })
          .execute();
      }
    });
    return body.features.length;
  }

  /** Features of `kinds` whose name holds `q`, at most `limit`. */
  async search(q: string, kinds: readonly string[], limit: number): Promise<FoundFeature[]> {
    if (kinds.length === 0) return [];
    const rows = await this.#db
      .selectFrom('map_features')
      .select(['id', 'port_code', 'name', 'kind', 'poi_type', 'west', 'south', 'east', 'north'])
      .where('kind', 'in', kinds)
      .where(containsIgnoringCase(['name'], q))
      .orderBy('name')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      portCode: r.port_code,
      name: r.name,
      kind: r.kind,
      poiType: r.poi_type,
      lon: (r.west + r.east) / 2,
      lat: (r.south + r.north) / 2,
    }));
  }
}

function toFeature(r: Selectable<MapFeaturesTable>): MapFeature {
  return {
    type: 'Feature',
    id: r.id,
    geometry: JSON.parse(r.geometry) as FeatureGeometry,
    properties: {
      name: r.name,
      type: r.kind as MapFeature['properties']['type'],
      ...(r.point_names === null ? {} : { pointNames: JSON.parse(r.point_names) as string[] }),
      ...(r.poi_type === null
        ? {}
        : { poiType: r.poi_type as NonNullable<MapFeature['properties']['poiType']> }),
      ...(r.poi_color === null
        ? {}
        : { poiColor: r.poi_color as NonNullable<MapFeature['properties']['poiColor']> }),
      ...(r.dsi === null ? {} : { dsi: r.dsi }),
      portCode: r.port_code,
      updatedBy: r.updated_by,
      // PostgreSQL's bigint comes as a string.
      updatedAt: Number(r.updated_at),
    },
  };
}

import type { AoiBody, AoiView } from '@pantau/contracts';
import { closeRing } from '@pantau/geo';
import type { Kysely, Selectable } from 'kysely';
import type { AoisTable, DB } from '../../store/schema.ts';

type Shape =
  | { coordinates: [number, number][]; pointNames?: string[] }
  | { center: [number, number]; radiusM: number };

/** The name an area is unique by among those in use: any case. */
export const nameKey = (name: string) => name.toLowerCase();

function toView(r: Selectable<AoisTable>): AoiView {
  const shape = JSON.parse(r.shape) as Shape;
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    type: r.type === 'Circle' ? 'Circle' : 'Polygon',
    ...shape,
    author: r.author,
    createdAt: Number(r.created_at),
    archivedAt: r.archived_at === null ? null : Number(r.archived_at),
  };
}

function shapeOf(body: AoiBody): Shape {
  if (body.type === 'Circle') return { center: body.center, radiusM: body.radiusM };
  const coordinates = closeRing(body.coordinates) as [number, number][];
  return body.pointNames ? { coordinates, pointNames: body.pointNames } : { coordinates };
}

/** Areas of interest: created and archived, never changed or deleted. */
export class AoiRepo {
  readonly #db: Kysely<DB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** Newest first, `limit` of them older than `cursor` (an id). */
  async page(opts: { cursor?: number; limit: number; archived: boolean }): Promise<AoiView[]> {
    let q = this.#db.selectFrom('aois').selectAll().orderBy('id', 'desc').limit(opts.limit);
    if (opts.cursor !== undefined) q = q.where('id', '<', opts.cursor);
    if (!opts.archived) q = q.where('archived_at', 'is', null);
    return (await q.execute()).map(toView);
  }

  /** Every area in use (the geofence engine's zones). */
  async active(): Promise<AoiView[]> {
    const rows = await this.#db
      .selectFrom('aois')
      .selectAll()
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map(toView);
  }

  async get(id: number): Promise<AoiView | undefined> {
    const row = await this.#db
      .selectFrom('aois')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toView(row);
  }

  /** Whether an area in use has this name (any case). */
  async nameTaken(name: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('aois')
      .select('id')
      .where('name_key', '=', nameKey(name))
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Stores a new area; a unique-index failure (the name in use) is thrown as it comes. */
  async create(body: AoiBody, author: { username: string; id: number | null }): Promise<AoiView> {
    const row = await this.#db
      .insertInto('aois')
      .values({
        name: body.name,
        name_key: nameKey(body.name),
        description: body.description,
        type: body.type,
        shape: JSON.stringify(shapeOf(body)),
        author: author.username,
        author_id: author.id,
        created_at: this.#now(),
        archived_at: null,
        archived_by: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toView(row);
  }

  /** Archives an area in use; undefined when it is not (already archived or absent). */
  async archive(id: number, by: string): Promise<AoiView | undefined> {
    const row = await this.#db
      .updateTable('aois')
      .set({ archived_at: this.#now(), archived_by: by })
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    return row && toView(row);
  }

  /** Who wrote an area (for the owner-or-admin check). */
  async authorId(id: number): Promise<number | null | undefined> {
    const row = await this.#db
      .selectFrom('aois')
      .select('author_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? row.author_id : undefined;
  }
}

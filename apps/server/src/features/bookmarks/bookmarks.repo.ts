import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';

export interface Bookmark {
  mmsi: number;
  group: string;
  createdAt: number;
}

/** Each user's bookmarked vessels (one row per user and MMSI, with its group). */
export class BookmarksRepo {
  readonly #db: Kysely<DB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** A user's bookmarks, by group then MMSI. */
  async list(userId: number): Promise<Bookmark[]> {
    const rows = await this.#db
      .selectFrom('bookmarks')
      .select(['mmsi', 'group_name', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('group_name')
      .orderBy('mmsi')
      .execute();
    return rows.map((r) => ({
      mmsi: r.mmsi,
      group: r.group_name,
      createdAt: Number(r.created_at),
    }));
  }

  /** Bookmarks a vessel, or moves it to another group (keeping when it was first bookmarked). */
  async put(userId: number, mmsi: number, group: string): Promise<Bookmark> {
    const createdAt = this.#now();
    const row = await this.#db
      .insertInto('bookmarks')
      .values({ user_id: userId, mmsi, group_name: group, created_at: createdAt })
      .onConflict((oc) => oc.columns(['user_id', 'mmsi']).doUpdateSet({ group_name: group }))
      .returning(['mmsi', 'group_name', 'created_at'])
      .executeTakeFirstOrThrow();
    return { mmsi: row.mmsi, group: row.group_name, createdAt: Number(row.created_at) };
  }

  /** Removes a bookmark; false when there was none. */
  async remove(userId: number, mmsi: number): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('bookmarks')
      .where('user_id', '=', userId)
      .where('mmsi', '=', mmsi)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

import type { VesselNote } from '@pantau/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';

/** Notes on vessels, shared by every user (table `vessel_notes`, migration 0007). */
export class NotesRepo {
  readonly #db: Kysely<DB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** A vessel's notes, newest first. */
  async list(mmsi: number, limit = 200): Promise<VesselNote[]> {
    const rows = await this.#db
      .selectFrom('vessel_notes')
      .select(['id', 'mmsi', 'notes', 'username', 'created_at'])
      .where('mmsi', '=', mmsi)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toNote);
  }

  /** Keeps a note on a vessel, stamped with its author and now. */
  async add(
    mmsi: number,
    author: { id: number; username: string },
    notes: string,
  ): Promise<VesselNote> {
    const row = await this.#db
      .insertInto('vessel_notes')
      .values({
        mmsi,
        user_id: author.id,
        username: author.username,
        notes,
        created_at: this.#now(),
      })
      .returning(['id', 'mmsi', 'notes', 'username', 'created_at'])
      .executeTakeFirstOrThrow();
    return toNote(row);
  }
}

function toNote(r: {
  id: number;
  mmsi: number;
  notes: string;
  username: string;
  created_at: number | string;
}): VesselNote {
  // PostgreSQL's bigint comes as a string.
  return {
    id: r.id,
    mmsi: r.mmsi,
    notes: r.notes,
    user: r.username,
    createdAt: Number(r.created_at),
  };
}

import { readUserSettings, type UserSettings, type UserSettingsPatch } from '@pantau/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';

/**
 * Each user's map settings (SPEC §3), one JSON row per user; a user without a row has the
 * defaults. Unknown or bad stored values read as their defaults (`readUserSettings`).
 */
export class SettingsRepo {
  readonly #db: Kysely<DB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  async get(userId: number): Promise<UserSettings> {
    const row = await this.#db
      .selectFrom('user_settings')
      .select('settings')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return readUserSettings(row ? parseJson(row.settings) : null);
  }

  /** Applies a change over the user's settings and answers the result. */
  async update(userId: number, patch: UserSettingsPatch): Promise<UserSettings> {
    return this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('user_settings')
        .select('settings')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const next: UserSettings = {
        ...readUserSettings(row ? parseJson(row.settings) : null),
        ...definedOnly(patch),
      };
      const settings = JSON.stringify(next);
      const updatedAt = this.#now();
      await trx
        .insertInto('user_settings')
        .values({ user_id: userId, settings, updated_at: updatedAt })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings, updated_at: updatedAt }))
        .execute();
      return next;
    });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function definedOnly(patch: UserSettingsPatch): Partial<UserSettings> {
  const out: Partial<UserSettings> = {};
  for (const key of Object.keys(patch) as (keyof UserSettings)[]) {
    const value = patch[key];
    if (value !== undefined) Object.assign(out, { [key]: value });
  }
  return out;
}

import {
  AlertSettings,
  defaultAlertSettings,
  type AlertSettings as Settings,
} from '@pantau/contracts';
import { DEFAULT_ALERT_THRESHOLDS } from '@pantau/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';

/** Each user's alert settings (SPEC §3 'Settings'), one JSON document, defaults until saved. */
export class AlertSettingsRepo {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  static defaults(): Settings {
    return defaultAlertSettings(
      DEFAULT_ALERT_THRESHOLDS.closeDistanceM,
      DEFAULT_ALERT_THRESHOLDS.boundaryM,
    );
  }

  async get(userId: number): Promise<Settings> {
    const row = await this.#db
      .selectFrom('alert_settings')
      .select('settings')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return AlertSettingsRepo.defaults();
    const parsed = AlertSettings.safeParse(JSON.parse(row.settings));
    return parsed.success ? parsed.data : AlertSettingsRepo.defaults();
  }

  async put(userId: number, settings: Settings, at: number): Promise<Settings> {
    const json = JSON.stringify(settings);
    await this.#db
      .insertInto('alert_settings')
      .values({ user_id: userId, settings: json, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings: json, updated_at: at }))
      .execute();
    return settings;
  }

  /**
   * The widest Radius Boundary of each POI category among the defaults and every user's
   * saved settings: how far out the Boundary zones are drawn.
   */
  async widestBoundary(): Promise<Record<string, number>> {
    const widest: Record<string, number> = {};
    const take = (s: Settings) => {
      for (const [category, r] of Object.entries(s.boundary)) {
        widest[category] = Math.max(widest[category] ?? 0, r.metres);
      }
    };
    take(AlertSettingsRepo.defaults());
    const rows = await this.#db.selectFrom('alert_settings').select('settings').execute();
    for (const row of rows) {
      const parsed = AlertSettings.safeParse(JSON.parse(row.settings));
      if (parsed.success) take(parsed.data);
    }
    return widest;
  }
}

import type { AlertType } from '@pantau/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';

export interface Silence {
  mmsi: number;
  type: AlertType;
  /** The situation's behaviour (a pair, a zone), or null for every one of the type. */
  behaviour: string | null;
  until: number;
}

/**
 * Silences, kept in the store and in memory: the engine asks `silenced` on the hot path.
 * Keyed (mmsi, type, behaviour): silencing a pair does not silence the vessel's other pairs.
 */
export class Silences {
  readonly #db: Kysely<DB>;
  readonly #byVessel = new Map<string, Silence[]>();

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async load(now: number): Promise<void> {
    const rows = await this.#db
      .selectFrom('alert_silences')
      .selectAll()
      .where('until', '>', now)
      .execute();
    for (const r of rows) {
      this.remember({
        mmsi: Number(r.mmsi),
        type: r.type as AlertType,
        behaviour: r.behaviour,
        until: Number(r.until),
      });
    }
  }

  async add(s: Silence, by: string, at: number): Promise<void> {
    await this.#db
      .insertInto('alert_silences')
      .values({
        mmsi: s.mmsi,
        type: s.type,
        behaviour: s.behaviour,
        until: s.until,
        created_by: by,
        created_at: at,
      })
      .execute();
    this.remember(s);
  }

  /**
   * Ends the silences of one behaviour (an occurrence ends when its situation closes); in
   * the store too unless `store` is false (the process that closed it stores it).
   */
  end(mmsi: number, type: AlertType, behaviour: string, at: number, store = true): void {
    const list = this.#byVessel.get(`${type}|${mmsi}`);
    if (!list) return;
    const ended = list.filter((s) => s.behaviour === behaviour && s.until === OCCURRENCE_UNTIL);
    if (ended.length === 0) return;
    this.#byVessel.set(
      `${type}|${mmsi}`,
      list.filter((s) => !ended.includes(s)),
    );
    if (!store) return;
    void this.#db
      .updateTable('alert_silences')
      .set({ until: at })
      .where('mmsi', '=', mmsi)
      .where('type', '=', type)
      .where('behaviour', '=', behaviour)
      .where('until', '=', OCCURRENCE_UNTIL)
      .execute()
      .catch(() => undefined);
  }

  silenced(mmsi: number, type: AlertType, behaviour: string, now: number): boolean {
    const list = this.#byVessel.get(`${type}|${mmsi}`);
    if (!list) return false;
    return list.some((s) => s.until > now && (s.behaviour === null || s.behaviour === behaviour));
  }

  /** Keeps a silence in memory only (one stored by another process). */
  remember(s: Silence): void {
    const key = `${s.type}|${s.mmsi}`;
    this.#byVessel.set(key, [...(this.#byVessel.get(key) ?? []), s]);
  }
}

/** 'This occurrence': until its situation closes (then `end` stamps the real time). */
export const OCCURRENCE_UNTIL = 8_640_000_000_000_000;

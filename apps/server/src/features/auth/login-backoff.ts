import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';

/**
 * Per-account back-off for sign-in, whatever address the attempts come from: after `max`
 * failures (each within `windowMs` of the last, or of the end of the last back-off) the
 * account answers 429 for `baseMs`, then twice as long after each further failure, up to
 * `capMs`. The right password is refused during a back-off too (it is not even checked),
 * and a quiet window or a successful sign-in forgets the failures: nobody is locked out
 * for longer than `capMs`. The failures are kept in the database (`login_failures`), so
 * every API process sharing it applies the same back-off, and a restart does not reset it;
 * rows a quiet window old are purged (`purge`), so made-up usernames do not pile up.
 */
export interface BackoffPolicy {
  max: number;
  windowMs: number;
  baseMs?: number;
  capMs?: number;
}

interface Failures {
  count: number;
  lastAt: number;
  blockedUntil: number;
}

/** The longest account key kept (usernames are shorter; longer input is cut). */
const KEY_MAX = 128;

export class LoginBackoff {
  readonly #db: Kysely<DB>;
  readonly #max: number;
  readonly #windowMs: number;
  readonly #baseMs: number;
  readonly #capMs: number;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, policy: BackoffPolicy, now: () => number = Date.now) {
    this.#db = db;
    this.#max = policy.max;
    this.#windowMs = policy.windowMs;
    this.#baseMs = policy.baseMs ?? 5_000;
    this.#capMs = policy.capMs ?? 15 * 60_000;
    this.#now = now;
  }

  /** Milliseconds the account must still wait; 0 when it may try. */
  async waitMs(username: string): Promise<number> {
    const entry = await this.#live(key(username));
    return entry ? Math.max(0, entry.blockedUntil - this.#now()) : 0;
  }

  async failed(username: string): Promise<void> {
    const k = key(username);
    const t = this.#now();
    const entry = (await this.#live(k)) ?? { count: 0, lastAt: t, blockedUntil: 0 };
    entry.count += 1;
    entry.lastAt = t;
    if (entry.count >= this.#max) {
      const delay = this.#baseMs * 2 ** Math.min(entry.count - this.#max, 20);
      entry.blockedUntil = t + Math.min(this.#capMs, delay);
    }
    const values = { count: entry.count, last_at: entry.lastAt, blocked_until: entry.blockedUntil };
    await this.#db
      .insertInto('login_failures')
      .values({ account: k, ...values })
      .onConflict((oc) => oc.column('account').doUpdateSet(values))
      .execute();
  }

  async succeeded(username: string): Promise<void> {
    await this.#db.deleteFrom('login_failures').where('account', '=', key(username)).execute();
  }

  /** Forgets the accounts a quiet window past their last failure and back-off. */
  async purge(): Promise<number> {
    const before = this.#now() - this.#windowMs;
    const r = await this.#db
      .deleteFrom('login_failures')
      .where('last_at', '<', before)
      .where('blocked_until', '<', before)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** The entry while it still counts: forgotten a quiet window after its last failure or back-off. */
  async #live(k: string): Promise<Failures | undefined> {
    const row = await this.#db
      .selectFrom('login_failures')
      .selectAll()
      .where('account', '=', k)
      .executeTakeFirst();
    if (!row) return undefined;
    const entry = {
      count: Number(row.count),
      lastAt: Number(row.last_at),
      blockedUntil: Number(row.blocked_until),
    };
    if (this.#now() - Math.max(entry.lastAt, entry.blockedUntil) > this.#windowMs) return undefined;
    return entry;
  }
}

function key(username: string): string {
  return username.toLowerCase().slice(0, KEY_MAX);
}

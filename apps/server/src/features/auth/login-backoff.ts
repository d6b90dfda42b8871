/**
 * Per-account back-off for sign-in, whatever address the attempts come from: after `max`
 * failures (each within `windowMs` of the last, or of the end of the last back-off) the
 * account answers 429 for `baseMs`, then twice as long after each further failure, up to
 * `capMs`. The right password is refused during a back-off too (it is not even checked),
 * and a quiet window or a successful sign-in forgets the failures: nobody is locked out
 * for longer than `capMs`. Kept in memory per process, bounded to `maxAccounts` names
 * (the oldest forgotten first), so made-up usernames cannot grow it without limit.
 */
export interface BackoffPolicy {
  max: number;
  windowMs: number;
  baseMs?: number;
  capMs?: number;
  maxAccounts?: number;
}

interface Failures {
  count: number;
  lastAt: number;
  blockedUntil: number;
}

export class LoginBackoff {
  readonly #accounts = new Map<string, Failures>();
  readonly #max: number;
  readonly #windowMs: number;
  readonly #baseMs: number;
  readonly #capMs: number;
  readonly #maxAccounts: number;
  readonly #now: () => number;

  constructor(policy: BackoffPolicy, now: () => number = Date.now) {
    this.#max = policy.max;
    this.#windowMs = policy.windowMs;
    this.#baseMs = policy.baseMs ?? 5_000;
    this.#capMs = policy.capMs ?? 15 * 60_000;
    this.#maxAccounts = policy.maxAccounts ?? 10_000;
    this.#now = now;
  }

  /** Milliseconds the account must still wait; 0 when it may try. */
  waitMs(username: string): number {
    const entry = this.#live(username.toLowerCase());
    return entry ? Math.max(0, entry.blockedUntil - this.#now()) : 0;
  }

  failed(username: string): void {
    const key = username.toLowerCase();
    const t = this.#now();
    const entry = this.#live(key) ?? { count: 0, lastAt: t, blockedUntil: 0 };
    entry.count += 1;
    entry.lastAt = t;
    if (entry.count >= this.#max) {
      const delay = this.#baseMs * 2 ** Math.min(entry.count - this.#max, 20);
      entry.blockedUntil = t + Math.min(this.#capMs, delay);
    }
    this.#accounts.delete(key); // re-inserted last: the Map's order is oldest first
    this.#accounts.set(key, entry);
    if (this.#accounts.size > this.#maxAccounts) {
      const oldest = this.#accounts.keys().next().value;
      if (oldest !== undefined) this.#accounts.delete(oldest);
    }
  }

  succeeded(username: string): void {
    this.#accounts.delete(username.toLowerCase());
  }

  /** The entry while it still counts: forgotten a quiet window after its last failure or back-off. */
  #live(key: string): Failures | undefined {
    const entry = this.#accounts.get(key);
    if (!entry) return undefined;
    if (this.#now() - Math.max(entry.lastAt, entry.blockedUntil) > this.#windowMs) {
      this.#accounts.delete(key);
      return undefined;
    }
    return entry;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';

/** The browser's device cookie: sent to sign-in only. */
export const DEVICE_COOKIE = 'pantau_device';
export const DEVICE_COOKIE_PATH = '/api/auth';

/** A device unused this long is forgotten (and its cookie has expired). */
export const DEVICE_TTL_MS = 180 * 24 * 3_600_000;

interface TrustedDevicesTable {
  token_hash: string;
  account: string;
  created_at: number;
  last_used_at: number;
}
type DevicesDB = DB & { trusted_devices: TrustedDevicesTable };

/**
 * Browsers an account has signed in from with its password. The cookie holds a random token
 * (32 bytes); the database its SHA-256 only, with the account (lower-cased username) it
 * signed in. A token names a device of one account: presented for another username it is
 * nobody's device.
 */
export class TrustedDevices {
  readonly #db: Kysely<DevicesDB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** The device's id for the back-off (its hash) when `token` is one of this account's. */
  async known(token: string | undefined, username: string): Promise<string | undefined> {
    if (!token || token.length > 100) return undefined;
    const hash = hashOf(token);
    const row = await this.#db
      .selectFrom('trusted_devices')
      .select(['account', 'last_used_at'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (!row || row.account !== accountOf(username)) return undefined;
    if (this.#now() - Number(row.last_used_at) > DEVICE_TTL_MS) return undefined;
    return hash;
  }

  /**
   * After a sign-in with the password: the device's token, kept (its use noted) when the
   * browser sent one of this account's, else a new one.
   */
  async signedIn(token: string | undefined, username: string): Promise<string> {
    const now = this.#now();
    if (token && (await this.known(token, username))) {
      await this.#db
        .updateTable('trusted_devices')
        .set({ last_used_at: now })
        .where('token_hash', '=', hashOf(token))
        .execute();
      return token;
    }
    const fresh = randomBytes(32).toString('base64url');
    await this.#db
      .insertInto('trusted_devices')
      .values({
        token_hash: hashOf(fresh),
        account: accountOf(username),
        created_at: now,
        last_used_at: now,
      })
      .execute();
    return fresh;
  }

  /** Forgets devices unused for `DEVICE_TTL_MS`. */
  async purge(): Promise<number> {
    const r = await this.#db
      .deleteFrom('trusted_devices')
      .where('last_used_at', '<', this.#now() - DEVICE_TTL_MS)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function accountOf(username: string): string {
  return username.toLowerCase().slice(0, 128);
}

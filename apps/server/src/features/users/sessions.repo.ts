import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema.ts';

export interface SessionPolicy {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, used or not. */
  maxMs: number;
}

export interface SessionRow {
  id: string;
  userId: number;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  idToken: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Server-side sessions. The browser holds only a random token; the store holds its hash,
 * the user, and the two deadlines (idle and absolute).
 */
export class SessionsRepo {
  readonly #db: Kysely<DB>;
  readonly #policy: SessionPolicy;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, policy: SessionPolicy, now: () => number = Date.now) {
    this.#db = db;
    this.#policy = policy;
    this.#now = now;
  }

  /** Starts a session and returns the token for the cookie. */
  async create(
    userId: number,
    meta: { ip?: string; userAgent?: string; idToken?: string } = {},
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const t = this.#now();
    await this.#db
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: userId,
        created_at: t,
        last_seen_at: t,
        expires_at: t + this.#policy.maxMs,
        ip: meta.ip?.slice(0, 64) ?? null,
        user_agent: meta.userAgent?.slice(0, 400) ?? null,
        id_token: meta.idToken ?? null,
      })
      .execute();
    return token;
  }

  /** The live session for a token, touched; undefined (and removed) when it has ended. */
  async resolve(token: string): Promise<SessionRow | undefined> {
    const id = hashToken(token);
    const row = await this.#db
      .selectFrom('sessions')
      .select(['id', 'user_id', 'created_at', 'last_seen_at', 'expires_at', 'id_token'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const t = this.#now();
    if (t >= row.expires_at || t - row.last_seen_at >= this.#policy.idleMs) {
      await this.#db.deleteFrom('sessions').where('id', '=', id).execute();
      return undefined;
    }
    // Touch at most once a minute: a busy client does not write on every request.
    if (t - row.last_seen_at > 60_000) {
      await this.#db
        .updateTable('sessions')
        .set({ last_seen_at: t })
        .where('id', '=', id)
        .execute();
    }
    return {
      id: row.id,
      userId: row.user_id,
      createdAt: row.created_at,
      lastSeenAt: t,
      expiresAt: row.expires_at,
      idToken: row.id_token,
    };
  }

  async revoke(token: string): Promise<void> {
    await this.#db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  }

  /** Ends every session of a user, but the one with `keepToken` when given. */
  async revokeAllOf(userId: number, keepToken?: string): Promise<void> {
    let q = this.#db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepToken !== undefined) q = q.where('id', '!=', hashToken(keepToken));
    await q.execute();
  }

  /** Removes ended sessions; returns how many. */
  async purgeExpired(): Promise<number> {
    const t = this.#now();
    const r = await this.#db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([eb('expires_at', '<=', t), eb('last_seen_at', '<=', t - this.#policy.idleMs)]),
      )
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}

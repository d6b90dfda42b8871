import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ApiUsersTable, DB } from '../../store/schema.ts';
import { containsIgnoringCase } from '../../store/search.ts';

export interface ApiUser {
  id: number;
  username: string;
  /** The token masked but for its last four characters. */
  maskedToken: string;
  access: boolean;
  createdAt: number;
  lastUsedAt: number | null;
}

const TOKEN_PREFIX = 'pantau_';

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

function newToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

function toApiUser(row: Selectable<ApiUsersTable>): ApiUser {
  return {
    id: row.id,
    username: row.username,
    maskedToken: `${TOKEN_PREFIX}${'•'.repeat(8)}${row.token_hint}`,
    access: row.access === 1,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/**
 * API users (MANAGE API): machine callers of the read API with a Bearer token. The token is
 * returned once, when made; the store keeps only its hash and its last four characters.
 */
export class ApiUsersRepo {
  readonly #db: Kysely<DB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  async create(username: string, access: boolean): Promise<{ user: ApiUser; token: string }> {
    const token = newToken();
    const t = this.#now();
    const row = await this.#db
      .insertInto('api_users')
      .values({
        username,
        token_hash: hashApiToken(token),
        token_hint: token.slice(-4),
        access: access ? 1 : 0,
        created_at: t,
        updated_at: t,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user: toApiUser(row), token };
  }

  async findByUsername(username: string): Promise<ApiUser | undefined> {
    const row = await this.#db
      .selectFrom('api_users')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
    return row && toApiUser(row);
  }

  async list(q?: string): Promise<ApiUser[]> {
    let query = this.#db.selectFrom('api_users').selectAll().orderBy('username');
    if (q?.trim()) query = query.where(containsIgnoringCase(['username'], q.trim()));
    return (await query.execute()).map(toApiUser);
  }

  async update(
    id: number,
    patch: { username?: string; access?: boolean },
  ): Promise<ApiUser | undefined> {
    const row = await this.#db
      .updateTable('api_users')
      .set({
        ...(patch.username !== undefined ? { username: patch.username } : {}),
        ...(patch.access !== undefined ? { access: patch.access ? 1 : 0 } : {}),
        updated_at: this.#now(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toApiUser(row);
  }

  /** A new token for the user; the old one stops working at once. */
  async rotateToken(id: number): Promise<{ user: ApiUser; token: string } | undefined> {
    const token = newToken();
    const row = await this.#db
      .updateTable('api_users')
      .set({
        token_hash: hashApiToken(token),
        token_hint: token.slice(-4),
        updated_at: this.#now(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && { user: toApiUser(row), token };
  }

  async delete(id: number): Promise<boolean> {
    const r = await this.#db.deleteFrom('api_users').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** The API user a Bearer token belongs to, whatever its access flag; marks it used. */
  async resolveToken(token: string): Promise<ApiUser | undefined> {
    if (!token.startsWith(TOKEN_PREFIX)) return undefined;
    const row = await this.#db
      .selectFrom('api_users')
      .selectAll()
      .where('token_hash', '=', hashApiToken(token))
      .executeTakeFirst();
    if (!row) return undefined;
    const t = this.#now();
    if (row.last_used_at === null || t - row.last_used_at > 60_000) {
      await this.#db
        .updateTable('api_users')
        .set({ last_used_at: t })
        .where('id', '=', row.id)
        .execute();
    }
    return toApiUser(row);
  }
}

import type { PublicUser, UserOptions } from '@pantau/contracts';
import { isRole, type Role } from '@pantau/domain';
import type { Kysely, Selectable } from 'kysely';
import { containsIgnoringCase } from '../../store/search.ts';
import type { DB, UsersTable } from '../../store/schema.ts';

export interface NewUser {
  username: string;
  fullname: string;
  firstName?: string;
  lastName?: string;
  /** `issuer|subject` for a user of the identity provider. */
  ssoSubject?: string;
  passwordHash: string;
  role: Role;
  active: boolean;
  options: UserOptions;
}

/** A user with the password hash: never leaves the server. */
export interface UserRecord extends PublicUser {
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt: number;
}

/** What an administrator may change on a user. */
export interface UserPatch {
  fullname?: string;
  firstName?: string;
  lastName?: string;
  role?: Role;
  active?: boolean;
  options?: UserOptions;
  passwordHash?: string;
}

function toRecord(row: Selectable<UsersTable>): UserRecord {
  if (!isRole(row.role)) throw new Error(`user ${row.username} has unknown role ${row.role}`);
  return {
    id: row.id,
    username: row.username,
    fullname: row.fullname,
    role: row.role,
    active: row.active === 1,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    createdAt: row.created_at,
    sso: row.sso_subject !== null,
    options: {
      center:
        row.center_lon === null || row.center_lat === null
          ? null
          : [row.center_lon, row.center_lat],
      zoom: row.zoom,
      portCode: row.port_code,
      sharedAccount: row.shared_account === 1,
    },
  };
}

export function toPublicUser(user: UserRecord): PublicUser {
  const { id, username, fullname, role, active, sso, options } = user;
  return { id, username, fullname, role, active, sso, options };
}

function optionColumns(options: UserOptions) {
  return {
    center_lon: options.center?.[0] ?? null,
    center_lat: options.center?.[1] ?? null,
    zoom: options.zoom,
    port_code: options.portCode,
    shared_account: options.sharedAccount ? 1 : 0,
  };
}

/**
 * The users aggregate. Usernames are kept as given and matched in any case: `Admin` is
 * `admin` (a unique index on lower(username), migration 0012).
 */
export class UsersRepo {
  readonly #db: Kysely<DB>;
  readonly #now: () => number;

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  async create(user: NewUser): Promise<UserRecord> {
    const t = this.#now();
    const row = await this.#db
      .insertInto('users')
      .values({
        username: user.username,
        fullname: user.fullname,
        password_hash: user.passwordHash,
        role: user.role,
        active: user.active ? 1 : 0,
        first_name: user.firstName ?? '',
        last_name: user.lastName ?? '',
        sso_subject: user.ssoSubject ?? null,
        ...optionColumns(user.options),
        created_at: t,
        updated_at: t,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async findByUsername(username: string): Promise<UserRecord | undefined> {
    const row = await this.#db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async findBySsoSubject(subject: string): Promise<UserRecord | undefined> {
    const row = await this.#db
      .selectFrom('users')
      .selectAll()
      .where('sso_subject', '=', subject)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async findById(id: number): Promise<UserRecord | undefined> {
    const row = await this.#db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Every user, or those whose username or full name contains `q` (any case). */
  async list(q?: string): Promise<UserRecord[]> {
    let query = this.#db.selectFrom('users').selectAll().orderBy('username');
    const needle = q?.trim().toLowerCase();
    if (needle) {
      query = query.where(containsIgnoringCase(['username', 'fullname'], needle));
    }
    const rows = await query.execute();
    return rows.map(toRecord);
  }

  async update(id: number, patch: UserPatch): Promise<UserRecord | undefined> {
    const row = await this.#db
      .updateTable('users')
      .set({
        ...(patch.fullname !== undefined ? { fullname: patch.fullname } : {}),
        ...(patch.firstName !== undefined ? { first_name: patch.firstName } : {}),
        ...(patch.lastName !== undefined ? { last_name: patch.lastName } : {}),
        ...(patch.role !== undefined ? { role: patch.role } : {}),
        ...(patch.active !== undefined ? { active: patch.active ? 1 : 0 } : {}),
        ...(patch.options !== undefined ? optionColumns(patch.options) : {}),
        ...(patch.passwordHash !== undefined ? { password_hash: patch.passwordHash } : {}),
        updated_at: this.#now(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async count(): Promise<number> {
    const { n } = await this.#db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.#db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: this.#now() })
      .where('id', '=', id)
      .execute();
  }

  async setActive(id: number, active: boolean): Promise<void> {
    await this.#db
      .updateTable('users')
      .set({ active: active ? 1 : 0, updated_at: this.#now() })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<boolean> {
    const r = await this.#db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}

import type { PublicUser, UserOptions } from '@pantau/contracts';
import { isRole, type Role } from '@pantau/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB, UsersTable } from '../../store/schema.ts';

export interface NewUser {
  username: string;
  fullname: string;
  passwordHash: string;
  role: Role;
  active: boolean;
  options: UserOptions;
}

/** A user with the password hash: never leaves the server. */
export interface UserRecord extends PublicUser {
  passwordHash: string;
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
  const { passwordHash: _hash, ...rest } = user;
  return rest;
}

/** The users aggregate. Usernames are kept as given and matched exactly. */
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
        center_lon: user.options.center?.[0] ?? null,
        center_lat: user.options.center?.[1] ?? null,
        zoom: user.options.zoom,
        port_code: user.options.portCode,
        shared_account: user.options.sharedAccount ? 1 : 0,
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
      .where('username', '=', username)
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

  async list(): Promise<UserRecord[]> {
    const rows = await this.#db.selectFrom('users').selectAll().orderBy('username').execute();
    return rows.map(toRecord);
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

import type {
  AdminUser,
  CreateUserBody,
  RegisterBody,
  UpdateUserBody,
  UserOptions,
} from '@pantau/contracts';
import { ASSIGNABLE_ROLES, DISNAV_ZOOM, districtByPortCode, type Role } from '@pantau/domain';
import { ApiError } from '../../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { checkNewPassword } from './password-policy.ts';
import type { SessionsRepo } from './sessions.repo.ts';
import type { UserRecord, UsersRepo } from './users.repo.ts';

export function toAdminUser(u: UserRecord): AdminUser {
  return {
    id: u.id,
    username: u.username,
    fullname: u.fullname,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    active: u.active,
    sso: u.sso,
    options: u.options,
    createdAt: u.createdAt,
  };
}

const isAssignable = (role: Role) => (ASSIGNABLE_ROLES as readonly Role[]).includes(role);

/** Where a user's map opens: a disnav user at their district's port at zoom 8. */
function placeOf(body: {
  role: Role;
  portCode?: string | null | undefined;
  center?: [number, number] | null | undefined;
  zoom?: number | null | undefined;
  sharedAccount: boolean;
}): UserOptions {
  if (body.role === 'disnav') {
    const district = districtByPortCode(body.portCode ?? '');
    if (!district) {
      throw new ApiError('VALIDATION', {
        field: 'portCode',
        message: 'Value not found in the list',
      });
    }
    return {
      center: [district.position[0], district.position[1]],
      zoom: DISNAV_ZOOM,
      portCode: district.portCode,
      sharedAccount: body.sharedAccount,
    };
  }
  return {
    center: body.center ?? null,
    zoom: body.zoom ?? null,
    portCode: body.portCode ?? null,
    sharedAccount: body.sharedAccount,
  };
}

/**
 * USER MANAGEMENT, registration and password change. Administrators hand out only the
 * assignable roles (lps, disnav, visitor, admin); superAdmin and developer accounts, and an
 * administrator's own account, are not theirs to change, so nobody grants themself access.
 */
export class UsersService {
  readonly #users: UsersRepo;
  readonly #sessions: SessionsRepo;
  readonly #onOwnPasswordChanged: (user: UserRecord) => void;

  /** `onOwnPasswordChanged`: after a user changed their own password (the first admin's file goes). */
  constructor(
    users: UsersRepo,
    sessions: SessionsRepo,
    onOwnPasswordChanged: (user: UserRecord) => void = () => undefined,
  ) {
    this.#users = users;
    this.#sessions = sessions;
    this.#onOwnPasswordChanged = onOwnPasswordChanged;
  }

  list(q?: string) {
    return this.#users.list(q);
  }

  async get(id: number): Promise<UserRecord> {
    const user = await this.#users.findById(id);
    if (!user) throw new ApiError('NOT_FOUND', { message: 'user not found' });
    return user;
  }

  create(body: CreateUserBody): Promise<UserRecord> {
    return this.#add(body, body.role, body.active, placeOf(body), 'USERNAME_TAKEN');
  }

  async update(actor: UserRecord, id: number, body: UpdateUserBody): Promise<UserRecord> {
    const user = await this.#changeable(actor, id);
    if (body.password !== undefined) checkNewPassword(body.password, user.username, 'password');
    const updated = await this.#users.update(id, {
      firstName: body.firstName,
      lastName: body.lastName,
      fullname: `${body.firstName} ${body.lastName}`,
      role: body.role,
      active: body.active,
      options: placeOf(body),
      ...(body.password !== undefined ? { passwordHash: await hashPassword(body.password) } : {}),
    });
    if (!updated) throw new ApiError('NOT_FOUND', { message: 'user not found' });
    // A deactivated user, a new role or a reset password ends the user's open sessions.
    if (!body.active || body.role !== user.role || body.password !== undefined) {
      await this.#sessions.revokeAllOf(id);
    }
    return updated;
  }

  async delete(actor: UserRecord, id: number): Promise<void> {
    await this.#changeable(actor, id);
    await this.#users.delete(id);
  }

  async #changeable(actor: UserRecord, id: number): Promise<UserRecord> {
    const user = await this.get(id);
    if (user.id === actor.id || !isAssignable(user.role)) throw new ApiError('PROTECTED_USER');
    return user;
  }

  /** /register: an inactive visitor account that a superAdmin activates. */
  async register(body: RegisterBody): Promise<void> {
    // The national view (SPEC §9: zoom 6 at about 117.1 E, 0.9 S) until an administrator
    // places the user, so activating is one switch.
    const home = {
      center: [117.1, -0.9] as [number, number],
      zoom: 6,
      portCode: null,
      sharedAccount: false,
    };
    await this.#add(body, 'visitor', false, home, 'REGISTER_USERNAME_USED');
  }

  async #add(
    names: { username: string; firstName: string; lastName: string; password: string },
    role: Role,
    active: boolean,
    options: UserOptions,
    takenError: 'USERNAME_TAKEN' | 'REGISTER_USERNAME_USED',
  ): Promise<UserRecord> {
    if (await this.#users.findByUsername(names.username)) {
      throw new ApiError(takenError, { field: 'username' });
    }
    checkNewPassword(names.password, names.username, 'password');
    const created = this.#users.create({
      username: names.username,
      firstName: names.firstName,
      lastName: names.lastName,
      fullname: `${names.firstName} ${names.lastName}`,
      passwordHash: await hashPassword(names.password),
      role,
      active,
      options,
    });
    // Two at once with one name (in any case): the unique index lets one through.
    return created.catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new ApiError(takenError, { field: 'username' });
      throw err;
    });
  }

  /** Profile: change one's own password; other sessions of the user end. */
  async changePassword(
    user: UserRecord,
    oldPassword: string,
    newPassword: string,
    keepToken: string | undefined,
  ): Promise<void> {
    if (user.options.sharedAccount) throw new ApiError('SHARED_ACCOUNT');
    if (!(await verifyPassword(oldPassword, user.passwordHash))) {
      throw new ApiError('OLD_PASSWORD_MISMATCH', { field: 'oldPassword' });
    }
    checkNewPassword(newPassword, user.username, 'newPassword');
    await this.#users.update(user.id, { passwordHash: await hashPassword(newPassword) });
    await this.#sessions.revokeAllOf(user.id, keepToken);
    this.#onOwnPasswordChanged(user);
  }
}

/** A unique-constraint failure in SQLite or PostgreSQL. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof e.message === 'string' && /UNIQUE constraint failed/.test(e.message))
  );
}

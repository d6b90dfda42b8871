import { capabilitiesOf } from '@pantau/domain';
import type { SessionResponse } from '@pantau/contracts';
import { ApiError } from '../../errors.ts';
import { toPublicUser, type UserRecord, type UsersRepo } from '../users/users.repo.ts';
import { decoyHash, verifyPassword } from '../users/password.ts';
import type { SessionsRepo } from '../users/sessions.repo.ts';
import type { LoginBackoff } from './login-backoff.ts';

export class AuthService {
  readonly #users: UsersRepo;
  readonly #sessions: SessionsRepo;
  readonly #backoff: LoginBackoff;

  constructor(users: UsersRepo, sessions: SessionsRepo, backoff: LoginBackoff) {
    this.#users = users;
    this.#sessions = sessions;
    this.#backoff = backoff;
  }

  /**
   * Checks the credentials and opens a session; the same error whether user or password is
   * wrong. An account backing off after failed attempts is refused before its password is
   * looked at, from any address.
   */
  async login(
    username: string,
    password: string,
    meta: { ip?: string; userAgent?: string },
  ): Promise<{ token: string; user: UserRecord }> {
    if ((await this.#backoff.waitMs(username)) > 0) throw new ApiError('RATE_LIMITED');
    const user = await this.#users.findByUsername(username);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !ok) {
      await this.#backoff.failed(username);
      throw new ApiError('AUTH_INVALID');
    }
    await this.#backoff.succeeded(username);
    if (!user.active) throw new ApiError('AUTH_INACTIVE');
    const token = await this.#sessions.create(user.id, meta);
    return { token, user };
  }

  /** Ends the session; answers whose it was (for the audit log) and its SSO ID token. */
  async logout(token: string): Promise<{ user: UserRecord | undefined; idToken: string | null }> {
    const session = await this.#sessions.resolve(token);
    await this.#sessions.revoke(token);
    if (!session) return { user: undefined, idToken: null };
    return { user: await this.#users.findById(session.userId), idToken: session.idToken };
  }
}

export function sessionResponse(user: UserRecord): SessionResponse {
  return { user: toPublicUser(user), capabilities: capabilitiesOf(user.role) };
}

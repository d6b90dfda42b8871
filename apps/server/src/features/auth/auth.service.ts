import { capabilitiesOf } from '@pantau/domain';
import type { SessionResponse } from '@pantau/contracts';
import { ApiError } from '../../errors.ts';
import { toPublicUser, type UserRecord, type UsersRepo } from '../users/users.repo.ts';
import { decoyHash, verifyPassword } from '../users/password.ts';
import type { SessionsRepo } from '../users/sessions.repo.ts';
import type { LoginBackoff } from './login-backoff.ts';
import type { TrustedDevices } from './trusted-devices.ts';

export class AuthService {
  readonly #users: UsersRepo;
  readonly #sessions: SessionsRepo;
  readonly #backoff: LoginBackoff;
  readonly #devices: TrustedDevices;

  constructor(
    users: UsersRepo,
    sessions: SessionsRepo,
    backoff: LoginBackoff,
    devices: TrustedDevices,
  ) {
    this.#users = users;
    this.#sessions = sessions;
    this.#backoff = backoff;
    this.#devices = devices;
  }

  /**
   * Checks the credentials and opens a session; the same error whether user or password is
   * wrong. An account backing off after failed attempts is refused before its password is
   * looked at, from any address — unless the browser is one the account signed in from
   * (its device cookie): a known device backs off on its own failures only, so strangers
   * guessing the password cannot lock the owner out. Answers the device's token to keep.
   */
  async login(
    username: string,
    password: string,
    meta: { ip?: string; userAgent?: string; device?: string },
  ): Promise<{ token: string; user: UserRecord; device: string }> {
    const device = await this.#devices.known(meta.device, username);
    const bucket = device ? deviceBucket(device, username) : username;
    if ((await this.#backoff.waitMs(bucket)) > 0) throw new ApiError('RATE_LIMITED');
    const user = await this.#users.findByUsername(username);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !ok) {
      await this.#backoff.failed(bucket);
      throw new ApiError('AUTH_INVALID');
    }
    await this.#backoff.succeeded(bucket);
    if (!user.active) throw new ApiError('AUTH_INACTIVE');
    const token = await this.#sessions.create(user.id, { ip: meta.ip, userAgent: meta.userAgent });
    return { token, user, device: await this.#devices.signedIn(meta.device, username) };
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

/**
 * A known device's back-off key: its hash first (kept whole within the key's 128
 * characters), then the account; `|` is in no username.
 */
function deviceBucket(device: string, username: string): string {
  return `${device.slice(0, 32)}|${username}`;
}

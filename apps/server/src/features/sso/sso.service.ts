import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@pantau/domain';
import { isRole } from '@pantau/domain';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import { ApiError } from '../../errors.ts';
import type { DB } from '../../store/schema.ts';
import type { UserRecord, UsersRepo } from '../users/users.repo.ts';
import type { SsoSettings } from '../../config.ts';

export type { SsoSettings };

/** Where an SSO user's map opens (SPEC §2: zoom 6 at a fixed centre in Indonesia). */
const SSO_HOME = { center: [117.1, -0.9] as [number, number], zoom: 6 };
const REQUEST_TTL_MS = 10 * 60_000;
const hash = (v: string) => createHash('sha256').update(v).digest('hex');

/**
 * OpenID Connect sign-in run by the server: authorization code flow with PKCE (S256), state
 * and nonce, the ID token checked by openid-client. The pending sign-in is bound to the
 * browser by an HttpOnly cookie, so a callback from another browser is refused.
 */
export class SsoService {
  readonly #settings: SsoSettings;
  readonly #db: Kysely<DB>;
  readonly #users: UsersRepo;
  readonly #now: () => number;
  #configuration: Promise<oidc.Configuration> | undefined;

  constructor(settings: SsoSettings, db: Kysely<DB>, users: UsersRepo, now: () => number) {
    this.#settings = settings;
    this.#db = db;
    this.#users = users;
    this.#now = now;
  }

  /** The provider's metadata, discovered once (and again after a failure). */
  #discover(): Promise<oidc.Configuration> {
    const s = this.#settings;
    this.#configuration ??= oidc
      .discovery(
        new URL(s.issuer),
        s.clientId,
        undefined,
        s.clientSecret ? oidc.ClientSecretPost(s.clientSecret) : oidc.None(),
        // Plain http only for a provider on this machine (development and tests).
        isLocal(s.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        this.#configuration = undefined;
        throw err;
      });
    return this.#configuration;
  }

  /** Starts a sign-in: the provider URL to send the browser to, and the browser-binding cookie value. */
  async start(): Promise<{ url: string; binding: string }> {
    const config = await this.#discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const binding = randomBytes(32).toString('base64url');
    const t = this.#now();
    await this.#db
      .deleteFrom('sso_requests')
      .where('created_at', '<', t - REQUEST_TTL_MS)
      .execute();
    await this.#db
      .insertInto('sso_requests')
      .values({ id: hash(binding), state, nonce, verifier, created_at: t })
      .execute();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.#settings.redirectUri,
      scope: 'openid profile email',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, binding };
  }

  /** Completes a sign-in from the callback's query string; answers the user and the ID token. */
  async complete(
    binding: string | undefined,
    params: string,
  ): Promise<{ user: UserRecord; idToken: string }> {
    if (!binding)
      throw new ApiError('SSO_FAILED', { message: 'This sign-in was not started here' });
    const id = hash(binding);
    const pending = await this.#db
      .selectFrom('sso_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    await this.#db.deleteFrom('sso_requests').where('id', '=', id).execute();
    if (!pending || this.#now() - pending.created_at > REQUEST_TTL_MS) {
      throw new ApiError('SSO_FAILED', { message: 'This sign-in has expired, please try again' });
    }
    const config = await this.#discover();
    const current = new URL(this.#settings.redirectUri);
    current.search = params.startsWith('?') ? params : `?${params}`;
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new ApiError('SSO_FAILED', { message: `Sign-in refused: ${(err as Error).message}` });
    }
    const claims = tokens.claims();
    const idToken = tokens.id_token;
    if (!claims || !idToken) throw new ApiError('SSO_FAILED', { message: 'No ID token' });
    const user = await this.#upsert(claims);
    if (!user.active) throw new ApiError('AUTH_INACTIVE');
    return { user, idToken };
  }

  async #upsert(claims: oidc.IDToken): Promise<UserRecord> {
    const subject = `${claims.iss}|${claims.sub}`;
    const role = this.roleOf(claims);
    const fullname = str(claims.name) ?? str(claims.preferred_username) ?? claims.sub;
    const existing = await this.#users.findBySsoSubject(subject);
    if (existing) {
      return (await this.#users.update(existing.id, { role, fullname })) ?? existing;
    }
    const wanted = (str(claims.preferred_username) ?? str(claims.email) ?? claims.sub).slice(0, 60);
    const username = (await this.#users.findByUsername(wanted)) ? `sso:${wanted}` : wanted;
    return this.#users.create({
      username,
      fullname,
      ssoSubject: subject,
      // No local password: scrypt verification of this value always fails.
      passwordHash: '!sso',
      role,
      active: true,
      options: { ...SSO_HOME, portCode: null, sharedAccount: false },
    });
  }

  /** The configured role for the user's claim values; visitor when none matches. */
  roleOf(claims: Record<string, unknown>): Role {
    const raw = claims[this.#settings.roleClaim];
    const values = Array.isArray(raw) ? raw : [raw];
    for (const v of values) {
      const role = typeof v === 'string' ? this.#settings.roleMap[v] : undefined;
      if (role && isRole(role)) return role;
    }
    return 'visitor';
  }

  /** The provider's logout URL for an SSO session, returning the browser to /login. */
  async endSessionUrl(idToken: string): Promise<string | null> {
    const config = await this.#discover();
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: this.#settings.postLogoutRedirectUri,
    }).href;
  }
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

function isLocal(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

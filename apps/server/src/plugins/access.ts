import { allows, type Access } from '@pantau/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

type User = NonNullable<FastifyRequest['user']>;
type ApiUser = NonNullable<FastifyRequest['apiUser']>;

/** One registered route and what it asks of its caller, for the permission walk. */
export interface RouteInfo {
  method: string;
  url: string;
  access: Access | undefined;
}

export const SESSION_COOKIE = 'pantau_session';

/** How the session cookie is set: secure behind HTTPS, for as long as a session may last. */
export interface SessionCookieOptions {
  secure: boolean;
  maxAgeS: number;
}

/** Sets the session cookie after a sign-in (password or single sign-on). */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  opts: SessionCookieOptions,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    maxAge: opts.maxAgeS,
  });
}

/** The read API (vessels, tracks): signed-in users, and API users with their token. */
export const READ_API = { access: 'map.view', apiToken: true } as const;

/**
 * Routes outside the API (the web app's files) are public; the API docs page (its routes are
 * the swagger UI plugin's) is for a signed-in caller: the map of every route is no
 * stranger's business.
 */
function defaultAccess(url: string): Access | undefined {
  if (url === '/api' || url.startsWith('/api/')) {
    return url.startsWith('/api/docs') ? 'authenticated' : undefined;
  }
  return 'public';
}

/**
 * Deny by default: every route under /api names its access (`config.access`); a route that
 * does not is refused to everyone. The session cookie is resolved to a user before any
 * validation, so a caller without the right learns nothing from a 400.
 */
/**
 * Who a caller is: features register how a session cookie (users) and a Bearer token (API
 * users) resolve; until one is registered, nobody is known that way.
 */
export class IdentityResolvers {
  session: (token: string) => Promise<User | undefined> = () => Promise.resolve(undefined);
  apiToken: (token: string) => Promise<ApiUser | undefined> = () => Promise.resolve(undefined);
}

export function registerAccessControl(
  app: FastifyInstance,
  identity: IdentityResolvers,
): RouteInfo[] {
  const table: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? defaultAccess(route.url);
    route.config = { ...route.config, access };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === undefined) return; // no such route: the 404 handler answers
    const access = request.routeOptions.config.access;
    if (access === undefined) throw new ApiError('FORBIDDEN');
    if (access === 'public') return;
    const bearer = bearerToken(request);
    if (bearer !== undefined) {
      // A machine caller: only routes that say so (`apiToken`), only with access on.
      const apiUser = await identity.apiToken(bearer);
      if (!apiUser) throw new ApiError('UNAUTHENTICATED', { message: 'Unknown API token' });
      if (!apiUser.access) throw new ApiError('API_ACCESS_DISABLED');
      if (!request.routeOptions.config.apiToken) throw new ApiError('FORBIDDEN');
      request.apiUser = apiUser;
      return;
    }
    request.user = await userOf(request, identity);
    if (!allows(access, request.user?.role)) {
      throw new ApiError(request.user ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
  });
  return table;
}

/**
 * The API token of a `Bearer` Authorization header ('' when it is malformed, so it is
 * refused); any other scheme (a browser's remembered `Basic`, say) is not a token and is
 * ignored: the session cookie still counts.
 */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^Bearer(\s|$)/i.test(header)) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

/** The signed-in user of a public route, when its caller has a live session; else undefined. */
export function signedInUser(request: FastifyRequest): Promise<User | undefined> {
  return userOf(request, request.server.identity);
}

async function userOf(
  request: FastifyRequest,
  identity: IdentityResolvers,
): Promise<User | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  const user = await identity.session(token);
  return user?.active ? user : undefined;
}

/** The signed-in user of a route that requires one (its access rule has already let them in). */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new ApiError('UNAUTHENTICATED');
  return request.user;
}

/**
 * Each API token has its own request budget per minute on the routes it may call; session
 * users are not counted here.
 */
export function registerApiTokenRateLimit(app: FastifyInstance, maxPerMinute: number): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.apiToken || route.config.rateLimit) return;
    route.config = {
      ...route.config,
      rateLimit: {
        max: maxPerMinute,
        timeWindow: 60_000,
        keyGenerator: (req) => `api:${req.apiUser?.username ?? req.ip}`,
        allowList: (req) => req.apiUser === undefined,
      },
    };
  });
}

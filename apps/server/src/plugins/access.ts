import { allows, type Access } from '@pantau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import type { SessionsRepo } from '../features/auth/sessions.repo.ts';
import type { UserRecord, UsersRepo } from '../features/users/users.repo.ts';
import type { RouteInfo } from '../types.ts';

export const SESSION_COOKIE = 'pantau_session';

/** Routes outside the API (the web app's files) and the API docs page are public. */
function defaultAccess(url: string): Access | undefined {
  if (url === '/api' || url.startsWith('/api/')) {
    return url.startsWith('/api/docs') ? 'public' : undefined;
  }
  return 'public';
}

/**
 * Deny by default: every route under /api names its access (`config.access`); a route that
 * does not is refused to everyone. The session cookie is resolved to a user before any
 * validation, so a caller without the right learns nothing from a 400.
 */
export function registerAccessControl(
  app: FastifyInstance,
  repos: { users: UsersRepo; sessions: SessionsRepo },
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
    request.user = await userOf(request, repos);
    if (!allows(access, request.user?.role)) {
      throw new ApiError(request.user ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
  });
  return table;
}

async function userOf(
  request: FastifyRequest,
  repos: { users: UsersRepo; sessions: SessionsRepo },
): Promise<UserRecord | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  const session = await repos.sessions.resolve(token);
  if (!session) return undefined;
  const user = await repos.users.findById(session.userId);
  return user?.active ? user : undefined;
}

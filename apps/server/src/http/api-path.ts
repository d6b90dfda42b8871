import { posix } from 'node:path';
import type { FastifyRequest } from 'fastify';

/**
 * The path a request is served by, as the router sees it: the matched route's pattern
 * (`/api/vessels/:mmsi`), else — no route matched, the not-found handler answers — the path
 * percent-decoded once, as the router decodes it, with repeated slashes and dot segments
 * resolved. Request guards decide on this, never on the raw URL: the router takes `/%61pi/`
 * for `/api/`, so a guard reading `request.url` would let it by.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? normalisedPath(request.url);
}

/** A raw request URL's path, decoded once, slashes collapsed and `.`/`..` resolved. */
export function normalisedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: the router refuses such a path; judge it as written.
  }
  return posix.normalize(`/${decoded}`);
}

/** Whether a routed path is the API's (`/api` and below). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

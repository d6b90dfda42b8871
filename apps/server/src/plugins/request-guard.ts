import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { isApiPath, routedPath } from '../http/api-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This write takes a file: `multipart/form-data` is accepted beside JSON. */
    upload?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values a browser sends for the app's own pages (or a typed URL). */
const OWN_SITE = new Set(['same-origin', 'none']);

/**
 * Cross-site request forgery and cross-site WebSocket hijacking, refused whatever the
 * cookie's SameSite says (a page on another port of the same host is 'same-site'):
 * - a write under /api, or the WebSocket upgrade of /api/live, from a browser page of
 *   another origin is refused with 403 CROSS_ORIGIN. The page's origin is the request's
 *   `Origin`, else its `Sec-Fetch-Site`; same-origin is this request's own Host (as a
 *   trusted proxy names it) or `PANTAU_PUBLIC_URL`'s origin. A caller sending neither
 *   header (curl, scripts with an API token) is not a browser page and is let through.
 * - every write needs `Content-Type: application/json` (`multipart/form-data` where the
 *   route takes a file), body or not (415 otherwise): an HTML form cannot send JSON, so a
 *   `text/plain` form post never reaches a handler. A JSON write may have an empty body.
 * Both decide on the route the router matched (`routedPath`), never on the raw URL, so no
 * spelling of a path (`/%61pi/`, `//api/`) that reaches an API route escapes them.
 */
export function registerRequestGuard(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;

  app.addHook('onRequest', async (request) => {
    if (!isApiPath(routedPath(request))) return;
    const write = WRITES.has(request.method);
    const upgrade = request.method === 'GET' && isWebSocketUpgrade(request);
    if (!write && !upgrade) return;
    if (!fromOwnOrigin(request, publicOrigin)) throw new ApiError('CROSS_ORIGIN');
    if (write && !acceptedType(request)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
    return Promise.resolve();
  });

  // An empty JSON body is no body (a bodiless write still says it speaks JSON).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  // API answers (user records, sessions, the live picture) are never kept by a browser or a
  // proxy: each is about, or for, the one caller.
  app.addHook('onSend', async (request, reply) => {
    if (!isApiPath(routedPath(request))) return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return Promise.resolve();
  });
}

function isWebSocketUpgrade(request: FastifyRequest): boolean {
  return (request.headers.upgrade ?? '').toLowerCase() === 'websocket';
}

function fromOwnOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (origin === undefined && site === undefined) return true;
  if (typeof site === 'string' && OWN_SITE.has(site.toLowerCase())) return true;
  if (origin === undefined) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // 'null' (a sandboxed page, a file) or garbage
  }
  return parsed.origin === publicOrigin || parsed.host === request.host.toLowerCase();
}

function acceptedType(request: FastifyRequest): boolean {
  const header = request.headers['content-type'];
  if (header === undefined) return false;
  const type = header.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return true;
  return type === 'multipart/form-data' && request.routeOptions.config.upload === true;
}

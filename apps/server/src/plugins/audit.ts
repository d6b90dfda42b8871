import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One audited call, as the audit feature stores it. */
export interface AuditEntry {
  at: number;
  actor: string;
  actorKind: 'user' | 'api' | 'anonymous';
  action: string;
  target: string | null;
  status: number;
  /** The socket's address: who really connected. */
  ip: string | null;
  /** The `X-Forwarded-For` header as sent, if any (believed only from a trusted proxy). */
  forwardedFor?: string | null;
  /** The name of what the call was about (an area's, a user's, a vessel's MMSI), if known. */
  subject?: string | null;
}

/** Where audited calls go: the audit feature registers its store here. */
export class AuditTrail {
  record: (entry: AuditEntry) => Promise<void> = () => Promise.resolve();
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The audit log: every write under /api, and every read whose route says `audit: true`
 * (playback, exports, downloads), with who, what, which and the answer. Bodies are never
 * logged (they may hold passwords).
 */
export function registerAudit(app: FastifyInstance, audit: AuditTrail, now: () => number): void {
  app.decorateRequest('auditSubject', null);
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    if (url === undefined || !url.startsWith('/api')) return;
    const wanted = !READS.has(request.method) || request.routeOptions.config.audit === true;
    if (!wanted) return;
    try {
      await audit.record({
        at: now(),
        ...actorOf(request),
        action: `${request.method} ${url}`,
        target: request.url.split('?')[0] === url ? null : (request.url.split('?')[0] ?? null),
        status: reply.statusCode,
        ip: request.socket.remoteAddress ?? null,
        forwardedFor: forwardedFor(request),
        subject: subjectOf(request, url),
      });
    } catch (err) {
      request.log.error({ err }, 'audit record failed');
    }
  });
}

function actorOf(request: FastifyRequest): {
  actor: string;
  actorKind: 'user' | 'api' | 'anonymous';
} {
  if (request.user) return { actor: request.user.username, actorKind: 'user' };
  if (request.apiUser) return { actor: request.apiUser.username, actorKind: 'api' };
  // Sign-in and registration name who tried.
  const body = request.body as { username?: unknown } | undefined;
  if (typeof body?.username === 'string')
    return { actor: body.username.slice(0, 64), actorKind: 'anonymous' };
  return { actor: '-', actorKind: 'anonymous' };
}

/**
 * What the call was about, in a person's terms: the name a handler set (`auditSubject`, for a
 * delete by id), else the name or username the body gives, else the vessel's MMSI or the
 * port's code. Only these fields are read from a body; the rest of it (passwords) is never
 * logged.
 */
function subjectOf(request: FastifyRequest, url: string): string | null {
  if (request.auditSubject) return request.auditSubject.slice(0, 128);
  const body = request.body as Record<string, unknown> | undefined;
  const params = request.params as Record<string, unknown> | undefined;
  // Signing in names its user as the actor already.
  const username = url.startsWith('/api/auth/') ? undefined : body?.username;
  for (const value of [body?.name, username, body?.mmsi, params?.mmsi, params?.portCode]) {
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 128);
    if (typeof value === 'number') return String(value);
  }
  return null;
}

function forwardedFor(request: FastifyRequest): string | null {
  const header = request.headers['x-forwarded-for'];
  if (header === undefined) return null;
  return (Array.isArray(header) ? header.join(', ') : header).slice(0, 256);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditRepo } from '../features/audit/audit.repo.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The audit log: every write under /api, and every read whose route says `audit: true`
 * (playback, exports, downloads), with who, what, which and the answer. Bodies are never
 * logged (they may hold passwords).
 */
export function registerAudit(app: FastifyInstance, audit: AuditRepo, now: () => number): void {
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
        ip: request.ip,
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

import { auditEndpoints } from '@pantau/contracts';
import { wibDay } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { AuditRepo } from './audit.repo.ts';

/** User Logs (superAdmin, developer): one day of the audit log, searchable. */
export function auditRoutes(app: FastifyInstance, repo: AuditRepo, now: () => number): void {
  route(app, auditEndpoints.day, { config: { access: 'audit.view' } }, async (req) => {
    const day = req.query.day ?? wibDay(now());
    return { day, entries: await repo.day(day, req.query.q) };
  });
}

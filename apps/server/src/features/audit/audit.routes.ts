import { AuditDay, AuditQuery, ErrorBody } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wibDay, type AuditRepo } from './audit.repo.ts';

/** User Logs (superAdmin, developer): one day of the audit log, searchable. */
export function auditRoutes(app: FastifyInstance, repo: AuditRepo, now: () => number): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audit',
    {
      config: { access: 'audit.view' },
      schema: {
        tags: ['audit'],
        summary: 'The audit log of one day (UTC+7), newest first',
        querystring: AuditQuery,
        response: { 200: AuditDay, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      const day = req.query.day ?? wibDay(now());
      return { day, entries: await repo.day(day, req.query.q) };
    },
  );
}

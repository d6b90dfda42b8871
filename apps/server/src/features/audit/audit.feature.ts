import fp from 'fastify-plugin';
import { AuditRepo } from './audit.repo.ts';
import { auditRoutes } from './audit.routes.ts';

/** The audit log: records what the audit hook sees, and serves User Logs. */
export const auditFeature = fp(
  async (app) => {
    const repo = new AuditRepo(app.core.store.db);
    app.auditTrail.record = (entry) => repo.record(entry);
    auditRoutes(app, repo, app.core.now);
    return Promise.resolve();
  },
  { name: 'audit', fastify: '5.x' },
);

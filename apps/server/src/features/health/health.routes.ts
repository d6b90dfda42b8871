import { HealthResponse } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Bus } from '../../bus/bus.ts';
import type { Store } from '../../store/db.ts';

export function healthRoutes(
  app: FastifyInstance,
  deps: { store: Store; bus: Bus; version: string; startedAt: number; now: () => number },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness with database, bus and version status',
        response: { 200: HealthResponse },
      },
    },
    async () => {
      const dbOk = await deps.store.ping();
      const bus = deps.bus.health();
      return {
        status: dbOk && bus.ok ? ('ok' as const) : ('degraded' as const),
        version: deps.version,
        uptimeS: Math.round((deps.now() - deps.startedAt) / 1000),
        database: { kind: deps.store.kind, ok: dbOk },
        bus: { kind: deps.bus.kind, ok: bus.ok, ...(bus.detail ? { detail: bus.detail } : {}) },
      };
    },
  );
}

import { healthEndpoints } from '@pantau/contracts';
import fp from 'fastify-plugin';
import { route } from '../../http/route.ts';

/** Liveness: database, bus and version. */
export const healthFeature = fp(
  async (app) => {
    const { store, bus, version, startedAt, now } = app.core;
    route(app, healthEndpoints.get, { config: { access: 'public' } }, async () => {
      const dbOk = await store.ping();
      const busHealth = bus.health();
      return {
        status: dbOk && busHealth.ok ? ('ok' as const) : ('degraded' as const),
        version,
        uptimeS: Math.round((now() - startedAt) / 1000),
        database: { kind: store.kind, ok: dbOk },
        bus: {
          kind: bus.kind,
          ok: busHealth.ok,
          ...(busHealth.detail ? { detail: busHealth.detail } : {}),
        },
      };
    });
    return Promise.resolve();
  },
  { name: 'health', fastify: '5.x' },
);

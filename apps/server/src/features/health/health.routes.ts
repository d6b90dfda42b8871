import { healthEndpoints } from '@pantau/contracts';
import fp from 'fastify-plugin';
import { route } from '../../http/route.ts';
import { signedInUser } from '../../plugins/access.ts';

/**
 * Liveness. Anyone learns the status (ok or degraded: enough for a load balancer or a
 * start-up probe); only a signed-in user also learns the version, uptime, database and bus,
 * which tell an attacker what is running; on NATS also each role of this process (ingest:
 * the stream takes its events; api: the picture's feed; history: the writes), and any role
 * in trouble makes the status degraded.
 */
export const healthFeature = fp(
  async (app) => {
    const { store, bus, version, startedAt, now } = app.core;
    route(app, healthEndpoints.get, { config: { access: 'public' } }, async (req) => {
      const dbOk = await store.ping();
      const busHealth = bus.health();
      const roles = [...app.stream.roleHealth].map(([role, check]) => ({ role, ...check() }));
      const status =
        dbOk && busHealth.ok && roles.every((r) => r.ok) ? ('ok' as const) : ('degraded' as const);
      if (!(await signedInUser(req))) return { status };
      return {
        status,
        version,
        uptimeS: Math.round((now() - startedAt) / 1000),
        database: { kind: store.kind, ok: dbOk },
        bus: {
          kind: bus.kind,
          ok: busHealth.ok,
          ...(busHealth.detail ? { detail: busHealth.detail } : {}),
        },
        ...(roles.length > 0 ? { roles } : {}),
      };
    });
    return Promise.resolve();
  },
  { name: 'health', fastify: '5.x', dependencies: ['stream'] },
);

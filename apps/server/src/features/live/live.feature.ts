import { DEFAULT_AGE_POLICY } from '@pantau/domain';
import fp from 'fastify-plugin';
import { LivePicture } from './live-picture.ts';
import { LiveSockets } from './live-sockets.ts';
import { apiFingerprint, liveSocket, userFingerprint } from './live.routes.ts';
import { LivePush } from './push.ts';
import { loadSnapshot, saveSnapshot } from './snapshot.ts';
import { vesselsRoutes } from './vessels.routes.ts';

/** How often the session or token of every open live socket is resolved again. */
const SESSION_RECHECK_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live picture: the newest state of every vessel heard; its sockets' guard; the push. */
    live: { picture: LivePicture; sockets: LiveSockets; push: LivePush };
  }
}

/**
 * The live picture (a sink on the hub), kept across restarts in a snapshot; the vessel
 * reads; and the push on `/api/live`.
 */
export const liveFeature = fp(
  async (app) => {
    const { config, now } = app.core;
    const { supervisor } = app.ingest;
    const picture = new LivePicture({
      policy: { ...DEFAULT_AGE_POLICY, removeMs: config.live.removeAfterMs },
      isSatellite: supervisor.isSatellite,
    });
    app.hub.subscribe({
      name: 'live picture',
      event: (e) => picture.apply(e),
      heard: (mmsi, source, t) => picture.heardFrom(mmsi, source, t),
    });
    const push = new LivePush(picture, {
      isSatellite: supervisor.isSatellite,
      now,
      heartbeatMs: config.live.tickMs,
      bufferBudget: config.live.socketBufferBytes,
    });
    // Each session's sockets are closed within a re-check of it ending (SESSION_RECHECK_MS).
    const guard = new LiveSockets(
      {
        maxSockets: config.live.maxSockets,
        maxPerSession: config.live.maxSocketsPerSession,
        recheckMs: SESSION_RECHECK_MS,
      },
      async (identity) => {
        if (identity.kind === 'token') {
          const api = await app.identity.apiToken(identity.token);
          return api ? apiFingerprint(api) : undefined;
        }
        const user = await app.identity.session(identity.token);
        return user ? userFingerprint(user) : undefined;
      },
    );
    app.decorate('live', { picture, sockets: guard, push });
    vesselsRoutes(app, { picture, now });
    await liveSocket(app, {
      push,
      guard,
      tickMs: config.live.tickMs,
      now,
      simulated: () => supervisor.simulated,
    });

    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      await loadSnapshot(picture, config.dataDir, now(), app.log);
      timers.push(setInterval(() => push.tick(), config.live.batchMs));
      timers.push(setInterval(() => picture.sweep(now()), 10_000));
      for (const t of timers) t.unref();
      guard.start();
    });
    app.addHook('onClose', async () => {
      timers.forEach(clearInterval);
      guard.stop();
      await saveSnapshot(picture, config.dataDir, app.log);
    });
  },
  { name: 'live', fastify: '5.x', dependencies: ['ingest'] },
);

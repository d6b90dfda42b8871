import { DEFAULT_AGE_POLICY } from '@pantau/domain';
import fp from 'fastify-plugin';
import { LivePicture } from './live-picture.ts';
import { liveSocket } from './live.routes.ts';
import { LivePush } from './push.ts';
import { loadSnapshot, saveSnapshot } from './snapshot.ts';
import { vesselsRoutes } from './vessels.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live picture: the newest state of every vessel heard. */
    live: { picture: LivePicture };
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
    app.decorate('live', { picture });
    app.hub.subscribe({
      name: 'live picture',
      event: (e) => picture.apply(e),
      heard: (mmsi, source, t) => picture.heardFrom(mmsi, source, t),
    });
    const push = new LivePush(picture, {
      isSatellite: supervisor.isSatellite,
      now,
      heartbeatMs: config.live.tickMs,
    });
    vesselsRoutes(app, { picture, now });
    await liveSocket(app, {
      push,
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
    });
    app.addHook('onClose', async () => {
      timers.forEach(clearInterval);
      await saveSnapshot(picture, config.dataDir, app.log);
    });
  },
  { name: 'live', fastify: '5.x', dependencies: ['ingest'] },
);

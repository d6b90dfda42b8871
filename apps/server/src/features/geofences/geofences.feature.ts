import fp from 'fastify-plugin';
import { GeofenceEngine } from './engine.ts';
import { Geofences } from './geofences.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The geofence engine: zone providers, zone events, who is inside each zone. */
    geofences: Geofences;
  }
}

/** Vessels not heard for this long are forgotten by the engine, as the live picture does. */
const SWEEP_MS = 60_000;

/**
 * The geofence engine as a sink on the hub: every position is measured against the zones
 * near it. Features register their zones (`app.geofences.register`): AOIs, published lanes
 * and zones, the ZEE, and the alerts' Boundary circles around the registry's POIs.
 */
export const geofencesFeature = fp(
  async (app) => {
    const { config, now } = app.core;
    const engine = new GeofenceEngine();
    const geofences = new Geofences(engine, app.log);
    app.decorate('geofences', geofences);
    app.hub.subscribe({
      name: 'geofences',
      event: (e) => {
        if (e.kind === 'position') engine.position(e.mmsi, e.lon, e.lat, e.t);
      },
      paceMs: config.live.rulePaceMs,
    });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await geofences.start();
      timer = setInterval(() => engine.sweep(now() - config.live.removeAfterMs), SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      return Promise.resolve();
    });
    return Promise.resolve();
  },
  { name: 'geofences', fastify: '5.x', dependencies: ['live'] },
);

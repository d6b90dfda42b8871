import { LiveWatchAlerts } from '@pantau/contracts';
import { DEFAULT_ALERT_THRESHOLDS } from '@pantau/domain';
import fp from 'fastify-plugin';
import { AlertsRepo } from './alerts.repo.ts';
import { alertsRoutes } from './alerts.routes.ts';
import { AlertEngine } from './engine.ts';
import { AlertPush } from './push.ts';
import { AlertSettingsRepo } from './settings.repo.ts';
import { Silences } from './silences.repo.ts';
import { AlertWriter } from './writer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The alert engine, its writer and push (issue #17). */
    alerts: { engine: AlertEngine; writer: AlertWriter; push: AlertPush };
  }
}

/** The writer stores pending changes this often: well within the 5 s from message to push. */
const FLUSH_MS = 250;
/** Ais Off and forgetting silent vessels. */
const SWEEP_MS = 30_000;
/** Flood limit: alert messages per user per second before the rest are grouped. */
const PUSH_PER_SECOND = 5;

/**
 * Alerts: the engine as a hub sink and a zone-event listener, one stored record per
 * situation, the REST API (SPEC §6 visibility enforced on every read) and the
 * `watch-alerts` live channel (pushes only of the types the user may receive).
 */
export const alertsFeature = fp(
  async (app) => {
    const { now, config, store } = app.core;
    const repo = new AlertsRepo(store.db);
    const silences = new Silences(store.db);
    const settings = new AlertSettingsRepo(store.db);
    const push = new AlertPush({
      perSecond: PUSH_PER_SECOND,
      now,
      silenced: (a, behaviour) => silences.silenced(a.mmsi, a.type, behaviour, now()),
    });
    const writer = new AlertWriter({
      repo,
      now,
      stored: (alert, s) => {
        push.alert(alert, s.behaviour);
        if (alert.status === 'closed') silences.end(s.mmsi, s.type, s.behaviour, now());
      },
      onError: (err) => app.log.error({ err }, 'alert write failed'),
    });
    const engine = new AlertEngine({
      thresholds: DEFAULT_ALERT_THRESHOLDS,
      picture: app.live.picture,
      writer,
      isSatellite: app.ingest.supervisor.isSatellite,
      now,
    });
    app.decorate('alerts', { engine, writer, push });
    app.hub.subscribe({ name: 'alerts', event: (e) => engine.event(e) });
    const stopZones = app.geofences.onZoneEvent((e) => engine.zone(e));
    alertsRoutes(app, { repo, silences, settings, engine, now });

    app.liveChannels.register({
      type: 'watch-alerts',
      schema: LiveWatchAlerts,
      receive: (client, message) => {
        const user = client.request.user;
        if (!message.on) push.unwatch(client);
        else if (!user)
          client.send({ type: 'error', code: 'FORBIDDEN', message: 'alerts need a user' });
        else push.watch(client, { role: user.role, username: user.username }, String(user.id));
      },
      close: (client) => push.unwatch(client),
    });

    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      await silences.load(now());
      // Situations left open by the previous run cannot be followed: they close now.
      await repo.closeAll(
        (await repo.open()).map((r) => r.id),
        now(),
      );
      timers.push(
        setInterval(() => void writer.flush(), FLUSH_MS),
        setInterval(() => push.tick(), 1000),
        setInterval(() => engine.sweep(now(), config.live.removeAfterMs), SWEEP_MS),
      );
      for (const t of timers) t.unref();
    });
    app.addHook('onClose', async () => {
      timers.forEach(clearInterval);
      stopZones();
      await writer.flush();
    });
    return Promise.resolve();
  },
  { name: 'alerts', fastify: '5.x', dependencies: ['live', 'geofences', 'ingest'] },
);

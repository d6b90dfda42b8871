import { LiveWatchAlerts, type AlertChannels } from '@pantau/contracts';
import { DEFAULT_ALERT_THRESHOLDS } from '@pantau/domain';
import fp from 'fastify-plugin';
import { AlertsRepo } from './alerts.repo.ts';
import { BoundaryZones } from './boundary.zones.ts';
import { Clearances } from './clearances.ts';
import { DarkTargets } from './dark-targets.ts';
import { alertsRoutes } from './alerts.routes.ts';
import { AlertEngine } from './engine.ts';
import { neverLeader, PgLeadership, soleLeader, type Leadership } from '../../scale/leadership.ts';
import { AlertPush } from './push.ts';
import { smtpSender } from './channels/email.ts';
import { AlertNotifier } from './channels/notifier.ts';
import { sendTelegram, TelegramError } from './channels/telegram.ts';
import { AlertRelay } from './relay.ts';
import { AlertsService } from './service.ts';
import { AlertSettingsRepo } from './settings.repo.ts';
import { Silences } from './silences.repo.ts';
import { AlertWriter } from './writer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The alert engine, its writer and push (issue #17). */
    alerts: { engine: AlertEngine; writer: AlertWriter; push: AlertPush; leadership: Leadership };
  }
}

/** The writer stores pending changes this often: well within the 5 s from message to push. */
const FLUSH_MS = 250;
/** Ais Off and forgetting silent vessels. */
const SWEEP_MS = 30_000;
/** Flood limit: alert messages per user per second before the rest are grouped. */
const PUSH_PER_SECOND = 5;
/** A follower asks for the leadership, and the leader checks its lock, this often. */
const LEAD_RETRY_MS = 2_000;
/** The leader tells the other processes its Email and Telegram status this often. */
const CHANNELS_EVERY_MS = 5_000;
/** The Boundary zones are read again this often (the registry may change in another process). */
const BOUNDARY_RELOAD_MS = 5 * 60_000;

/**
 * Alerts: the engine as a hub sink and a zone-event listener, one stored record per
 * situation, the REST API (SPEC §6 visibility enforced on every read) and the
 * `watch-alerts` live channel (pushes only of the types the user may receive).
 *
 * On PostgreSQL the engine runs in the one process holding the alert lock (`scale/leadership.ts`);
 * the others keep their engine idle. On NATS the leader tells every API process what it
 * stored (each pushes to its own sockets), and acknowledgements and silences made in any
 * process reach the others (`relay.ts`).
 */
export const alertsFeature = fp(
  async (app) => {
    const { now, config, store } = app.core;
    const { nats, names, processId } = app.stream;
    const repo = new AlertsRepo(store.db);
    const silences = new Silences(store.db);
    const settings = new AlertSettingsRepo(store.db);
    const push: AlertPush = new AlertPush({
      perSecond: PUSH_PER_SECOND,
      now,
      silenced: (a, behaviour) => silences.silenced(a.mmsi, a.type, behaviour, now()),
      notifies: (user, alert): boolean => service.notifies(user, alert),
    });
    const smtp = config.alertChannels.smtp && smtpSender(config.alertChannels.smtp);
    const telegram = config.alertChannels.telegram;
    const notifier = new AlertNotifier({
      db: store.db,
      now,
      email: smtp?.send,
      telegram: telegram && ((chatId, text) => sendTelegram(telegram, chatId, text)),
      retryAfterMs: (err) => (err instanceof TelegramError ? err.retryAfterMs : undefined),
      warn: (o, m) => app.log.warn(o, m),
    });
    // In a follower: the leader's channels as last reported.
    let leaderChannels: AlertChannels | undefined;
    const writer = new AlertWriter({
      repo,
      now,
      stored: (alert, s) => service.storedHere(alert, s.behaviour),
      onError: (err) => app.log.error({ err }, 'alert write failed'),
    });
    const boundaries = new BoundaryZones(app.registry, () => settings.widestBoundary());
    const boundaryZones = app.geofences.register(boundaries.provider);
    const reloadBoundaries = () => void boundaryZones.reload();
    const stopRegistry = app.registry.onChange(reloadBoundaries);
    const engine = new AlertEngine({
      thresholds: DEFAULT_ALERT_THRESHOLDS,
      picture: app.live.picture,
      writer,
      isSatellite: app.ingest.supervisor.isSatellite,
      now,
      boundaryPoi: (id) => boundaries.poi(id),
      ports: () => boundaries.ports(),
      portName: (code) => boundaries.portName(code),
    });
    const leadership = !app.stream.roles.has('api')
      ? neverLeader('alert engine runs in api processes')
      : store.raw.kind === 'postgres'
        ? new PgLeadership({
            pool: store.raw.pool,
            name: `pantau-alerts:${config.stream.prefix}`,
            retryMs: LEAD_RETRY_MS,
            warn: (o, m) => app.log.warn(o, m),
          })
        : soleLeader();
    // Set once a gained leadership closed what the previous leader left open.
    let running = false;
    const service: AlertsService = new AlertsService({
      repo,
      silences,
      settings,
      engine,
      push,
      notifier,
      now,
      leading: () => running,
      reloadBoundaries,
      warn: (o, m) => app.log.warn(o, m),
    });
    const relay = nats
      ? new AlertRelay(nats, names, processId, {
          ...service.fromElsewhere,
          channels: (status) => (leaderChannels = status),
        })
      : undefined;
    if (relay) service.connect(relay);
    const darkTargets = new DarkTargets(engine);
    const clearances = new Clearances({
      engine,
      dayMap: (day) => app.inaportnet.clearances(day),
      vessel: (mmsi) => {
        const v = app.live.picture.get(mmsi);
        if (!v) return null;
        const placed = !Number.isNaN(v.lat);
        return {
          mmsi,
          aisClass: v.aisClass,
          shipType: v.shipType,
          lon: placed ? v.lon : null,
          lat: placed ? v.lat : null,
        };
      },
      portName: (id) => boundaries.name(id),
      warn: (o, m) => app.log.warn(o, m),
    });
    app.decorate('alerts', { engine, writer, push, leadership });
    app.hub.subscribe({
      name: 'alerts',
      event: (e) => running && engine.event(e),
      paceMs: config.live.rulePaceMs,
    });
    const stopZones = app.geofences.onZoneEvent((e) => running && engine.zone(e));
    alertsRoutes(app, {
      service,
      now,
      channels: () => {
        if (running || !relay) {
          const { email, telegram } = notifier.status();
          return { email, telegram };
        }
        return leaderChannels ?? { email: null, telegram: null };
      },
    });

    app.liveChannels.register({
      type: 'watch-alerts',
      schema: LiveWatchAlerts,
      receive: (client, message) => {
        const user = client.request.user;
        if (!message.on) push.unwatch(client);
        else if (!user)
          client.send({ type: 'error', code: 'FORBIDDEN', message: 'alerts need a user' });
        else {
          push.watch(client, { role: user.role, username: user.username }, String(user.id));
          service.watching(user.id);
        }
      },
      close: (client) => push.unwatch(client),
    });

    const timers: NodeJS.Timeout[] = [];
    const stops: (() => void)[] = [];
    app.addHook('onReady', async () => {
      // Features registered after this one: the radar's dark targets, the port calls.
      if (app.hasDecorator('radar')) {
        stops.push(app.radar.onDarkTarget((e) => running && darkTargets.raised(e)));
      }
      if (app.hasDecorator('portCalls') && app.hasDecorator('inaportnet')) {
        stops.push(app.portCalls.onEvent((e) => running && clearances.call(e)));
      }
      await silences.load(now());
      await leadership.start(async (leading) => {
        if (!leading) {
          running = false;
          clearances.following(null);
          engine.reset();
          return;
        }
        await notifier.load();
        // Situations left open by the previous leader or run cannot be followed: they close.
        await repo.closeAll(
          (await repo.open()).map((r) => r.id),
          now(),
        );
        running = true;
        clearances.following(now());
        app.log.info('alert engine: leading');
      });
      timers.push(
        setInterval(() => void writer.flush(), FLUSH_MS),
        setInterval(() => push.tick(), 1000),
        setInterval(() => {
          if (!running) return;
          engine.sweep(now(), config.live.removeAfterMs);
          if (app.hasDecorator('radar')) darkTargets.sweep(app.radar.targets(), now());
          void clearances.sweep(now());
        }, SWEEP_MS),
        setInterval(() => running && relay?.channels(notifier.status()), CHANNELS_EVERY_MS),
        // Registry edits made in another process (none tells this one): read again now and then.
        setInterval(reloadBoundaries, BOUNDARY_RELOAD_MS),
      );
      for (const t of timers) t.unref();
    });
    app.addHook('onClose', async () => {
      timers.forEach(clearInterval);
      stops.forEach((stop) => stop());
      stopZones();
      stopRegistry();
      relay?.close();
      await writer.flush();
      await leadership.stop();
      notifier.stop();
      smtp?.close();
    });
    return Promise.resolve();
  },
  {
    name: 'alerts',
    fastify: '5.x',
    dependencies: ['live', 'geofences', 'ingest', 'stream', 'ports'],
  },
);

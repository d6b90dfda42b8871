import fp from 'fastify-plugin';
import { HistoryConsumer } from './history-consumer.ts';
import { HistoryWriter } from './history-writer.ts';
import { HistoryRepo } from './history.repo.ts';
import { PlaybackRepo } from './playback.repo.ts';
import { playbackRoutes } from './playback.routes.ts';
import { trackRoutes } from './track.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored positions: the repository and the writer that batches them in. */
    history: { repo: HistoryRepo; writer: HistoryWriter; consumer: HistoryConsumer | undefined };
  }
}

/**
 * Position history: a sink on the hub, retention, the track reads and download, and the
 * whole-picture Historical Overall Playback.
 */
export const historyFeature = fp(
  async (app) => {
    const { store, config, now } = app.core;
    const { picture } = app.live;
    const repo = new HistoryRepo(store, {
      thread: true,
      now,
      keepDays: config.live.historyDays,
    });
    const writer = new HistoryWriter(repo, {
      onError: (err) => app.log.error({ err }, 'history write failed; will retry'),
    });
    // On NATS the history role writes from the stream (a durable consumer, acknowledged
    // after each write) and the hub is only the picture's; in one process it is a hub sink.
    const { nats, names, roles } = app.stream;
    const consumer =
      nats && roles.has('history')
        ? new HistoryConsumer({
            bus: nats,
            stream: names.stream,
            durable: names.historyConsumer,
            repo,
            log: { info: (o, m) => app.log.info(o, m), warn: (o, m) => app.log.warn(o, m) },
          })
        : undefined;
    app.decorate('history', { repo, writer, consumer });
    if (consumer) {
      app.stream.roleHealth.set('history', () =>
        consumer.lastError
          ? { ok: false, detail: consumer.lastError }
          : consumer.running
            ? { ok: true, detail: `${consumer.lag} stream messages behind` }
            : { ok: false, detail: 'waiting for the NATS stream' },
      );
    }
    if (!nats) {
      // After the picture (registered before): the writer reads the state the event made.
      app.hub.subscribe({ name: 'history', event: (e) => writer.add(e, picture.get(e.mmsi)) });
    }
    trackRoutes(app, { history: repo, now });
    playbackRoutes(app, {
      playback: new PlaybackRepo(store),
      roles: config.live.playbackRoles,
      now,
      shipTypeOf: (mmsi) => picture.get(mmsi)?.shipType,
    });

    const purge = async () => {
      try {
        const n = await repo.purge(now() - config.live.historyDays * 86_400_000, {
          before: now() - config.live.historyThinDays * 86_400_000,
        });
        if (n > 0) app.log.info({ deleted: n }, 'old positions removed');
      } catch (err) {
        app.log.error({ err }, 'history retention failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', () => {
      writer.start();
      consumer?.start();
      // Retention is the history role's (every process on the in-memory bus).
      if (roles.has('history')) {
        timer = setInterval(() => void purge(), 3_600_000);
        timer.unref();
      }
      return Promise.resolve();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await consumer?.stop();
      await writer.stop();
      await repo.close();
    });
    return Promise.resolve();
  },
  { name: 'history', fastify: '5.x', dependencies: ['live', 'stream'] },
);

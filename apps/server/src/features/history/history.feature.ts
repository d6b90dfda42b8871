import fp from 'fastify-plugin';
import { HistoryWriter } from './history-writer.ts';
import { HistoryRepo } from './history.repo.ts';
import { trackRoutes } from './track.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored positions: the repository and the writer that batches them in. */
    history: { repo: HistoryRepo; writer: HistoryWriter };
  }
}

/** Position history: a sink on the hub, retention, and the track reads and download. */
export const historyFeature = fp(
  async (app) => {
    const { store, config, now } = app.core;
    const { picture } = app.live;
    const repo = new HistoryRepo(store, { thread: true });
    const writer = new HistoryWriter(repo, {
      onError: (err) => app.log.error({ err }, 'history write failed; will retry'),
    });
    app.decorate('history', { repo, writer });
    // After the picture (registered before): the writer reads the state the event made.
    app.hub.subscribe({ name: 'history', event: (e) => writer.add(e, picture.get(e.mmsi)) });
    trackRoutes(app, { history: repo, now });

    const purge = async () => {
      try {
        const n = await repo.purge(now() - config.live.historyDays * 86_400_000);
        if (n > 0) app.log.info({ deleted: n }, 'old positions removed');
      } catch (err) {
        app.log.error({ err }, 'history retention failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', () => {
      writer.start();
      timer = setInterval(() => void purge(), 3_600_000);
      timer.unref();
      return Promise.resolve();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await writer.stop();
      await repo.close();
    });
    return Promise.resolve();
  },
  { name: 'history', fastify: '5.x', dependencies: ['live'] },
);

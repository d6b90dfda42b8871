import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { LiveHub } from '../../live-hub/live-hub.ts';
import { IngestPipeline } from './pipeline.ts';
import { Supervisor } from './supervisor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pipeline that publishes on the hub, and the supervisor that runs sources. */
    ingest: { pipeline: IngestPipeline; supervisor: Supervisor };
  }
}

/** Ingest: source drivers, supervised, feeding the pipeline that publishes on the hub. */
export const ingestFeature = fp(
  async (app) => {
    const { config, now } = app.core;
    const { feeds } = config;
    // On NATS the pipeline's hub has one sink, the stream; every process's picture (this
    // one's too) is fed from the stream. On the in-memory bus it is the app's hub.
    const { publisher } = app.stream;
    let hub = app.hub;
    if (publisher) {
      hub = new LiveHub();
      hub.subscribe(publisher.sink);
    }
    const pipeline = new IngestPipeline({
      hub,
      now,
      fragmentBudgetBytes: feeds.fragmentBudgetBytes,
    });
    const supervisor = new Supervisor(
      pipeline,
      { info: (o, m) => app.log.info(o, m), warn: (o, m) => app.log.warn(o, m) },
      {
        maxConnections: feeds.maxConnections,
        maxPerAddress: feeds.maxPerAddress,
        idleMs: feeds.idleMs,
        captureDir: feeds.captureDir,
        // A listener on the HTTP port would make the next start fail to listen.
        reservedPorts: config.port > 0 ? [config.port] : [],
      },
    );
    app.decorate('ingest', { pipeline, supervisor });
    // Where file sources' captures go (the only folder they may read).
    await mkdir(feeds.captureDir, { recursive: true }).catch((err: unknown) =>
      app.log.warn({ dir: feeds.captureDir, err: String(err) }, 'no capture folder'),
    );
    app.addHook('onClose', async () => {
      await supervisor.stopAll();
      await publisher?.stop();
    });
  },
  { name: 'ingest', fastify: '5.x', dependencies: ['stream'] },
);

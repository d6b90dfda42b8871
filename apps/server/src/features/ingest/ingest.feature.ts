import fp from 'fastify-plugin';
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
    const pipeline = new IngestPipeline({ hub: app.hub, now: app.core.now });
    const supervisor = new Supervisor(pipeline, {
      info: (o, m) => app.log.info(o, m),
      warn: (o, m) => app.log.warn(o, m),
    });
    app.decorate('ingest', { pipeline, supervisor });
    app.addHook('onClose', () => supervisor.stopAll());
    return Promise.resolve();
  },
  { name: 'ingest', fastify: '5.x' },
);

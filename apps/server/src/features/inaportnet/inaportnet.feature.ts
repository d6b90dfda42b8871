import { inaportnetEndpoints } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/route.ts';
import { InaportnetService } from './inaportnet.service.ts';

const config = { access: 'map.view' } as const;

/** PKK & SPB from Inaportnet (SPEC §7), read by everyone signed in. */
export function inaportnetRoutes(app: FastifyInstance, service: InaportnetService): void {
  const e = inaportnetEndpoints;
  route(app, e.clearances, { config }, (req) =>
    service.clearances(req.query.day ?? service.today(), req.query.refresh === 'true'),
  );
  route(app, e.vessel, { config }, (req) => service.vessel(req.params.mmsi));
}

export const inaportnetFeature = fp(
  async (app) => {
    const live = app.hasDecorator('live') ? app.live : null;
    const service = new InaportnetService(app.core.config.inaportnet, app.core.now, (mmsi) => {
      return live?.picture.get(mmsi)?.name ?? null;
    });
    app.decorate('inaportnet', service);
    inaportnetRoutes(app, service);
    if (app.core.config.roles.has('api')) service.start();
    app.addHook('onClose', async () => {
      service.stop();
      return Promise.resolve();
    });
    return Promise.resolve();
  },
  { name: 'inaportnet', fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** PKK and SPB per vessel and day from Inaportnet (or its honest absence). */
    inaportnet: InaportnetService;
  }
}

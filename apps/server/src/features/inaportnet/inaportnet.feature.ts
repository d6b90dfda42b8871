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
    const registry = app.hasDecorator('registrations') ? app.registrations : null;
    // A vessel's name: as it calls itself now, else as it is registered.
    const names = async (mmsis: readonly number[]) => {
      const out = new Map<number, string>();
      const unnamed: number[] = [];
      for (const m of mmsis) {
        const name = live?.picture.get(m)?.name;
        if (name) out.set(m, name);
        else unnamed.push(m);
      }
      if (registry && unnamed.length > 0)
        for (const [m, name] of await registry.namesOf(unnamed)) out.set(m, name);
      return out;
    };
    const service = new InaportnetService(app.core.config.inaportnet, app.core.now, names);
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

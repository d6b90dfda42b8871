import { weatherEndpoints } from '@pantau/contracts';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { bmkgSource } from './bmkg.client.ts';
import { PortForecasts } from './port-forecast.ts';
import { portForecastPdf, portPdfName } from './port-pdf.ts';
import { DEMO_GROUPS, demoForecast, demoPortForecast, demoShapes } from './weather.demo.ts';
import { vesselRisk } from './weather.risk.ts';
import { WeatherService, type CurrentSource, type WeatherStats } from './weather.service.ts';

/** The demo is read again this often (it changes at 00 and 12 UTC). */
const DEMO_POLL_MS = 10 * 60_000;

/**
 * Weather for mariners (SPEC §2.1, §3): BMKG's maritime forecasts per sea area, read by the
 * server from PANTAU_BMKG_URL every PANTAU_BMKG_POLL_S (10 minutes at most often), whoever
 * looks; without it, while the built-in simulator is the picture (the demo), the simulator's
 * forecasts labelled simulated; otherwise the screens say BMKG is not configured.
 */
export const weatherFeature = fp(
  async (app) => {
    const { config, now } = app.core;
    const bmkg = config.bmkg ? bmkgSource(config.bmkg) : null;
    const demo: CurrentSource = {
      simulated: true,
      groups: DEMO_GROUPS,
      source: {
        shapes: (group) => Promise.resolve(demoShapes(group)),
        forecast: (code) => Promise.resolve(demoForecast(code, now())),
        port: ({ lon, lat }) => Promise.resolve(demoPortForecast(lon, lat, now())),
      },
    };
    const pick = (): CurrentSource | null =>
      bmkg && config.bmkg
        ? { source: bmkg, simulated: false, groups: config.bmkg.groups }
        : app.sources.list().simulated
          ? demo
          : null;
    const service = new WeatherService(pick, {
      now,
      log: (message, detail) => app.log.warn(detail, message),
    });
    const access = { access: 'map.view' } as const;
    route(app, weatherEndpoints.areas, { config: access }, () => {
      service.ensure();
      return service.areas(pick());
    });
    route(app, weatherEndpoints.shapes, { config: access }, () => {
      service.ensure();
      return service.shapes(pick());
    });
    route(app, weatherEndpoints.vessel, { config: access }, (req) => {
      const v = app.live.picture.get(req.params.mmsi);
      if (!v) throw new ApiError('NOT_FOUND', { message: 'vessel not in the live picture' });
      service.ensure();
      return vesselRisk(v, service.areas(pick()), service.index, now());
    });
    const ports = new PortForecasts({
      cacheMs: config.bmkg?.pollMs ?? DEMO_POLL_MS,
      now,
      log: (message, detail) => app.log.warn(detail, message),
    });
    const portForecast = async (portId: string) => {
      const port = (await app.registry.list()).find(
        (a) => a.id === portId && a.category === 'ports',
      );
      if (!port) throw new ApiError('NOT_FOUND', { message: 'port not found' });
      return ports.forecast(port, pick());
    };
    route(app, weatherEndpoints.port, { config: access }, (req) => portForecast(req.params.portId));
    route(app, weatherEndpoints.portPdf, { config: access }, async (req, reply) => {
      const f = await portForecast(req.params.portId);
      if (f.state === 'notConfigured')
        throw new ApiError('NOT_FOUND', { message: 'BMKG is not configured on this server' });
      const name = portPdfName(f);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .type('application/pdf')
        .send(portForecastPdf(f, now()));
    });
    app.decorate('weather', {
      stats: () => ({ ...service.stats, staleAreas: service.staleNow() }),
      service,
    });
    if (config.roles.has('api')) service.start(config.bmkg?.pollMs ?? DEMO_POLL_MS);
    app.addHook('onClose', async () => {
      service.stop();
      return Promise.resolve();
    });
    return Promise.resolve();
  },
  { name: 'weather', fastify: '5.x', dependencies: ['sources', 'live', 'ports'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** BMKG's maritime forecasts held by this process, and how their readings went. */
    weather: { stats: () => WeatherStats & { staleAreas: number }; service: WeatherService };
  }
}

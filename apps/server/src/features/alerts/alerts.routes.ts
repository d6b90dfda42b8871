import { alertEndpoints, type AlertChannels } from '@pantau/contracts';
import { wibDate, type AlertViewer } from '@pantau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { ALERT_EXPORT_MAX, alertsPdf, alertsXlsx } from './alerts-export.ts';
import type { AlertsService } from './service.ts';

const config = { access: 'alerts.view' } as const;

export function viewerOf(req: FastifyRequest): AlertViewer {
  const u = requireUser(req);
  return { role: u.role, username: u.username };
}

export interface AlertsRouteDeps {
  service: AlertsService;
  now: () => number;
  /** Email and Telegram as the process running the engine last knew them. */
  channels: () => AlertChannels;
}

export function alertsRoutes(app: FastifyInstance, d: AlertsRouteDeps): void {
  const e = alertEndpoints;
  route(app, e.list, { config }, async (req) =>
    d.service.list(viewerOf(req), req.query.type, {
      limit: req.query.limit,
      ...(req.query.q ? { q: req.query.q } : {}),
      ...(req.query.before !== undefined ? { before: req.query.before } : {}),
    }),
  );
  route(
    app,
    e.export,
    // A sensitive read: who downloaded which alerts goes to the audit log.
    { config: { ...config, audit: true } },
    async (req, reply) => {
      const { type, format } = req.query;
      const { alerts } = await d.service.list(viewerOf(req), type, {
        limit: ALERT_EXPORT_MAX,
        ...(req.query.q ? { q: req.query.q } : {}),
      });
      const at = d.now();
      void reply
        .header(
          'content-disposition',
          `attachment; filename="alerts-${type}-${wibDate(at)}.${format}"`,
        )
        .header('x-row-count', String(alerts.length));
      if (format === 'pdf') return reply.type('application/pdf').send(alertsPdf(type, alerts, at));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await alertsXlsx(type, alerts));
    },
  );
  route(app, e.counts, { config }, async (req) => ({
    counts: await d.service.counts(viewerOf(req)),
  }));
  route(app, e.attention, { config }, (req) => d.service.attentionVessels(viewerOf(req)));
  route(app, e.ack, { config }, (req) => d.service.ack(viewerOf(req), req.params.id));
  route(app, e.silence, { config }, (req) => d.service.silence(viewerOf(req), req.body));
  route(app, e.settings, { config }, (req) => d.service.settingsOf(requireUser(req).id));
  route(app, e.saveSettings, { config }, (req) =>
    d.service.saveSettings(requireUser(req).id, req.body),
  );
  route(app, e.channels, { config }, () => Promise.resolve(d.channels()));
  route(app, e.vessel, { config }, async (req) => ({
    alerts: await d.service.openOfVessel(viewerOf(req), req.params.mmsi),
  }));
}

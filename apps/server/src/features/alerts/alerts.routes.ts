import {
  alertEndpoints,
  type AlertChannels,
  type AlertSettings,
  type AlertView,
} from '@pantau/contracts';
import { mayViewAlertType, visibleAlertTypes, wibDate, type AlertViewer } from '@pantau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { ALERT_EXPORT_MAX, alertsPdf, alertsXlsx } from './alerts-export.ts';
import type { AlertsRepo } from './alerts.repo.ts';
import type { AlertEngine } from './engine.ts';
import type { AlertSettingsRepo } from './settings.repo.ts';
import { OCCURRENCE_UNTIL, type Silence, type Silences } from './silences.repo.ts';

const config = { access: 'alerts.view' } as const;

const PERIOD_MS = { '1h': 3_600_000, '6h': 6 * 3_600_000, '1d': 86_400_000, '1w': 7 * 86_400_000 };

export function viewerOf(req: FastifyRequest): AlertViewer {
  const u = requireUser(req);
  return { role: u.role, username: u.username };
}

/** A 403 naming the type, for a tab the caller may not see (SPEC §6, enforced here). */
function mustSee(viewer: AlertViewer, type: AlertView['type']): void {
  if (!mayViewAlertType(viewer, type)) {
    throw new ApiError('FORBIDDEN', { message: `no access to ${type} alerts`, field: 'type' });
  }
}

export interface AlertsRouteDeps {
  repo: AlertsRepo;
  silences: Silences;
  settings: AlertSettingsRepo;
  engine: AlertEngine;
  now: () => number;
  /** Tells the other API processes (NATS) of an acknowledgement or a silence made here. */
  acked: (id: number, by: string, at: number) => void;
  silenced: (s: Silence) => void;
  /** A user saved their settings: push and the notifier read them again. */
  settingsSaved: (userId: number, saved: AlertSettings) => void;
  /** Email and Telegram as the process running the engine last knew them. */
  channels: () => AlertChannels;
}

export function alertsRoutes(app: FastifyInstance, d: AlertsRouteDeps): void {
  const e = alertEndpoints;
  route(app, e.list, { config }, async (req) => {
    mustSee(viewerOf(req), req.query.type);
    return d.repo.list(req.query.type, {
      limit: req.query.limit,
      ...(req.query.q ? { q: req.query.q } : {}),
      ...(req.query.before !== undefined ? { before: req.query.before } : {}),
    });
  });
  route(
    app,
    e.export,
    // A sensitive read: who downloaded which alerts goes to the audit log.
    { config: { ...config, audit: true } },
    async (req, reply) => {
      const { type, format } = req.query;
      mustSee(viewerOf(req), type);
      const { alerts } = await d.repo.list(type, {
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
    counts: await d.repo.counts(visibleAlertTypes(viewerOf(req))),
  }));
  route(app, e.ack, { config }, async (req) => {
    const viewer = viewerOf(req);
    const found = await d.repo.get(req.params.id);
    if (!found || !mayViewAlertType(viewer, found.type)) {
      throw new ApiError('NOT_FOUND', { message: `alert ${req.params.id} not found` });
    }
    const at = d.now();
    const acked = await d.repo.ack(req.params.id, viewer.username, at);
    d.engine.acked(req.params.id, viewer.username, at);
    d.acked(req.params.id, viewer.username, at);
    if (!acked) throw new ApiError('NOT_FOUND', { message: `alert ${req.params.id} not found` });
    return acked;
  });
  route(app, e.silence, { config }, async (req) => {
    const viewer = viewerOf(req);
    const b = req.body;
    mustSee(viewer, b.type);
    const now = d.now();
    let behaviour: string | null = null;
    if (b.alertId !== undefined) {
      const a = await d.repo.get(b.alertId);
      if (!a || a.type !== b.type || !mayViewAlertType(viewer, a.type)) {
        throw new ApiError('NOT_FOUND', {
          message: `alert ${b.alertId} not found`,
          field: 'alertId',
        });
      }
      behaviour = await d.repo.situationOf(b.alertId);
    }
    let until: number;
    if (b.period === 'occurrence') until = OCCURRENCE_UNTIL;
    else if (b.period === 'custom') {
      until = b.until ?? now;
      if (until <= now) {
        throw new ApiError('VALIDATION', {
          message: 'until must be in the future',
          field: 'until',
        });
      }
    } else until = now + PERIOD_MS[b.period];
    const silence = { mmsi: b.mmsi, type: b.type, behaviour, until };
    await d.silences.add(silence, viewer.username, now);
    d.silenced(silence);
    return { until };
  });
  route(app, e.settings, { config }, async (req) => d.settings.get(requireUser(req).id));
  route(app, e.saveSettings, { config }, async (req) => {
    const id = requireUser(req).id;
    const saved = await d.settings.put(id, req.body, d.now());
    d.settingsSaved(id, saved);
    return saved;
  });
  route(app, e.channels, { config }, () => Promise.resolve(d.channels()));
  route(app, e.vessel, { config }, async (req) => ({
    alerts: await d.repo.openOfVessel(req.params.mmsi, visibleAlertTypes(viewerOf(req))),
  }));
}

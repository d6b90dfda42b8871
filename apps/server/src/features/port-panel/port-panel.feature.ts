import {
  NM_M,
  PORT_HISTORY_MAX_VESSELS,
  PORT_HISTORY_MS,
  PORT_RADIUS_NM,
  portPanelEndpoints,
  type DlkpSource,
  type PortDlkp,
  type PortSummary,
  type RegistryAsset,
} from '@pantau/contracts';
import { dlkpPolygon, wibDate, wibDay, type DlkpPolygon } from '@pantau/domain';
import { circleBounds } from '@pantau/geo';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerUnlessGone } from '../../http/cancel.ts';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { portCounts, vesselsNear } from './port-counts.ts';
import { portReportPdf, portVesselsXlsx } from './port-export.ts';

/** Registry categories the port info panel opens for (SPEC §3 'Port', type Kantor Disnav). */
export const PANEL_CATEGORIES: readonly string[] = ['ports', 'kantor disnav'];

const access = { access: 'map.view' } as const;

/**
 * The port info panel's server side (SPEC §2.20): counts from the live picture
 * (`app.live.picture`) within the AIS radius and against the port's DLKP polygon from the
 * Alur & SBNP data (I-MOTION: the published features; SIMNAV: its adapter), the vessel
 * download (xlsx), the print (PDF, A4 landscape) and the port's last 24 h for its history.
 */
export const portPanelFeature = fp(
  async (app: FastifyInstance) => {
    async function portOf(id: string): Promise<RegistryAsset> {
      const port = (await app.registry.list()).find(
        (a) => a.id === id && PANEL_CATEGORIES.includes(a.category),
      );
      if (!port) throw new ApiError('NOT_FOUND', { message: `port ${id} not found`, field: 'id' });
      return port;
    }

    async function dlkpOf(
      port: RegistryAsset,
      source: DlkpSource,
    ): Promise<{ polygon: DlkpPolygon | null; info: Omit<PortDlkp, 'inside' | 'outside'> }> {
      const none = { source, name: null, configured: true, error: null };
      if (port.code === null) return { polygon: null, info: none };
      if (source === 'imotion') {
        const polygon = dlkpPolygon(await app.mapFeatures.list(port.code));
        return { polygon, info: { ...none, name: polygon?.name ?? null } };
      }
      const answer = await app.simnav.portFeatures(port.code);
      if (answer.state === 'not-configured') {
        return { polygon: null, info: { ...none, configured: false } };
      }
      if (answer.state === 'error')
        return { polygon: null, info: { ...none, error: answer.message } };
      const polygon = dlkpPolygon(answer.features);
      return { polygon, info: { ...none, name: polygon?.name ?? null } };
    }

    async function summaryOf(id: string, source: DlkpSource): Promise<PortSummary> {
      const port = await portOf(id);
      const { polygon, info } = await dlkpOf(port, source);
      const box = circleBounds([port.lon, port.lat], PORT_RADIUS_NM * NM_M);
      const vessels = vesselsNear(app.live.picture.inView(box), port, PORT_RADIUS_NM, polygon);
      const counts = portCounts(vessels, polygon !== null);
      return {
        port: {
          id: port.id,
          category: port.category,
          name: port.name,
          code: port.code,
          lon: port.lon,
          lat: port.lat,
        },
        at: app.core.now(),
        dlkp: { ...info, inside: counts.inside, outside: counts.outside },
        within30: counts.within30,
        within15: counts.within15,
        vessels,
      };
    }

    const e = portPanelEndpoints;
    route(app, e.summary, { config: access }, (req) => summaryOf(req.params.id, req.query.source));

    route(app, e.vessels, { config: { ...access, audit: true } }, async (req, reply) => {
      const s = await summaryOf(req.params.id, req.query.source);
      const radius = req.query.radius;
      const vessels = s.vessels.filter((v) => v.distanceNm <= radius);
      const stem = `${s.port.code ?? s.port.id}-${radius}nm-${wibDate(s.at)}`;
      void reply
        .header('content-disposition', `attachment; filename="vessels-${stem}.xlsx"`)
        .header('x-row-count', String(vessels.length));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await portVesselsXlsx(`${s.port.name} ${radius} NM`, vessels));
    });

    route(app, e.report, { config: { ...access, audit: true } }, async (req, reply) => {
      const s = await summaryOf(req.params.id, req.query.source);
      void reply.header(
        'content-disposition',
        `attachment; filename="port-${s.port.code ?? s.port.id}-${wibDate(s.at)}.pdf"`,
      );
      return reply.type('application/pdf').send(portReportPdf(s));
    });

    // SPEC §6 'Density switch in port card': superAdmin, admin, developer (density.port).
    route(app, e.density, { config: { access: 'density.port' } }, (req, reply) =>
      answerUnlessGone(reply, async (signal) => {
        const port = await portOf(req.params.id);
        const day = wibDay(app.core.now());
        const bbox = circleBounds([port.lon, port.lat], PORT_RADIUS_NM * NM_M);
        return app.density.grid({ from: day, to: day, bbox }, signal);
      }),
    );

    route(app, e.history, { config: access }, async (req) => {
      const port = await portOf(req.params.id);
      const to = app.core.now();
      const from = to - PORT_HISTORY_MS;
      const rows = await app.history.repo.vesselsNear(
        port.lon,
        port.lat,
        PORT_RADIUS_NM * NM_M,
        from,
        to,
        PORT_HISTORY_MAX_VESSELS + 1,
      );
      const vessels = rows.slice(0, PORT_HISTORY_MAX_VESSELS);
      return { from, to, vessels, truncated: rows.length > PORT_HISTORY_MAX_VESSELS };
    });
    return Promise.resolve();
  },
  {
    name: 'port-panel',
    fastify: '5.x',
    dependencies: ['live', 'ports', 'history', 'density', 'map-features', 'simnav'],
  },
);

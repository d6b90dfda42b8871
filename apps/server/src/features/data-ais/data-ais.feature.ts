import { Readable } from 'node:stream';
import { dataAisEndpoints, type FleetVessel } from '@pantau/contracts';
import { wibDate, wibDateTime } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { FleetSink } from './fleet-sink.ts';
import { FleetRepo } from './fleet.repo.ts';
import { xlsxChunks, type XlsxCell } from './xlsx-stream.ts';

const config = { access: 'map.view' } as const;

/** The export's columns (SPEC §2.17), then where and when it was last heard. */
export const FLEET_EXPORT_HEADER = [
  'MMSI',
  'IMO',
  'mmsi type',
  'ship type',
  'shipTypeStr',
  'callSign',
  'name',
  'aisType',
  'aisVer',
  'vendorId',
  'dimToBow',
  'dimToStern',
  'dimToPort',
  'dimToStbrd',
  'navStatus',
  'navStatusStr',
  'src',
  'destination',
  'latitude',
  'longitude',
  'last seen (UTC+7)',
];

function exportRow(v: FleetVessel): XlsxCell[] {
  return [
    v.mmsi,
    v.imo,
    v.mmsiType,
    v.shipType,
    v.shipTypeStr,
    v.callSign,
    v.name,
    v.aisType,
    v.aisVer,
    v.vendorId,
    v.dimToBow,
    v.dimToStern,
    v.dimToPort,
    v.dimToStbrd,
    v.navStatus,
    v.navStatusStr,
    v.src,
    v.destination,
    v.lat,
    v.lon,
    wibDateTime(v.lastSeen),
  ];
}

async function* exportBatches(batches: AsyncIterable<FleetVessel[]>) {
  for await (const b of batches) yield b.map(exportRow);
}

/** Database Kapal (/data-ais, SPEC §2.17): read by everyone signed in. */
export function dataAisRoutes(app: FastifyInstance, repo: FleetRepo, now: () => number): void {
  const e = dataAisEndpoints;
  route(app, e.list, { config }, async (req) => {
    const { q, filter, page, pageSize } = req.query;
    return { ...(await repo.list({ q, filters: filter }, page, pageSize)), page, pageSize };
  });
  route(app, e.positions, { config }, (req) => repo.positions(req.params.mmsi, req.query.limit));
  route(app, e.export, { config: { ...config, audit: true } }, (req, reply) => {
    const { q, filter } = req.query;
    const stream = Readable.from(
      xlsxChunks(
        'Data Kapal',
        FLEET_EXPORT_HEADER,
        exportBatches(repo.batches({ q, filters: filter })),
      ),
      { objectMode: false },
    );
    return reply
      .header('content-disposition', `attachment; filename="data-kapal-${wibDate(now())}.xlsx"`)
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(stream);
  });
  route(app, e.views, { config }, async (req) => ({
    views: await repo.views(requireUser(req).id),
  }));
  route(app, e.saveView, { config }, (req) => repo.saveView(requireUser(req).id, req.body, now()));
  route(app, e.deleteView, { config }, async (req) => {
    if (!(await repo.deleteView(requireUser(req).id, req.params.id)))
      throw new ApiError('NOT_FOUND', { message: 'data not found' });
    return { message: 'item deleted' };
  });
}

export const dataAisFeature = fp(
  async (app) => {
    const repo = new FleetRepo(app.core.store.db, app.core.store.bulk);
    const sink = new FleetSink(repo, (err) => app.log.error({ err }, 'fleet flush failed'));
    app.decorate('fleet', sink);
    if (app.core.config.roles.has('api')) {
      app.hub.subscribe({ name: 'data-ais', event: sink.event });
      sink.start();
    }
    app.addHook('onClose', () => sink.stop());
    dataAisRoutes(app, repo, app.core.now);
    return Promise.resolve();
  },
  { name: 'data-ais', fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Database Kapal's sink (tests flush it). */
    fleet: FleetSink;
  }
}

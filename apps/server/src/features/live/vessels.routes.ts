import {
  LiveVesselsQuery,
  LiveVesselsResponse,
  MmsiParams,
  TrackExportQuery,
  TrackQuery,
  TrackResponse,
  VesselSearchQuery,
  VesselSearchResponse,
  VesselView,
} from '@pantau/contracts';
import { flagOfMmsi, shipTypeGroup } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { ApiError } from '../../errors.ts';
import { ERROR_RESPONSES } from '../schemas.ts';
import type { LivePicture, VesselState } from './live-picture.ts';
import type { LiveService } from './live.service.ts';
import { EXPORT_MAX_ROWS, csvChunks, dayWib, xlsxStream } from './track-export.ts';
import { TRACK_MAX_POINTS } from '../history/history.repo.ts';

const DAY = 86_400_000;

const SEARCH_LIMIT = 20;

export function toVesselView(v: VesselState, picture: LivePicture, now: number): VesselView {
  const placed = !Number.isNaN(v.lat);
  const flag = flagOfMmsi(v.mmsi);
  return {
    mmsi: v.mmsi,
    name: v.name,
    callSign: v.callSign,
    imo: v.imo,
    shipType: v.shipType,
    shipTypeGroup: shipTypeGroup(v.shipType),
    aisClass: v.aisClass,
    lat: placed ? v.lat : null,
    lon: placed ? v.lon : null,
    sog: v.sog,
    cog: v.cog,
    heading: v.heading,
    navStatus: v.navStatus,
    rot: v.rot,
    positionT: placed ? v.positionT : null,
    positionSource: placed ? v.positionSource : null,
    freshness: picture.freshness(v, now),
    toBow: v.toBow,
    toStern: v.toStern,
    toPort: v.toPort,
    toStarboard: v.toStarboard,
    destination: v.destination,
    draught: v.draught,
    eta: v.eta,
    flag: flag ? { iso: flag.iso, country: flag.country } : null,
    sources: v.sources,
  };
}

/** Vessel reads (the read API): API users may call them with their token. */
export function vesselsRoutes(
  app: FastifyInstance,
  opts: { live: LiveService; now: () => number },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const picture = opts.live.picture;
  const read = { access: 'map.view', apiToken: true } as const;

  r.get(
    '/api/vessels',
    {
      config: read,
      schema: {
        tags: ['vessels'],
        summary: 'Live vessels, optionally inside a box',
        querystring: LiveVesselsQuery,
        response: { 200: LiveVesselsResponse, ...ERROR_RESPONSES },
      },
    },
    (req) => {
      const now = opts.now();
      const box = req.query.bbox?.split(',').map(Number);
      const all =
        box && box.length === 4
          ? [...picture.inView(box as [number, number, number, number])]
          : [...picture.values()].filter((v) => !Number.isNaN(v.lat));
      return {
        total: all.length,
        vessels: all.slice(0, req.query.limit).map((v) => toVesselView(v, picture, now)),
      };
    },
  );

  r.get(
    '/api/vessels/search',
    {
      config: read,
      schema: {
        tags: ['vessels'],
        summary: 'Vessels by MMSI, call sign or name (at most 20)',
        querystring: VesselSearchQuery,
        response: { 200: VesselSearchResponse, ...ERROR_RESPONSES },
      },
    },
    (req) => {
      const q = req.query.q.toUpperCase();
      const digits = /^\d+$/.test(q);
      const results: VesselSearchResponse['results'] = [];
      for (const v of picture.values()) {
        const hit = digits
          ? String(v.mmsi).startsWith(q) || (v.imo !== null && String(v.imo).startsWith(q))
          : (v.name?.includes(q) ?? false) || (v.callSign?.startsWith(q) ?? false);
        if (!hit) continue;
        const placed = !Number.isNaN(v.lat);
        results.push({
          mmsi: v.mmsi,
          name: v.name,
          callSign: v.callSign,
          imo: v.imo,
          lat: placed ? v.lat : null,
          lon: placed ? v.lon : null,
        });
        if (results.length >= SEARCH_LIMIT) break;
      }
      return { results };
    },
  );

  r.get(
    '/api/vessels/:mmsi',
    {
      config: read,
      schema: {
        tags: ['vessels'],
        summary: 'One vessel as the live picture knows it',
        params: MmsiParams,
        response: { 200: VesselView, ...ERROR_RESPONSES },
      },
    },
    (req) => {
      const v = picture.get(req.params.mmsi);
      if (!v) {
        throw new ApiError('NOT_FOUND', { message: `${req.params.mmsi} is not yet rendered` });
      }
      return toVesselView(v, picture, opts.now());
    },
  );

  r.get(
    '/api/vessels/:mmsi/track',
    {
      config: read,
      schema: {
        tags: ['vessels'],
        summary: `A vessel's positions between two times (default the last 24 h); over ${TRACK_MAX_POINTS} thinned evenly`,
        params: MmsiParams,
        querystring: TrackQuery,
        response: { 200: TrackResponse, ...ERROR_RESPONSES },
      },
    },
    async (req) => {
      const { from, to } = period(req.query, opts.now());
      const { points, total } = await opts.live.historyRepo.track(req.params.mmsi, from, to);
      return { mmsi: req.params.mmsi, from, to, total, points };
    },
  );

  r.get(
    '/api/vessels/:mmsi/track/export',
    {
      // A sensitive read: who downloaded which vessel's history goes to the audit log.
      config: { ...read, audit: true },
      schema: {
        tags: ['vessels'],
        summary: `HISTORICAL DATA download: the track as CSV or xlsx (at most ${EXPORT_MAX_ROWS} rows)`,
        params: MmsiParams,
        querystring: TrackExportQuery,
        response: { 200: z.unknown().describe('The file (text/csv or xlsx)'), ...ERROR_RESPONSES },
      },
    },
    async (req, reply) => {
      const { from, to } = period(req.query, opts.now());
      const { mmsi } = req.params;
      const history = opts.live.historyRepo;
      if ((await history.trackTotal(mmsi, from, to)) > EXPORT_MAX_ROWS) {
        throw new ApiError('VALIDATION', {
          field: 'from',
          message: `More than ${EXPORT_MAX_ROWS} positions: choose a shorter period`,
        });
      }
      const { points } = await history.track(mmsi, from, to, EXPORT_MAX_ROWS);
      const format = req.query.format;
      const name = `track-${mmsi}-${dayWib(opts.now())}.${format}`;
      void reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-row-count', String(points.length))
        .header('cache-control', 'no-store');
      if (format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .send(Readable.from(csvChunks(points), { objectMode: false }));
      }
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await xlsxStream(points));
    },
  );
}

/** The asked period (default the 24 h up to now), at most 30 days. */
function period(q: { from?: number | undefined; to?: number | undefined }, now: number) {
  const to = q.to ?? now;
  const from = q.from ?? to - DAY;
  if (from > to)
    throw new ApiError('VALIDATION', { field: 'from', message: 'from must not be after to' });
  if (to - from > 31 * DAY)
    throw new ApiError('VALIDATION', { field: 'from', message: 'Max of 30 days' });
  return { from, to };
}

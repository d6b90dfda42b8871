import { Readable } from 'node:stream';
import { vesselEndpoints } from '@pantau/contracts';
import { wibDate } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { READ_API } from '../../plugins/access.ts';
import type { HistoryRepo } from './history.repo.ts';
import { EXPORT_MAX_ROWS, csvChunks, xlsxStream } from './track-export.ts';

const DAY = 86_400_000;

/** A vessel's stored track, and the HISTORICAL DATA download. */
export function trackRoutes(
  app: FastifyInstance,
  opts: { history: HistoryRepo; now: () => number },
): void {
  const { history } = opts;

  route(app, vesselEndpoints.track, { config: READ_API }, async (req) => {
    const { from, to } = period(req.query, opts.now());
    const { points, total } = await history.track(req.params.mmsi, from, to);
    return { mmsi: req.params.mmsi, from, to, total, points };
  });

  route(
    app,
    vesselEndpoints.trackExport,
    // A sensitive read: who downloaded which vessel's history goes to the audit log.
    { config: { ...READ_API, audit: true } },
    async (req, reply) => {
      const { from, to } = period(req.query, opts.now());
      const { mmsi } = req.params;
      if ((await history.trackTotal(mmsi, from, to)) > EXPORT_MAX_ROWS) {
        throw new ApiError('VALIDATION', {
          field: 'from',
          message: `More than ${EXPORT_MAX_ROWS} positions: choose a shorter period`,
        });
      }
      const { points } = await history.track(mmsi, from, to, EXPORT_MAX_ROWS);
      const format = req.query.format;
      const name = `track-${mmsi}-${wibDate(opts.now())}.${format}`;
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

import {
  DENSITY_CELL_DEG,
  DENSITY_MAX_DAYS,
  DENSITY_TOO_LONG,
  densityEndpoints,
  type DensityView,
} from '@pantau/contracts';
import { wibDay, wibDayStart } from '@pantau/domain';
import { cellAreaKm2 } from '@pantau/geo';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { densityCsv, densityGeoTiff } from './density-export.ts';
import type { DensityRepo } from './density.repo.ts';

const DAY = 86_400_000;

interface Range {
  from: string;
  to: string;
  groups?: string[] | undefined;
  sources?: string[] | undefined;
  bbox?: [number, number, number, number] | undefined;
}

/** The asked days, checked: in order, at most five, none in the future (UTC+7). */
export function checkRange(q: { from: string; to: string }, now: number): void {
  const from = wibDayStart(q.from);
  const to = wibDayStart(q.to);
  if (from > to)
    throw new ApiError('VALIDATION', { field: 'from', message: 'from must not be after to' });
  if (to > wibDayStart(wibDay(now)))
    throw new ApiError('VALIDATION', { field: 'to', message: 'to must not be in the future' });
  if ((to - from) / DAY + 1 > DENSITY_MAX_DAYS)
    throw new ApiError('VALIDATION', { field: 'to', message: DENSITY_TOO_LONG });
}

/** The density map and its export (SPEC §2.3, §9). */
export function densityRoutes(
  app: FastifyInstance,
  opts: { repo: DensityRepo; now: () => number; flush: () => Promise<void> },
): void {
  const grid = async (q: Range): Promise<DensityView> => {
    checkRange(q, opts.now());
    // What arrived since the last write counts too.
    await opts.flush();
    const size = DENSITY_CELL_DEG;
    const cells = q.bbox
      ? {
          ix0: Math.floor(q.bbox[0] / size),
          iy0: Math.floor(q.bbox[1] / size),
          ix1: Math.floor(q.bbox[2] / size),
          iy1: Math.floor(q.bbox[3] / size),
        }
      : undefined;
    const [days, sums] = await Promise.all([
      opts.repo.daysWithData(q.from, q.to),
      opts.repo.sum({ from: q.from, to: q.to, groups: q.groups, sources: q.sources, cells }),
    ]);
    const view: DensityView = {
      from: q.from,
      to: q.to,
      cellDeg: size,
      days,
      lon: [],
      lat: [],
      hours: [],
      density: [],
    };
    for (const c of sums) {
      const hours = c.ms / 3_600_000;
      view.lon.push(round((c.ix + 0.5) * size));
      view.lat.push(round((c.iy + 0.5) * size));
      view.hours.push(hours);
      view.density.push(hours / cellAreaKm2(c.iy, size));
    }
    return view;
  };

  route(app, densityEndpoints.map, { config: { access: 'map.view' } }, (req) => grid(req.query));

  route(
    app,
    densityEndpoints.export,
    { config: { access: 'map.view', audit: true } },
    async (req, reply) => {
      const view = await grid(req.query);
      const name = `density-${view.from}-${view.to}.${req.query.format}`;
      void reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-cell-count', String(view.lon.length))
        .header('cache-control', 'no-store');
      if (req.query.format === 'tif')
        return reply.type('image/tiff').send(await densityGeoTiff(view));
      return reply.type('text/csv; charset=utf-8').send(densityCsv(view));
    },
  );
}

function round(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

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
import { answerUnlessGone, RequestCancelled } from '../../http/cancel.ts';
import { route } from '../../http/route.ts';
import { densityCsv, densityGeoTiff } from './density-export.ts';
import type { DensityRepo } from './density.repo.ts';

const DAY = 86_400_000;

export interface DensityRange {
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
  // The browser cancels (Cancel, a new range, the panel closed): stop before the next step.
  route(app, densityEndpoints.map, { config: { access: 'map.view' } }, (req, reply) =>
    answerUnlessGone(reply, (signal) => densityGrid(req.query, { ...opts, signal })),
  );

  route(
    app,
    densityEndpoints.export,
    { config: { access: 'map.view', audit: true } },
    (req, reply) =>
      answerUnlessGone(reply, async (signal) => {
        const view = await densityGrid(req.query, { ...opts, signal });
        const name = `density-${view.from}-${view.to}.${req.query.format}`;
        void reply
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('x-cell-count', String(view.lon.length))
          .header('cache-control', 'no-store');
        if (req.query.format === 'tif') {
          const tif = await densityGeoTiff(view);
          if (signal.aborted) throw new RequestCancelled('density export');
          return reply.type('image/tiff').send(tif);
        }
        return reply.type('text/csv; charset=utf-8').send(densityCsv(view));
      }),
  );
}

/**
 * The density grid of the asked days, checked, in hours per km² per cell. What arrived since
 * the last write counts too (`flush`). A cancelled `signal` stops it between its steps
 * (`RequestCancelled`): after the flush, after the sums.
 */
export async function densityGrid(
  q: DensityRange,
  opts: {
    repo: DensityRepo;
    now: () => number;
    flush: () => Promise<void>;
    signal?: AbortSignal | undefined;
  },
): Promise<DensityView> {
  checkRange(q, opts.now());
  await opts.flush();
  const stop = () => {
    if (opts.signal?.aborted) throw new RequestCancelled('density');
  };
  stop();
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
  stop();
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
}

function round(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

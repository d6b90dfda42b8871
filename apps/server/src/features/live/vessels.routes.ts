import { MmsiParams, TrackQuery, TrackResponse } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors.ts';
import { ERROR_RESPONSES } from '../schemas.ts';
import type { LiveService } from './live.service.ts';

const DAY = 86_400_000;

/** Vessel reads: a vessel's track; API users may call them with their token. */
export function vesselsRoutes(
  app: FastifyInstance,
  opts: { live: LiveService; now: () => number },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/vessels/:mmsi/track',
    {
      config: { access: 'map.view', apiToken: true },
      schema: {
        tags: ['vessels'],
        summary: "A vessel's positions between two times (default the last 24 h)",
        params: MmsiParams,
        querystring: TrackQuery,
        response: { 200: TrackResponse, ...ERROR_RESPONSES },
      },
    },
    async (req) => {
      const to = req.query.to ?? opts.now();
      const from = req.query.from ?? to - DAY;
      if (from > to)
        throw new ApiError('VALIDATION', { field: 'from', message: 'from must not be after to' });
      if (to - from > 31 * DAY)
        throw new ApiError('VALIDATION', { field: 'from', message: 'Max of 30 days' });
      const points = await opts.live.historyRepo.track(req.params.mmsi, from, to);
      return { mmsi: req.params.mmsi, from, to, points };
    },
  );
}

import { chartEndpoints } from '@pantau/contracts';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { ChartError, ChartsService } from './charts.service.ts';

/**
 * The chart overlays of LAYERS & MAP (SPEC §2.3: S-63 Hidros chart, Sipandu): which chart
 * services are configured (PANTAU_CHART_*), and their tiles, asked for by the server so the
 * services' addresses and credentials stay here.
 */
export const chartsFeature = fp(
  async (app) => {
    const service = new ChartsService(app.core.config.charts, app.core.now);
    const config = { access: 'map.view' } as const;

    route(app, chartEndpoints.list, { config }, () => ({ charts: service.list() }));

    route(app, chartEndpoints.tile, { config }, async (req, reply) => {
      const { chart, z, x, y } = req.params;
      const n = 2 ** z;
      if (x >= n) {
        throw new ApiError('VALIDATION', {
          field: 'x',
          message: `x must be below ${n} at zoom ${z}`,
        });
      }
      if (y >= n) {
        throw new ApiError('VALIDATION', {
          field: 'y',
          message: `y must be below ${n} at zoom ${z}`,
        });
      }
      let tile;
      try {
        tile = await service.tile(chart, z, x, y);
      } catch (err) {
        if (err instanceof ChartError && err.notConfigured) {
          throw new ApiError('CHART_NOT_CONFIGURED', {
            message: `The ${chart} chart service is not configured`,
          });
        }
        if (err instanceof ChartError) {
          req.log.warn({ chart, z, x, y, reason: err.message }, 'chart tile failed');
          throw new ApiError('CHART_UPSTREAM', {
            message: `The ${chart} chart service failed: ${err.message}`,
          });
        }
        throw err;
      }
      void reply.header('cache-control', 'private, max-age=300');
      if (!tile) return reply.code(204).send();
      return reply.type(tile.type).send(tile.body);
    });
    return Promise.resolve();
  },
  { name: 'charts', fastify: '5.x' },
);

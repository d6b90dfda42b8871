import {
  FeatureCollection,
  FeatureCollectionBody,
  FeaturesQuery,
  PortCodeParams,
} from '@pantau/contracts';
import { PORTS, mayManagePortFeatures } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors.ts';
import { requireUser } from '../../plugins/access.ts';
import { ERROR_RESPONSES } from '../schemas.ts';
import type { MapFeaturesRepo } from './map-features.repo.ts';

const tags = ['map'];
const KNOWN_PORTS = new Set(PORTS.map((p) => p.code));

/**
 * Alur & SBNP features (SPEC §2.23, §3 'Feature collection'): every signed-in user sees them
 * on the map; a port's collection is published whole by those who may manage that port's
 * features (SPEC §6 'Alur & SBNP button').
 */
export function mapFeaturesRoutes(app: FastifyInstance, repo: MapFeaturesRepo): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/map-features',
    {
      config: { access: 'map.view' },
      schema: {
        tags,
        summary: 'Lanes, zones, aids and markers of every port (or of one: ?port=)',
        querystring: FeaturesQuery,
        response: { 200: FeatureCollection, ...ERROR_RESPONSES },
      },
    },
    async (req) => ({
      type: 'FeatureCollection' as const,
      features: await repo.list(req.query.port),
    }),
  );

  r.put(
    '/api/ports/:portCode/map-features',
    {
      config: { access: 'features.manage' },
      schema: {
        tags,
        summary: "Publish a port's Alur & SBNP features (they replace the port's own)",
        params: PortCodeParams,
        body: FeatureCollectionBody,
        response: {
          200: z.object({ message: z.string(), count: z.number() }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (req) => {
      const { portCode } = req.params;
      if (!KNOWN_PORTS.has(portCode)) {
        throw new ApiError('NOT_FOUND', {
          message: `port ${portCode} not found`,
          field: 'portCode',
        });
      }
      const user = requireUser(req);
      if (!mayManagePortFeatures({ role: user.role, portCode: user.options.portCode }, portCode)) {
        throw new ApiError('FORBIDDEN');
      }
      const count = await repo.replacePort(portCode, req.body, user.username);
      return { message: 'features updated', count };
    },
  );
}

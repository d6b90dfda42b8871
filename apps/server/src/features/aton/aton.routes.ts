import { AidsToNavigationResponse } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../schemas.ts';
import type { AidsToNavigation } from './atons.ts';

/** The aids to navigation (SBNP) heard over AIS, for the map's SBNP layer. */
export function atonRoutes(app: FastifyInstance, aids: AidsToNavigation): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/aids-to-navigation',
    {
      config: { access: 'map.view' },
      schema: {
        tags: ['map'],
        summary: 'Aids to navigation (SBNP) heard over AIS, each as it last reported',
        response: { 200: AidsToNavigationResponse, ...ERROR_RESPONSES },
      },
    },
    () => ({ aids: aids.list() }),
  );
}

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** Indonesia's EEZ as the LAYERS & MAP 'ZEE boundary' overlay draws it (issue #14, #16). */
export const ZeeOutline = z
  .object({
    type: z.literal('Feature'),
    geometry: z.object({
      type: z.literal('Polygon'),
      coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
    }),
    properties: z.object({ name: z.string(), source: z.string() }),
  })
  .meta({ id: 'ZeeOutline' });
export type ZeeOutline = z.infer<typeof ZeeOutline>;

export const zeeEndpoints = {
  outline: defineEndpoint({
    method: 'GET',
    path: '/api/zee',
    summary: "Indonesia's Exclusive Economic Zone (GeoJSON Feature) and where it comes from",
    tags: ['map'],
    response: ZeeOutline,
  }),
};

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** An aid to navigation (SBNP) as it last reported itself over AIS (message 21). */
export const AidToNavigation = z
  .object({
    mmsi: z.number().int(),
    name: z.string().nullable(),
    aidType: z.number().int().describe('ITU-R M.1371 type of aid, 0–31'),
    aidTypeName: z.string(),
    lon: z.number(),
    lat: z.number(),
    virtual: z.boolean().describe('Announced by a shore station; nothing physical stands there'),
    offPosition: z
      .boolean()
      .nullable()
      .describe('A floating aid off its charted position; null when it cannot tell'),
    source: z.string(),
    lastSeen: z.number().int().describe('When it last reported, unix ms'),
  })
  .meta({ id: 'AidToNavigation' });
export type AidToNavigation = z.infer<typeof AidToNavigation>;

export const AidsToNavigationResponse = z
  .object({ aids: z.array(AidToNavigation) })
  .meta({ id: 'AidsToNavigation' });
export type AidsToNavigationResponse = z.infer<typeof AidsToNavigationResponse>;

export const atonEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/aids-to-navigation',
    summary: 'Aids to navigation (SBNP) heard over AIS, each as it last reported',
    tags: ['map'],
    response: AidsToNavigationResponse,
  }),
};

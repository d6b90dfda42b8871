import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { FeatureGeometry, FeatureProperties, PortCodeParams } from './features.ts';

/**
 * SIMNAV's Alur & SBNP of a port (SPEC §2.23 data-source chooser, §3 'Feature collection':
 * 'SIMNAV source uses nama, point_name, jenis, id, warna'; §7 `GET /simnav/alurdansbnp/
 * {portCode}.json`), read by Pantau's server and answered in Pantau's own feature shape; its
 * address and credentials stay on the server. Read only: the manager's editing is for
 * I-MOTION.
 */

export const SimnavFeature = z
  .object({
    type: z.literal('Feature'),
    /** SIMNAV's own id, as text. */
    id: z.string(),
    geometry: FeatureGeometry,
    properties: FeatureProperties.extend({
      /** SIMNAV's `jenis` as it came. */
      jenis: z.string(),
      /** SIMNAV's `warna` as it came (null when none). */
      warna: z.string().nullable(),
    }),
  })
  .meta({ id: 'SimnavFeature' });
export type SimnavFeature = z.infer<typeof SimnavFeature>;

export const SimnavFeatures = z
  .object({
    /** Whether a SIMNAV address is configured on this server (PANTAU_SIMNAV_URL). */
    configured: z.boolean(),
    type: z.literal('FeatureCollection'),
    features: z.array(SimnavFeature),
    /** Features SIMNAV sent that could not be read (no geometry, unknown shape). */
    skipped: z.number().int(),
    /** Why SIMNAV could not be read this time (unreachable, refused, not its format). */
    error: z.string().nullable(),
  })
  .meta({ id: 'SimnavFeatures' });
export type SimnavFeatures = z.infer<typeof SimnavFeatures>;

/** SIMNAV's own web application (SPEC §2 'SIMNAV (external link in new tab)'), if set up. */
export const SimnavWeb = z
  .object({ url: z.string().nullable().describe('null: the server has no address for it') })
  .meta({ id: 'SimnavWeb' });
export type SimnavWeb = z.infer<typeof SimnavWeb>;

export const simnavEndpoints = {
  web: defineEndpoint({
    method: 'GET',
    path: '/api/simnav/web',
    summary: "Where SIMNAV's web application is, for the left menu's SIMNAV link",
    tags: ['map'],
    response: SimnavWeb,
  }),
  features: defineEndpoint({
    method: 'GET',
    path: '/api/ports/:portCode/simnav-features',
    summary: "SIMNAV's Alur & SBNP of a port, for its managers (SPEC §2.23)",
    tags: ['map'],
    params: PortCodeParams,
    response: SimnavFeatures,
  }),
};

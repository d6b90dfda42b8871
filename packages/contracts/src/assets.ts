import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** SPEC §2 'Top search bar', Others mode: Port, VTS, SROP, SBNP, Alur. */
export const ASSET_TYPES = ['Port', 'VTS', 'SROP', 'SBNP', 'Alur'] as const;
export const AssetType = z.enum(ASSET_TYPES);
export type AssetType = z.infer<typeof AssetType>;

export const AssetSearchQuery = z.object({
  q: z.string().trim().min(1, 'q can not be empty').max(50).describe('Name or ID'),
  types: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const types = v.split(',');
      const bad = types.find((t) => !(ASSET_TYPES as readonly string[]).includes(t));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `unknown asset type '${bad}'` });
        return z.NEVER;
      }
      return types as AssetType[];
    })
    .describe('Comma-separated asset types (all when absent)'),
});

export const AssetSearchResponse = z
  .object({
    results: z.array(
      z.object({
        id: z
          .string()
          .describe('Port UN/LOCODE, source id, MMSI of an aid heard over AIS, or port/number'),
        name: z.string(),
        type: AssetType,
        lon: z.number().nullable(),
        lat: z.number().nullable(),
        detail: z
          .string()
          .nullable()
          .describe('District, parent station, or the type of aid to navigation'),
        mmsi: z
          .number()
          .int()
          .optional()
          .describe('An aid heard over AIS: its MMSI (its card opens); absent otherwise'),
        poi: z
          .string()
          .optional()
          .describe('A port and asset registry entry: its id (its POI card opens)'),
      }),
    ),
  })
  .meta({ id: 'AssetSearch' });
export type AssetSearchResponse = z.infer<typeof AssetSearchResponse>;
export type AssetSearchResult = AssetSearchResponse['results'][number];

export const assetEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/assets/search',
    summary: 'Ports, stations and aids to navigation by name or ID (at most 20)',
    tags: ['map'],
    query: AssetSearchQuery,
    response: AssetSearchResponse,
  }),
};

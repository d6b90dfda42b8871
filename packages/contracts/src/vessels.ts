import { z } from 'zod';

const Eta = z.object({ month: z.number(), day: z.number(), hour: z.number(), minute: z.number() });

/** A vessel as the live picture knows it now. */
export const VesselView = z
  .object({
    mmsi: z.number(),
    name: z.string().nullable(),
    callSign: z.string().nullable(),
    imo: z.number().nullable(),
    shipType: z.number().nullable(),
    shipTypeGroup: z.string().describe('Filter Kapal group'),
    aisClass: z.enum(['A', 'B']).nullable(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
    sog: z.number().nullable().describe('knots'),
    cog: z.number().nullable().describe('degrees'),
    heading: z.number().nullable(),
    navStatus: z.number().nullable(),
    rot: z.number().nullable().describe('degrees per minute'),
    positionT: z.number().nullable().describe('unix ms of the newest position'),
    positionSource: z.string().nullable(),
    freshness: z.enum(['fresh', 'stale', 'lost', 'expired']),
    toBow: z.number().nullable(),
    toStern: z.number().nullable(),
    toPort: z.number().nullable(),
    toStarboard: z.number().nullable(),
    destination: z.string().nullable(),
    draught: z.number().nullable().describe('metres'),
    eta: Eta.nullable(),
    flag: z.object({ iso: z.string(), country: z.string() }).nullable(),
    sources: z.record(z.string(), z.number()).describe('source → unix ms of its last report'),
  })
  .meta({ id: 'Vessel' });
export type VesselView = z.infer<typeof VesselView>;

export const VesselSearchQuery = z.object({
  q: z.string().trim().min(1, 'q can not be empty').max(50).describe('MMSI, call sign or name'),
});

export const VesselSearchResponse = z
  .object({
    results: z.array(
      z.object({
        mmsi: z.number(),
        name: z.string().nullable(),
        callSign: z.string().nullable(),
        imo: z.number().nullable(),
        lat: z.number().nullable(),
        lon: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'VesselSearch' });
export type VesselSearchResponse = z.infer<typeof VesselSearchResponse>;

export const LiveVesselsQuery = z.object({
  bbox: z
    .string()
    .regex(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/, 'bbox must be west,south,east,north')
    .optional()
    .describe('west,south,east,north in degrees; the whole picture when absent'),
  limit: z.coerce.number().int().min(1).max(50_000).default(10_000),
});

export const LiveVesselsResponse = z
  .object({ total: z.number(), vessels: z.array(VesselView) })
  .meta({ id: 'LiveVessels' });

/** HISTORICAL DATA download: the track between two times as CSV or xlsx. */
export const TrackExportQuery = z.object({
  from: z.coerce.number().int().nonnegative().optional().describe('unix ms; default 24 h ago'),
  to: z.coerce.number().int().nonnegative().optional().describe('unix ms; default now'),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type TrackExportQuery = z.infer<typeof TrackExportQuery>;

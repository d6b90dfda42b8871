import { toMmsi, type Eta as DomainEta } from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { bboxText, wholeNumber } from './fields.ts';

/** The one ETA shape (`Eta` of `@pantau/domain`): month, day, hour, minute in UTC. */
export const Eta = z
  .object({ month: z.number(), day: z.number(), hour: z.number(), minute: z.number() })
  .meta({ id: 'Eta' }) satisfies z.ZodType<DomainEta>;
export type Eta = DomainEta;

/** A vessel's MMSI in a path, parsed to the branded `Mmsi`. */
export const MmsiParams = z.object({
  mmsi: wholeNumber('mmsi', 0, 999_999_999).transform((n) => toMmsi(n)),
});

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
  bbox: bboxText()
    .optional()
    .describe('west,south,east,north in degrees; the whole picture when absent'),
  limit: wholeNumber('limit', 1, 50_000).default(10_000),
});

export const LiveVesselsResponse = z
  .object({ total: z.number(), vessels: z.array(VesselView) })
  .meta({ id: 'LiveVessels' });

/** HISTORICAL DATA download: the track between two times as CSV or xlsx. */
export const TrackExportQuery = z.object({
  from: wholeNumber('from').optional().describe('unix ms; default 24 h ago'),
  to: wholeNumber('to').optional().describe('unix ms; default now'),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type TrackExportQuery = z.infer<typeof TrackExportQuery>;

export const TrackQuery = z.object({
  from: wholeNumber('from').optional().describe('unix ms; default 24 h ago'),
  to: wholeNumber('to').optional().describe('unix ms; default now'),
});

export const TrackResponse = z
  .object({
    mmsi: z.number(),
    from: z.number(),
    to: z.number(),
    total: z
      .number()
      .int()
      .describe('positions stored in the period; more than `points` when the track is thinned'),
    points: z.array(
      z.object({
        t: z.number(),
        lat: z.number(),
        lon: z.number(),
        sog: z.number().nullable(),
        cog: z.number().nullable(),
        heading: z.number().nullable(),
        navStatus: z.number().nullable(),
        rot: z.number().nullable(),
        source: z.string(),
      }),
    ),
  })
  .meta({ id: 'Track' });

/** At most this many points in a track answer; a longer period is thinned evenly. */
export const TRACK_MAX_POINTS = 50_000;
/** At most this many rows in a HISTORICAL DATA download. */
export const TRACK_EXPORT_MAX_ROWS = 50_000;

/** Vessel reads (the read API): API users may call them with their token. */
export const vesselEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/vessels',
    summary: 'Live vessels, optionally inside a box',
    tags: ['vessels'],
    query: LiveVesselsQuery,
    response: LiveVesselsResponse,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/vessels/search',
    summary: 'Vessels by MMSI, call sign or name (at most 20)',
    tags: ['vessels'],
    query: VesselSearchQuery,
    response: VesselSearchResponse,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/vessels/:mmsi',
    summary: 'One vessel as the live picture knows it',
    tags: ['vessels'],
    params: MmsiParams,
    response: VesselView,
  }),
  track: defineEndpoint({
    method: 'GET',
    path: '/api/vessels/:mmsi/track',
    summary: `A vessel's positions between two times (default the last 24 h); over ${TRACK_MAX_POINTS} thinned evenly`,
    tags: ['vessels'],
    params: MmsiParams,
    query: TrackQuery,
    response: TrackResponse,
  }),
  trackExport: defineEndpoint({
    method: 'GET',
    path: '/api/vessels/:mmsi/track/export',
    summary: `HISTORICAL DATA download: the track as CSV or xlsx (at most ${TRACK_EXPORT_MAX_ROWS} rows)`,
    tags: ['vessels'],
    params: MmsiParams,
    query: TrackExportQuery,
  }),
};

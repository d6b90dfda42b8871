import { z } from 'zod';
import { DensityView } from './density.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The port info panel (SPEC §2.20): one port's vessel counts from the live picture (inside
 * and outside its DLKP polygon, within the 30 NM AIS radius), the vessels within 15 or 30 NM
 * as xlsx, the A4 landscape PDF of the same, and the vessels of its last 24 h for Fetch Port
 * History. A port is a registry entry of category 'ports' or 'kantor disnav'.
 */

/** SPEC §2.20: the AIS radius of a port, and the two download radii, in nautical miles. */
export const PORT_RADIUS_NM = 30;
export const PORT_DOWNLOAD_RADII = [15, 30] as const;
export type PortDownloadRadius = (typeof PORT_DOWNLOAD_RADII)[number];
export const NM_M = 1852;

/** SPEC §2.20: where a port's DLKP polygon comes from. */
export const DLKP_SOURCES = ['imotion', 'simnav'] as const;
export type DlkpSource = (typeof DLKP_SOURCES)[number];

/** SPEC §2.20 Fetch Port History: one port's last 24 h. */
export const PORT_HISTORY_MS = 24 * 3_600_000;
/** The most vessels a port's history fetches tracks for. */
export const PORT_HISTORY_MAX_VESSELS = 500;

export const PortPanelParams = z.object({
  id: z
    .string({ error: 'id can not be empty' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'id must be a registry id'),
});

const dlkpSource = z
  .enum(DLKP_SOURCES, { error: "source must be 'imotion' or 'simnav'" })
  .optional()
  .default('imotion');

export const PortSummaryQuery = z.object({ source: dlkpSource });

export const PortVesselsQuery = z.object({
  radius: z.enum(['15', '30'], { error: 'radius must be 15 or 30' }).transform(Number),
  source: dlkpSource,
});

export const PortReportQuery = z.object({ source: dlkpSource });

export const PortVessel = z
  .object({
    mmsi: z.number().int(),
    name: z.string().nullable(),
    callSign: z.string().nullable(),
    imo: z.number().nullable(),
    shipType: z.number().nullable(),
    lon: z.number(),
    lat: z.number(),
    sog: z.number().nullable(),
    cog: z.number().nullable(),
    /** Great-circle distance to the port, nautical miles. */
    distanceNm: z.number(),
    /** Inside the DLKP polygon; null when the port has none from this source. */
    inDlkp: z.boolean().nullable(),
    /** Unix ms of its newest position. */
    positionT: z.number(),
  })
  .meta({ id: 'PortVessel' });
export type PortVessel = z.infer<typeof PortVessel>;

export const PortDlkp = z
  .object({
    source: z.enum(DLKP_SOURCES),
    /** The polygon's feature name; null when the port has no DLKP polygon from this source. */
    name: z.string().nullable(),
    /** SIMNAV: whether an address is configured on this server (I-MOTION: always). */
    configured: z.boolean(),
    /** Why the source could not be read this time. */
    error: z.string().nullable(),
    /** Vessels of the AIS radius inside the polygon, and outside it; null without a polygon. */
    inside: z.number().int().nullable(),
    outside: z.number().int().nullable(),
  })
  .meta({ id: 'PortDlkp' });
export type PortDlkp = z.infer<typeof PortDlkp>;

export const PortSummary = z
  .object({
    port: z.object({
      id: z.string(),
      category: z.string(),
      name: z.string(),
      code: z.string().nullable(),
      lon: z.number(),
      lat: z.number(),
    }),
    /** Unix ms the live picture was read. */
    at: z.number(),
    dlkp: PortDlkp,
    /** Vessels within 30 NM and within 15 NM. */
    within30: z.number().int(),
    within15: z.number().int(),
    /** The vessels within 30 NM, nearest first. */
    vessels: z.array(PortVessel),
  })
  .meta({ id: 'PortSummary' });
export type PortSummary = z.infer<typeof PortSummary>;

export const PortHistory = z
  .object({
    from: z.number(),
    to: z.number(),
    /** Vessels with a stored position within 30 NM in the period, at most the limit. */
    vessels: z.array(z.object({ mmsi: z.number().int(), positions: z.number().int() })),
    /** More vessels were there than the limit. */
    truncated: z.boolean(),
  })
  .meta({ id: 'PortHistory' });
export type PortHistory = z.infer<typeof PortHistory>;

/** The xlsx columns of the vessel download and the PDF's table. */
export const PORT_VESSEL_HEADER = [
  'No',
  'MMSI',
  'Name',
  'Call sign',
  'IMO',
  'Ship type',
  'Longitude',
  'Latitude',
  'Speed (kn)',
  'Course',
  'Distance (NM)',
  'DLKP',
  'Last position (UTC+7)',
] as const;

export const portPanelEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/port-panel/:id',
    summary: 'A port: vessels within 30 NM, inside and outside its DLKP polygon (SPEC §2.20)',
    tags: ['ports'],
    params: PortPanelParams,
    query: PortSummaryQuery,
    response: PortSummary,
  }),
  vessels: defineEndpoint({
    method: 'GET',
    path: '/api/port-panel/:id/vessels',
    summary: 'The vessels within 15 or 30 NM of a port as xlsx',
    tags: ['ports'],
    params: PortPanelParams,
    query: PortVesselsQuery,
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/api/port-panel/:id/report',
    summary: "A port's vessel counts and vessels as PDF (A4 landscape)",
    tags: ['ports'],
    params: PortPanelParams,
    query: PortReportQuery,
  }),
  density: defineEndpoint({
    method: 'GET',
    path: '/api/port-panel/:id/density',
    summary: "Today's vessel density within 30 NM of a port (the port card's Density switch)",
    tags: ['ports'],
    params: PortPanelParams,
    response: DensityView,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/port-panel/:id/history',
    summary: 'The vessels stored within 30 NM of a port in the last 24 h (Fetch Port History)',
    tags: ['ports'],
    params: PortPanelParams,
    response: PortHistory,
  }),
};

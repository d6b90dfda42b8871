import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * The chart overlays of LAYERS & MAP (SPEC §2.3): the S-63 Hidros chart and Sipandu, each a
 * chart service (WMS, WMTS or XYZ) the server is configured with and proxies as 256-px tiles
 * of the Web Mercator grid, credentials kept on the server.
 */
export const CHART_IDS = ['hidros', 'sipandu'] as const;
export type ChartId = (typeof CHART_IDS)[number];
export const CHART_KINDS = ['wms', 'wmts', 'xyz'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
/** Deepest zoom a chart service is asked for, at most. */
export const CHART_MAX_ZOOM = 20;

export const ChartView = z
  .object({
    id: z.enum(CHART_IDS),
    configured: z.boolean().describe('false: no URL is set for it (PANTAU_CHART_<ID>_URL)'),
    kind: z.enum(CHART_KINDS).nullable().describe('how the server asks the service'),
    maxZoom: z.number().int().describe('tiles deeper than this are over-zoomed'),
  })
  .meta({ id: 'ChartView' });
export type ChartView = z.infer<typeof ChartView>;

export const ChartList = z.object({ charts: z.array(ChartView) });

const TileIndex = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} may not be negative`);

export const ChartTileParams = z.object({
  chart: z.enum(CHART_IDS, { error: "chart must be 'hidros' or 'sipandu'" }),
  z: TileIndex('z').max(CHART_MAX_ZOOM, `z may not be over ${CHART_MAX_ZOOM}`),
  x: TileIndex('x'),
  y: TileIndex('y'),
});

export const chartEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/charts',
    summary: 'The chart services and whether each is configured',
    tags: ['charts'],
    response: ChartList,
  }),
  tile: defineEndpoint({
    method: 'GET',
    path: '/api/charts/:chart/tiles/:z/:x/:y',
    summary: 'A 256-px tile (PNG or JPEG) of a chart service, asked for by the server',
    tags: ['charts'],
    params: ChartTileParams,
  }),
};

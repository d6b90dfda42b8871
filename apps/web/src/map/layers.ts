import {
  LAND_ATTRIBUTION,
  LAND_LAYER,
  LAND_MAX_ZOOM,
  LAND_REGION,
  basemapEndpoints,
} from '@pantau/contracts';
import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import type { MessageKey } from '../i18n/i18n.ts';
import type { LandCollection } from './land.ts';

/**
 * The map's layers described as data. A base map is a list of layer descriptions; one
 * resolver (`resolveStyle`) turns them, with the theme and the land geometry, into a
 * MapLibre style. Other overlays are added here the same way.
 */

export type Theme = 'light' | 'dark';

export type LayerDescription =
  | { kind: 'sea'; id: string }
  | { kind: 'land'; id: string }
  /** The server's detailed land (vector tiles) over the region it covers, from `minzoom`. */
  | { kind: 'landTiles'; id: string; minzoom: number }
  | {
      kind: 'raster';
      id: string;
      /** Tile URL templates, per theme when the tiles differ by theme. */
      tiles: Record<Theme, string[]>;
      attribution: string;
      maxzoom: number;
    };

export type BaseMapId = 'simple' | 'satellite' | 'street';

export interface BaseMap {
  id: BaseMapId;
  /** Its name, a message key (SPEC §2: Simple Map, Satellite Map). */
  label: MessageKey;
  /** Online bases need the internet; the land below them shows while tiles are missing. */
  online: boolean;
  layers: LayerDescription[];
}

export const PALETTE: Record<Theme, { sea: string; land: string; coast: string }> = {
  light: { sea: '#a8cbe0', land: '#f3f0e6', coast: '#8fa3b3' },
  dark: { sea: '#0b1724', land: '#263441', coast: '#41576b' },
};

const ESRI_IMAGERY =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
const cartoTiles = (style: 'light_all' | 'dark_all'): string[] =>
  ['a', 'b', 'c', 'd'].map((s) => `https://${s}.basemaps.cartocdn.com/${style}/{z}/{x}/{y}.png`);

/**
 * From this (MapLibre) zoom the Simple Map draws the server's OpenStreetMap land around
 * Indonesia: harbour basins, piers and breakwaters at port zooms. Measured: the whole region
 * is 44 kB of tiles at zoom 4 and 107 kB at zoom 5 (the national view), so the tiles take
 * over early; below it Natural Earth's 1:50m land draws the world.
 */
export const LAND_TILES_ZOOM = 4;

/** Natural Earth's land on the sea: the world, offline, and what shows under online tiles. */
const WORLD_LAND: LayerDescription[] = [
  { kind: 'sea', id: 'sea' },
  { kind: 'land', id: 'land' },
];

const OFFLINE_BASE: LayerDescription[] = [
  ...WORLD_LAND,
  { kind: 'landTiles', id: 'land-tiles', minzoom: LAND_TILES_ZOOM },
];

export const BASE_MAPS: readonly BaseMap[] = [
  { id: 'simple', label: 'baseMaps.simple', online: false, layers: OFFLINE_BASE },
  {
    id: 'satellite',
    label: 'baseMaps.satellite',
    online: true,
    layers: [
      ...WORLD_LAND,
      {
        kind: 'raster',
        id: 'satellite',
        tiles: { light: [ESRI_IMAGERY], dark: [ESRI_IMAGERY] },
        attribution: 'Imagery © Esri, Maxar, Earthstar Geographics',
        maxzoom: 19,
      },
    ],
  },
  {
    id: 'street',
    label: 'baseMaps.street',
    online: true,
    layers: [
      ...WORLD_LAND,
      {
        kind: 'raster',
        id: 'carto',
        tiles: { light: cartoTiles('light_all'), dark: cartoTiles('dark_all') },
        attribution: '© OpenStreetMap contributors © CARTO',
        maxzoom: 20,
      },
    ],
  },
];

export const DEFAULT_BASE_MAP: BaseMapId = 'simple';

export function baseMapById(id: BaseMapId): BaseMap {
  return BASE_MAPS.find((b) => b.id === id) ?? (BASE_MAPS[0] as BaseMap);
}

const EMPTY_LAND: LandCollection = { type: 'FeatureCollection', features: [] };

/** Natural Earth land at two scales: 1:50m for the overview, 1:10m once zoomed in. */
export interface Land {
  coarse: LandCollection | null;
  detail: LandCollection | null;
}

/** From this zoom on the 1:10m land replaces the 1:50m land, once it has loaded. */
export const DETAIL_ZOOM = 7;

interface Resolved {
  sources: Record<string, SourceSpecification>;
  layers: LayerSpecification[];
}

function landLayers(
  id: string,
  data: LandCollection,
  theme: Theme,
  zooms: { minzoom?: number; maxzoom?: number },
): Resolved {
  const colours = PALETTE[theme];
  return {
    // Natural Earth is public domain: credited in the README, leaving the map's one line of
    // credits to what must be there (OpenStreetMap's ODbL, GeoNames' CC BY).
    sources: { [id]: { type: 'geojson', data, tolerance: 0.3 } },
    layers: [
      {
        id: `${id}-fill`,
        type: 'fill',
        source: id,
        ...zooms,
        paint: { 'fill-color': colours.land, 'fill-antialias': true },
      },
      {
        id: `${id}-coast`,
        type: 'line',
        source: id,
        ...zooms,
        paint: { 'line-color': colours.coast, 'line-width': 0.8 },
      },
    ],
  };
}

/** The region the server's land tiles cover, as a polygon. */
const REGION_POLYGON = (() => {
  const [w, s, e, n] = LAND_REGION;
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: {
      type: 'Polygon' as const,
      coordinates: [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    },
  };
})();

/** The tile URL template of the server's land, on the page's own server. */
export function landTilesUrl(origin: string): string {
  return `${origin}${basemapEndpoints.landTile.path.replace(':z', '{z}').replace(':x', '{x}').replace(':y', '{y}')}`;
}

/**
 * The server's land over its region: the region is first painted as sea (hiding Natural
 * Earth's coarser coast, which would fill harbour basins), then the tiles' land on it.
 */
function landTileLayers(
  layer: { id: string; minzoom: number },
  theme: Theme,
  origin: string,
): Resolved {
  const colours = PALETTE[theme];
  const mask = `${layer.id}-region`;
  const { minzoom } = layer;
  return {
    sources: {
      [mask]: { type: 'geojson', data: REGION_POLYGON },
      [layer.id]: {
        type: 'vector',
        tiles: [landTilesUrl(origin)],
        bounds: [...LAND_REGION],
        maxzoom: LAND_MAX_ZOOM,
        attribution: LAND_ATTRIBUTION,
      },
    },
    layers: [
      {
        id: `${mask}-sea`,
        type: 'fill',
        source: mask,
        minzoom,
        paint: { 'fill-color': colours.sea, 'fill-antialias': false },
      },
      {
        id: `${layer.id}-fill`,
        type: 'fill',
        source: layer.id,
        'source-layer': LAND_LAYER,
        minzoom,
        paint: { 'fill-color': colours.land, 'fill-antialias': true },
      },
      {
        id: `${layer.id}-coast`,
        type: 'line',
        source: layer.id,
        'source-layer': LAND_LAYER,
        minzoom,
        paint: { 'line-color': colours.coast, 'line-width': 0.8 },
      },
    ],
  };
}

function resolveLayer(
  layer: LayerDescription,
  theme: Theme,
  land: Land,
  origin: string | undefined,
): Resolved {
  const colours = PALETTE[theme];
  switch (layer.kind) {
    case 'sea':
      return {
        sources: {},
        layers: [{ id: layer.id, type: 'background', paint: { 'background-color': colours.sea } }],
      };
    case 'land': {
      const coarse = landLayers(
        layer.id,
        land.coarse ?? EMPTY_LAND,
        theme,
        land.detail ? { maxzoom: DETAIL_ZOOM } : {},
      );
      if (!land.detail) return coarse;
      const detail = landLayers(`${layer.id}-detail`, land.detail, theme, {
        minzoom: DETAIL_ZOOM,
      });
      return {
        sources: { ...coarse.sources, ...detail.sources },
        layers: [...coarse.layers, ...detail.layers],
      };
    }
    case 'landTiles':
      return origin ? landTileLayers(layer, theme, origin) : { sources: {}, layers: [] };
    case 'raster':
      return {
        sources: {
          [layer.id]: {
            type: 'raster',
            tiles: layer.tiles[theme],
            tileSize: 256,
            maxzoom: layer.maxzoom,
            attribution: layer.attribution,
          },
        },
        layers: [{ id: layer.id, type: 'raster', source: layer.id }],
      };
  }
}

/**
 * The one resolver: base map + theme + land geometry → MapLibre style. `origin` is the
 * server the page came from, for its land tiles (MapLibre's workers need absolute URLs);
 * without one (outside a browser) the land tiles are left out.
 */
export function resolveStyle(
  baseId: BaseMapId,
  theme: Theme,
  land: Land,
  origin: string | undefined = globalThis.location?.origin,
): StyleSpecification {
  const style: StyleSpecification = { version: 8, sources: {}, layers: [] };
  for (const description of baseMapById(baseId).layers) {
    const { sources, layers } = resolveLayer(description, theme, land, origin);
    Object.assign(style.sources, sources);
    style.layers.push(...layers);
  }
  return style;
}

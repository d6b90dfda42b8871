import { CHART_IDS, CHART_KINDS, type ChartId, type ChartKind } from '@pantau/contracts';

/**
 * A chart service (SPEC §2.3: S-63 Hidros chart, Sipandu) as the server reaches it: where it
 * is, how it is asked (WMS GetMap, WMTS or XYZ tiles), and the credentials it wants. Kept on
 * the server only: browsers ask `/api/charts/{id}/tiles/{z}/{x}/{y}` and the server asks the
 * service.
 */
export interface ChartSettings {
  /**
   * XYZ: a template with `{z}`, `{x}`, `{y}`; WMTS (RESTful, a Web Mercator tile matrix set
   * whose matrices are the zoom levels): a template with `{TileMatrix}`, `{TileRow}`,
   * `{TileCol}`; WMS: the service's base URL (its own query parameters kept).
   */
  url: string;
  kind: ChartKind;
  /** WMS: the LAYERS asked for (comma-separated); STYLES defaults to the layers' own. */
  layers: string | undefined;
  /** Basic-auth user and password, when the service wants them. */
  user: string | undefined;
  password: string | undefined;
  /** Tiles deeper than this are not asked for (the map over-zooms). */
  maxZoom: number;
  timeoutMs: number;
}

export type ChartsSettings = Record<ChartId, ChartSettings | undefined>;

/** The kind a URL speaks, from its placeholders, when the setting does not say. */
export function kindOfUrl(url: string): ChartKind {
  if (/\{TileMatrix\}/i.test(url)) return 'wmts';
  if (/\{z\}/.test(url)) return 'xyz';
  return 'wms';
}

/** Web Mercator's half width in metres (EPSG:3857). */
const HALF = 20037508.342789244;

/** A tile's box in EPSG:3857 metres: minx, miny, maxx, maxy. */
export function tileBox3857(z: number, x: number, y: number): [number, number, number, number] {
  const size = (2 * HALF) / 2 ** z;
  const minx = -HALF + x * size;
  const maxy = HALF - y * size;
  return [minx, maxy - size, minx + size, maxy];
}

/** The service's URL for one 256-px tile of the Web Mercator grid. */
export function upstreamTileUrl(s: ChartSettings, z: number, x: number, y: number): string {
  switch (s.kind) {
    case 'xyz':
      return s.url
        .replaceAll('{z}', String(z))
        .replaceAll('{x}', String(x))
        .replaceAll('{y}', String(y));
    case 'wmts':
      return s.url
        .replace(/\{TileMatrix\}/gi, String(z))
        .replace(/\{TileRow\}/gi, String(y))
        .replace(/\{TileCol\}/gi, String(x));
    case 'wms': {
      const url = new URL(s.url);
      const keep = [...url.searchParams.keys()].filter(
        (k) => !WMS_PARAMS.includes(k.toUpperCase()),
      );
      const own = new URLSearchParams();
      for (const k of keep) for (const v of url.searchParams.getAll(k)) own.append(k, v);
      own.set('SERVICE', 'WMS');
      own.set('VERSION', '1.3.0');
      own.set('REQUEST', 'GetMap');
      own.set('LAYERS', s.layers ?? '');
      own.set('STYLES', '');
      own.set('CRS', 'EPSG:3857');
      own.set(
        'BBOX',
        tileBox3857(z, x, y)
          .map((v) => v.toFixed(3))
          .join(','),
      );
      own.set('WIDTH', '256');
      own.set('HEIGHT', '256');
      own.set('FORMAT', 'image/png');
      own.set('TRANSPARENT', 'TRUE');
      url.search = own.toString();
      return url.toString();
    }
  }
}

const WMS_PARAMS = [
  'SERVICE',
  'VERSION',
  'REQUEST',
  'LAYERS',
  'STYLES',
  'CRS',
  'SRS',
  'BBOX',
  'WIDTH',
  'HEIGHT',
  'FORMAT',
  'TRANSPARENT',
];

/** The settings of one chart from its `PANTAU_CHART_<ID>_*` values; undefined without a URL. */
export function chartSettingsFrom(
  id: ChartId,
  v: {
    url: string | undefined;
    kind: ChartKind | undefined;
    layers: string | undefined;
    user: string | undefined;
    password: string | undefined;
    maxZoom: number;
    timeoutMs: number;
  },
): ChartSettings | undefined {
  if (!v.url) return undefined;
  const kind = v.kind ?? kindOfUrl(v.url);
  const name = `PANTAU_CHART_${id.toUpperCase()}`;
  if (kind === 'wms' && !v.layers) {
    throw new Error(`${name}_LAYERS: a WMS chart service needs the layers to ask for`);
  }
  if (kind === 'xyz' && !/\{z\}/.test(v.url)) {
    throw new Error(`${name}_URL: an XYZ chart service needs {z}, {x} and {y} in its URL`);
  }
  if (kind === 'wmts' && !/\{TileMatrix\}/i.test(v.url)) {
    throw new Error(
      `${name}_URL: a WMTS chart service needs {TileMatrix}, {TileRow} and {TileCol} in its URL`,
    );
  }
  return {
    url: v.url,
    kind,
    layers: v.layers,
    user: v.user,
    password: v.password,
    maxZoom: v.maxZoom,
    timeoutMs: v.timeoutMs,
  };
}

export { CHART_IDS, CHART_KINDS };

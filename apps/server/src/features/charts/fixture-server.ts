import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodePng } from './png.ts';

/**
 * A chart service for tests and the demo: it answers real WMS 1.1.1/1.3.0 GetMap requests
 * (and GetCapabilities), RESTful WMTS tiles (`/wmts/{layer}/{TileMatrix}/{TileRow}/{TileCol}.png`)
 * and XYZ tiles (`/xyz/{layer}/{z}/{x}/{y}.png`) with PNG images. What it draws is a chart-like
 * overlay computed from the requested box: a graticule every "nice" step of latitude and
 * longitude in the layer's colour over a faint tint, so neighbouring tiles join up and a
 * wrong box shows. Optionally behind basic auth. Every request is recorded.
 */
export interface ChartFixtureLayer {
  /** Line colour, RGBA. */
  line: [number, number, number, number];
  /** Tint over the whole tile, RGBA. */
  tint: [number, number, number, number];
}

/** Its layers: one for each of Pantau's chart overlays. */
export const FIXTURE_LAYERS: Record<string, ChartFixtureLayer> = {
  hidros: { line: [200, 30, 160, 230], tint: [200, 30, 160, 40] },
  sipandu: { line: [20, 150, 60, 230], tint: [20, 150, 60, 40] },
};

export interface ChartFixture {
  url: string;
  /** The requests it answered, newest last: path with query, and the Authorization header. */
  requests: { url: string; authorization: string | undefined }[];
  close: () => Promise<void>;
}

const HALF = 20037508.342789244;
const lonOfX = (x: number) => (x / HALF) * 180;
const latOfY = (y: number) => (Math.atan(Math.sinh((y / HALF) * Math.PI)) * 180) / Math.PI;

/** A step of about a quarter of the span, from 1, 2, 5 × a power of ten. */
function niceStep(span: number): number {
  const raw = span / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

/** Draws a tile of `layer` for a box in EPSG:3857 metres (minx, miny, maxx, maxy). */
export function drawTile(
  layer: ChartFixtureLayer,
  box: readonly [number, number, number, number],
  width: number,
  height: number,
): Buffer {
  const [minx, miny, maxx, maxy] = box;
  const rgba = new Uint8Array(width * height * 4);
  const west = lonOfX(minx);
  const east = lonOfX(maxx);
  const step = niceStep(east - west);
  const lonAt = (px: number) => lonOfX(minx + ((px + 0.5) / width) * (maxx - minx));
  const latAt = (py: number) => latOfY(maxy - ((py + 0.5) / height) * (maxy - miny));
  const onLine = (a: number, b: number) => Math.floor(a / step) !== Math.floor(b / step);
  for (let py = 0; py < height; py++) {
    const lat = latAt(py);
    const latNext = latAt(py + 1);
    for (let px = 0; px < width; px++) {
      const lon = lonAt(px);
      const line = onLine(lon, lonAt(px + 1)) || onLine(latNext, lat);
      const c = line ? layer.line : layer.tint;
      rgba.set(c, (py * width + px) * 4);
    }
  }
  return encodePng(width, height, rgba);
}

/** Box of an XYZ / WMTS tile of the Web Mercator grid, in metres. */
function tileBox(z: number, x: number, y: number): [number, number, number, number] {
  const size = (2 * HALF) / 2 ** z;
  const minx = -HALF + x * size;
  const maxy = HALF - y * size;
  return [minx, maxy - size, minx + size, maxy];
}

function serviceException(res: ServerResponse, code: string, message: string): void {
  // WMS answers its errors with 200 and an XML exception report (OGC 06-042 §6.11).
  res.writeHead(200, { 'content-type': 'application/vnd.ogc.se_xml' });
  res.end(
    `<?xml version="1.0"?><ServiceExceptionReport version="1.3.0"><ServiceException code="${code}">${message}</ServiceException></ServiceExceptionReport>`,
  );
}

function capabilities(res: ServerResponse, base: string): void {
  const layers = Object.keys(FIXTURE_LAYERS)
    .map(
      (name) =>
        `<Layer queryable="0"><Name>${name}</Name><Title>${name}</Title><CRS>EPSG:3857</CRS></Layer>`,
    )
    .join('');
  res.writeHead(200, { 'content-type': 'text/xml' });
  res.end(
    `<?xml version="1.0"?><WMS_Capabilities version="1.3.0"><Service><Name>WMS</Name><Title>Pantau chart fixture</Title></Service>` +
      `<Capability><Request><GetMap><Format>image/png</Format><DCPType><HTTP><Get><OnlineResource href="${base}/wms"/></Get></HTTP></DCPType></GetMap></Request>` +
      `<Layer><Title>Charts</Title>${layers}</Layer></Capability></WMS_Capabilities>`,
  );
}

function wms(req: URL, res: ServerResponse, base: string): void {
  const q = new Map([...req.searchParams].map(([k, v]) => [k.toUpperCase(), v]));
  if ((q.get('SERVICE') ?? 'WMS').toUpperCase() !== 'WMS') {
    serviceException(res, 'InvalidParameterValue', 'SERVICE must be WMS');
    return;
  }
  const request = q.get('REQUEST') ?? '';
  if (request.toLowerCase() === 'getcapabilities') {
    capabilities(res, base);
    return;
  }
  if (request.toLowerCase() !== 'getmap') {
    serviceException(res, 'OperationNotSupported', `REQUEST ${request} is not supported`);
    return;
  }
  const version = q.get('VERSION') ?? '1.3.0';
  const crs = q.get(version === '1.1.1' ? 'SRS' : 'CRS') ?? '';
  if (crs.toUpperCase() !== 'EPSG:3857' && crs.toUpperCase() !== 'EPSG:900913') {
    serviceException(res, 'InvalidCRS', `CRS ${crs} is not offered (EPSG:3857 only)`);
    return;
  }
  const names = (q.get('LAYERS') ?? '').split(',').filter((n) => n !== '');
  const unknown = names.find((n) => !FIXTURE_LAYERS[n]);
  if (names.length === 0 || unknown !== undefined) {
    serviceException(res, 'LayerNotDefined', `layer ${unknown ?? '(none)'} is not defined`);
    return;
  }
  const box = (q.get('BBOX') ?? '').split(',').map(Number);
  const [minx = NaN, miny = NaN, maxx = NaN, maxy = NaN] = box;
  if (box.length !== 4 || !(minx < maxx) || !(miny < maxy)) {
    serviceException(res, 'InvalidParameterValue', 'BBOX must be minx,miny,maxx,maxy');
    return;
  }
  const width = Number(q.get('WIDTH'));
  const height = Number(q.get('HEIGHT'));
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1 ||
    width > 2048 ||
    height > 2048
  ) {
    serviceException(res, 'InvalidParameterValue', 'WIDTH and HEIGHT must be 1-2048');
    return;
  }
  if ((q.get('FORMAT') ?? '').toLowerCase() !== 'image/png') {
    serviceException(res, 'InvalidFormat', 'FORMAT must be image/png');
    return;
  }
  const layer = FIXTURE_LAYERS[names[0] as string] as ChartFixtureLayer;
  res.writeHead(200, { 'content-type': 'image/png' });
  res.end(drawTile(layer, [minx, miny, maxx, maxy], width, height));
}

function tile(res: ServerResponse, layerName: string, z: number, x: number, y: number): void {
  const layer = FIXTURE_LAYERS[layerName];
  const n = 2 ** z;
  if (!layer || !(x >= 0 && x < n && y >= 0 && y < n)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('no such tile');
    return;
  }
  res.writeHead(200, { 'content-type': 'image/png' });
  res.end(drawTile(layer, tileBox(z, x, y), 256, 256));
}

/** Starts the fixture on a free port of 127.0.0.1 (or the given one). */
export async function startChartFixture(
  options: { port?: number; host?: string; user?: string; password?: string } = {},
): Promise<ChartFixture> {
  const requests: ChartFixture['requests'] = [];
  const expected =
    options.user === undefined
      ? undefined
      : `Basic ${Buffer.from(`${options.user}:${options.password ?? ''}`).toString('base64')}`;
  let base = '';
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
    if (expected !== undefined && req.headers.authorization !== expected) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="charts"' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://fixture');
    const parts = url.pathname.split('/').filter((p) => p !== '');
    if (parts[0] === 'wms') {
      wms(url, res, base);
      return;
    }
    const [kind, layer = '', a = '', b = '', c = ''] = parts;
    const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : NaN);
    if (kind === 'xyz' && parts.length === 5) {
      tile(res, layer, num(a), num(b), num(c.replace(/\.png$/, '')));
      return;
    }
    if (kind === 'wmts' && parts.length === 5) {
      // {TileMatrix}/{TileRow}/{TileCol}
      tile(res, layer, num(a), num(c.replace(/\.png$/, '')), num(b));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url: base,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

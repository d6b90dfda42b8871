// The offline base map's tile thread: it cuts the region's land out of the 135 MB world file
// once (or reads the cut cached under the data directory), indexes it with geojson-vt and
// answers tile requests with gzipped Mapbox Vector Tiles, so the server's event loop never
// parses, clips or encodes geometry.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parentPort, workerData } from 'node:worker_threads';
import GeoJSONVT from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import { cutLand, type Box } from './land-cut.ts';

export interface WorkerData {
  sourcePath: string;
  cachePath: string;
  box: Box;
  maxZoom: number;
  layer: string;
}
export type TileRequest = { id: number; z: number; x: number; y: number };
export type TileAnswer =
  { id: number; ok: true; tile: Uint8Array | null } | { id: number; ok: false; error: string };
/** Sent once the index is ready: how the cut was had and what it holds. */
export interface ReadyMessage {
  ready: true;
  fromCache: boolean;
  ms: number;
  features: number;
}

const data = workerData as WorkerData;

function loadCut(): { land: GeoJSON.FeatureCollection; fromCache: boolean } {
  try {
    return {
      land: JSON.parse(readFileSync(data.cachePath, 'utf8')) as GeoJSON.FeatureCollection,
      fromCache: true,
    };
  } catch {
    const { land } = cutLand(data.sourcePath, data.box);
    mkdirSync(dirname(data.cachePath), { recursive: true, mode: 0o700 });
    const tmp = `${data.cachePath}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(land), { mode: 0o600 });
    renameSync(tmp, data.cachePath);
    return { land, fromCache: false };
  }
}

const started = performance.now();
let index: GeoJSONVT;
try {
  const { land, fromCache } = loadCut();
  index = new GeoJSONVT(land, {
    maxZoom: data.maxZoom,
    indexMaxZoom: 5,
    tolerance: 3,
    buffer: 64,
  });
  parentPort?.postMessage({
    ready: true,
    fromCache,
    ms: Math.round(performance.now() - started),
    features: land.features.length,
  } satisfies ReadyMessage);
} catch (err) {
  // The owner answers the waiting requests with this and starts a new thread on the next.
  throw new Error(
    `base map land could not be prepared: ${err instanceof Error ? err.message : String(err)}`,
    { cause: err },
  );
}

parentPort?.on('message', (m: TileRequest) => {
  try {
    const tile = index.getTile(m.z, m.x, m.y);
    if (!tile || tile.features.length === 0) {
      parentPort?.postMessage({ id: m.id, ok: true, tile: null } satisfies TileAnswer);
      return;
    }
    const pbf = fromGeojsonVt({ [data.layer]: tile }, { version: 2, extent: 4096 });
    const gz = gzipSync(pbf, { level: 6 });
    const out = new Uint8Array(gz.buffer, gz.byteOffset, gz.byteLength);
    parentPort?.postMessage({ id: m.id, ok: true, tile: out } satisfies TileAnswer);
  } catch (err) {
    parentPort?.postMessage({
      id: m.id,
      ok: false,
      error: err instanceof Error ? err.message : String(err),
    } satisfies TileAnswer);
  }
});

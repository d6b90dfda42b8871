// The offline base map's tile thread: it reads the region's cut land (cached under the data
// directory by `land-cut.worker.ts`), indexes it with geojson-vt and answers tile requests
// with gzipped Mapbox Vector Tiles, so the server's event loop never parses, clips or
// encodes geometry.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parentPort, workerData } from 'node:worker_threads';
import GeoJSONVT from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';

export interface WorkerData {
  cachePath: string;
  maxZoom: number;
  layer: string;
}
export type TileRequest = { id: number; z: number; x: number; y: number };
export type TileAnswer =
  { id: number; ok: true; tile: Uint8Array | null } | { id: number; ok: false; error: string };
/** Sent once the index is ready: how long it took and what it holds. */
export interface ReadyMessage {
  ready: true;
  ms: number;
  features: number;
}

const data = workerData as WorkerData;
const started = performance.now();
const land = JSON.parse(readFileSync(data.cachePath, 'utf8')) as GeoJSON.FeatureCollection;
const index = new GeoJSONVT(land, {
  maxZoom: data.maxZoom,
  indexMaxZoom: 5,
  tolerance: 3,
  buffer: 64,
});
parentPort?.postMessage({
  ready: true,
  ms: Math.round(performance.now() - started),
  features: land.features.length,
} satisfies ReadyMessage);

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

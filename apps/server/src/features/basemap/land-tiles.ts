import { Worker } from 'node:worker_threads';
import type { Box } from './land-cut.ts';
import type { ReadyMessage, TileAnswer, TileRequest, WorkerData } from './land-tiles.worker.ts';

export interface LandTilesOptions {
  sourcePath: string;
  cachePath: string;
  box: Box;
  maxZoom: number;
  layer: string;
  /** Tiles kept in memory (gzipped), newest used last. */
  cacheTiles?: number;
}

/** A tile's answer: gzipped MVT bytes, or null when the tile holds no land. */
export type LandTile = Buffer | null;

/**
 * The region's land as vector tiles, made on a worker thread started on the first request
 * (`land-tiles.worker.ts`); answered tiles are kept in a small LRU. A thread that fails
 * (the source file missing, say) fails the requests waiting on it, and the next request
 * starts a new one.
 */
export class LandTiles {
  readonly #options: LandTilesOptions;
  readonly #cache = new Map<string, LandTile>();
  readonly #pending = new Map<
    number,
    { resolve: (t: LandTile) => void; reject: (e: Error) => void }
  >();
  readonly #inFlight = new Map<string, Promise<LandTile>>();
  #worker: Worker | null = null;
  #next = 0;
  /** How the running thread got its land, once ready. */
  ready: ReadyMessage | null = null;

  constructor(options: LandTilesOptions) {
    this.#options = options;
  }

  /** Whether a tile lies in the grid and may hold the region's land. */
  covers(z: number, x: number, y: number): boolean {
    const n = 2 ** z;
    if (x < 0 || y < 0 || x >= n || y >= n) return false;
    const [w, s, e, north] = this.#options.box;
    const west = (x / n) * 360 - 180;
    const east = ((x + 1) / n) * 360 - 180;
    const lat = (row: number) =>
      (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
    return east >= w && west <= e && lat(y) >= s && lat(y + 1) <= north;
  }

  tile(z: number, x: number, y: number): Promise<LandTile> {
    if (!this.covers(z, x, y)) return Promise.resolve(null);
    const key = `${z}/${x}/${y}`;
    const cached = this.#cache.get(key);
    if (cached !== undefined) {
      this.#cache.delete(key);
      this.#cache.set(key, cached);
      return Promise.resolve(cached);
    }
    const running = this.#inFlight.get(key);
    if (running) return running;
    const request = this.#ask({ id: this.#next++, z, x, y })
      .then((tile) => {
        this.#remember(key, tile);
        return tile;
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, request);
    return request;
  }

  #remember(key: string, tile: LandTile): void {
    this.#cache.set(key, tile);
    const max = this.#options.cacheTiles ?? 2000;
    while (this.#cache.size > max) {
      const oldest = this.#cache.keys().next().value;
      if (oldest === undefined) break;
      this.#cache.delete(oldest);
    }
  }

  #ask(request: TileRequest): Promise<LandTile> {
    const worker = this.#start();
    return new Promise((resolve, reject) => {
      this.#pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  /** Resolves once the thread has its land (starting it if needed). */
  async warm(): Promise<ReadyMessage> {
    await this.tile(0, 0, 0);
    if (!this.ready) throw new Error('base map land thread is not ready');
    return this.ready;
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const { sourcePath, cachePath, box, maxZoom, layer } = this.#options;
    const worker = new Worker(new URL('./land-tiles.worker.ts', import.meta.url), {
      workerData: { sourcePath, cachePath, box, maxZoom, layer } satisfies WorkerData,
    });
    worker.unref();
    worker.on('message', (m: TileAnswer | ReadyMessage) => {
      if ('ready' in m) {
        this.ready = m;
        return;
      }
      const waiting = this.#pending.get(m.id);
      this.#pending.delete(m.id);
      if (!waiting) return;
      if (m.ok)
        waiting.resolve(
          m.tile ? Buffer.from(m.tile.buffer, m.tile.byteOffset, m.tile.byteLength) : null,
        );
      else waiting.reject(new Error(m.error));
    });
    const fail = (err: Error) => {
      if (this.#worker !== worker) return;
      this.#worker = null;
      this.ready = null;
      for (const p of this.#pending.values()) p.reject(err);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`base map land thread stopped (exit ${code})`)));
    this.#worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }
}

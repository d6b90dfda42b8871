import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Box } from './land-cut.ts';
import type { CutJob } from './land-cut.process.ts';
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

/** How the running tile thread got its land. */
export interface LandReady extends ReadyMessage {
  /** false when this start had to cut the region from the package first. */
  fromCache: boolean;
  /** The first cut's time, when there was one (ms). */
  cutMs: number | null;
}

/** Cuts the region in a child process (`land-cut.process.ts`), resolving once it is done. */
function cutInProcess(job: CutJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./land-cut.process.ts', import.meta.url)), [], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let done = false;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.once('message', () => (done = true));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (done) resolve();
      else {
        const reason = /Error: (.*)/.exec(stderr)?.[1] ?? `exit ${code}`;
        reject(new Error(`the cut stopped: ${reason}`));
      }
    });
    child.send(job);
  });
}

/**
 * The region's land as vector tiles, made on a worker thread started on the first request
 * (`land-tiles.worker.ts`), after a one-off process has cut the region from the package when
 * no cut is cached yet (`land-cut.process.ts`; its memory goes with it). Answered tiles are
 * kept in a small LRU. A failure (the package missing, say) fails the requests waiting, and
 * the next request tries again.
 */
export class LandTiles {
  readonly #options: LandTilesOptions;
  readonly #cache = new Map<string, LandTile>();
  readonly #pending = new Map<
    number,
    { resolve: (t: LandTile) => void; reject: (e: Error) => void }
  >();
  readonly #inFlight = new Map<string, Promise<LandTile>>();
  #worker: Promise<Worker> | null = null;
  /** The tile thread running now. */
  #current: Worker | null = null;
  #closed = false;
  #next = 0;
  /** How the running thread got its land, once ready. */
  ready: LandReady | null = null;

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

  /** Resolves once the thread has its land (starting it if needed). */
  async warm(): Promise<LandReady> {
    await this.#start();
    if (!this.ready) throw new Error('base map land thread is not ready');
    return this.ready;
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

  async #ask(request: TileRequest): Promise<LandTile> {
    const worker = await this.#start();
    return new Promise((resolve, reject) => {
      this.#pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  #start(): Promise<Worker> {
    if (!this.#worker) {
      this.#worker = this.#spawn().catch((err: unknown) => {
        this.#worker = null;
        throw new Error(
          `base map land could not be prepared: ${err instanceof Error ? err.message : String(err)}`,
          { cause: err },
        );
      });
    }
    return this.#worker;
  }

  async #spawn(): Promise<Worker> {
    const { sourcePath, cachePath, box, maxZoom, layer } = this.#options;
    let cutMs: number | null = null;
    if (!existsSync(cachePath)) {
      const started = performance.now();
      await cutInProcess({ sourcePath, cachePath, box });
      cutMs = Math.round(performance.now() - started);
    }
    if (this.#closed) throw new Error('closed');
    const worker = new Worker(new URL('./land-tiles.worker.ts', import.meta.url), {
      workerData: { cachePath, maxZoom, layer } satisfies WorkerData,
    });
    worker.unref();
    const ready = new Promise<Worker>((resolve, reject) => {
      worker.on('message', (m: TileAnswer | ReadyMessage) => {
        if ('ready' in m) {
          this.ready = { ...m, fromCache: cutMs === null, cutMs };
          resolve(worker);
          return;
        }
        const waiting = this.#pending.get(m.id);
        this.#pending.delete(m.id);
        if (!waiting) return;
        if (m.ok) {
          waiting.resolve(
            m.tile ? Buffer.from(m.tile.buffer, m.tile.byteOffset, m.tile.byteLength) : null,
          );
        } else waiting.reject(new Error(m.error));
      });
      const fail = (err: Error) => {
        reject(err);
        if (this.#current !== worker) return;
        this.#current = null;
        this.#worker = null;
        this.ready = null;
        for (const p of this.#pending.values()) p.reject(err);
        this.#pending.clear();
      };
      worker.once('error', fail);
      worker.once('exit', (code) => fail(new Error(`base map land thread stopped (exit ${code})`)));
    });
    this.#current = worker;
    return ready;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#current;
    this.#current = null;
    this.#worker = null;
    if (worker) await worker.terminate();
  }
}

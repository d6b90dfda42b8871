import type { LiveSubscribe, SourceList } from '@pantau/contracts';
import type { FromWorker, ToWorker, VesselLookup } from './live.protocol.ts';
import { useLive } from './live.store.ts';

/**
 * The main thread's side of the live worker: starts it, forwards subscriptions, puts what
 * it posts into the live store, and answers lookups for the panel.
 */
export class LiveClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, (v: VesselLookup | null) => void>();
  #nextId = 1;
  #lastFrameAt = 0;
  readonly #sourceWatchers = new Set<(list: SourceList) => void>();

  constructor() {
    this.#worker = new Worker(new URL('./live.worker.ts', import.meta.url), { type: 'module' });
    this.#worker.onmessage = (event: MessageEvent<FromWorker>) => this.#onMessage(event.data);
  }

  #send(message: ToWorker): void {
    this.#worker.postMessage(message);
  }

  #onMessage(msg: FromWorker): void {
    switch (msg.type) {
      case 'frame': {
        const fresh = msg.frameAt !== this.#lastFrameAt;
        this.#lastFrameAt = msg.frameAt;
        useLive.setState(
          fresh ? { columns: msg.columns, frameAt: msg.frameAt } : { columns: msg.columns },
        );
        // Receipt at the server to pixels: the layers draw these columns in the next animation
        // frame; the one after it runs once they are on screen.
        if (fresh) {
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              useLive.setState({ latencyMs: Math.max(0, Date.now() - msg.newestT) }),
            ),
          );
        }
        break;
      }
      case 'hello':
        useLive.setState({ simulated: msg.simulated, tickMs: msg.tickMs });
        break;
      case 'status':
        useLive.setState({ connected: msg.connected });
        break;
      case 'error':
        useLive.setState({ error: msg.message });
        break;
      case 'lookup':
        this.#pending.get(msg.id)?.(msg.vessel);
        this.#pending.delete(msg.id);
        break;
      case 'sources':
        for (const f of this.#sourceWatchers) f(msg.list);
        break;
    }
  }

  subscribe(sub: Omit<LiveSubscribe, 'type'>): void {
    this.#send({ type: 'subscribe', bbox: sub.bbox, zoom: sub.zoom, filters: sub.filters ?? {} });
  }

  /** Source status pushed on the live socket while `f` listens; answers how to stop. */
  watchSources(f: (list: SourceList) => void): () => void {
    this.#sourceWatchers.add(f);
    if (this.#sourceWatchers.size === 1) this.#send({ type: 'watch-sources', on: true });
    return () => {
      this.#sourceWatchers.delete(f);
      if (this.#sourceWatchers.size === 0) this.#send({ type: 'watch-sources', on: false });
    };
  }

  /** The vessel's current state, or null when it is not in the picture. */
  lookup(mmsi: number): Promise<VesselLookup | null> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      this.#send({ type: 'lookup', id, mmsi });
    });
  }

  close(): void {
    this.#send({ type: 'close' });
    for (const resolve of this.#pending.values()) resolve(null);
    this.#pending.clear();
  }
}

let current: LiveClient | null = null;

/** The running client (while the map screen is open). */
export function liveClient(): LiveClient | null {
  return current;
}

export function startLiveClient(): LiveClient {
  current ??= new LiveClient();
  return current;
}

export function stopLiveClient(): void {
  current?.close();
  current = null;
  useLive.setState({ columns: null, connected: false, frameAt: 0, latencyMs: null });
}

/** [west, south, east, north] of a map view for the server: wrapped, clamped. */
export function viewBbox(
  west: number,
  south: number,
  east: number,
  north: number,
): [number, number, number, number] {
  const s = Math.max(-90, south);
  const n = Math.min(90, north);
  if (east - west >= 360) return [-180, s, 180, n];
  const wrap = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
  const w = wrap(west);
  let e = wrap(east);
  if (e === -180 && east > west) e = 180;
  return [w, s, e, n];
}

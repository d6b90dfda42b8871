import type { LiveClientMessage, LiveServerJson } from '@pantau/contracts';
import type { FromWorker, ToWorker, VesselLookup } from './live.protocol.ts';
import { create } from 'zustand';
import { latencyOf, useLive } from './live.store.ts';
import { signalUnauthorized } from '../api/http.ts';

/** The server's JSON message of one type. */
export type ServerMessage<T extends LiveServerJson['type']> = Extract<LiveServerJson, { type: T }>;

/**
 * The main thread's side of the live worker: starts it, puts the vessel columns it posts into
 * the live store, answers lookups, and is the socket's channel API: `on(type, f)` hears the
 * server's JSON messages of a type, `send(message)` talks to the server (the latest message
 * of each type is sent again after a reconnect).
 */
export class LiveClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, (v: VesselLookup | null) => void>();
  readonly #listeners = new Map<string, Set<(message: LiveServerJson) => void>>();
  #nextId = 1;
  #lastFrameAt = 0;

  constructor() {
    this.#worker = new Worker(new URL('./live.worker.ts', import.meta.url), { type: 'module' });
    this.#worker.onmessage = (event: MessageEvent<FromWorker>) => this.#onMessage(event.data);
    this.on('hello', (m) => useLive.setState({ simulated: m.simulated, tickMs: m.tickMs }));
    this.on('error', (m) => useLive.setState({ error: m.message }));
  }

  /** The picture's frames reach the page at most once per `ms` (16: every animation frame). */
  pace(ms: number): void {
    this.#post({ type: 'pace', ms });
  }

  #post(message: ToWorker): void {
    this.#worker.postMessage(message);
  }

  #onMessage(msg: FromWorker): void {
    switch (msg.type) {
      case 'frame': {
        const fresh = msg.frameAt !== this.#lastFrameAt;
        this.#lastFrameAt = msg.frameAt;
        useLive.setState(
          fresh
            ? { columns: msg.columns, frameAt: msg.frameAt, clockOffset: msg.clockOffset }
            : { columns: msg.columns },
        );
        // Receipt at the server to pixels: the layers draw these columns in the next animation
        // frame; the one after it runs once they are on screen.
        if (fresh) {
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              useLive.setState({ latencyMs: latencyOf(msg.newestT, Date.now()) }),
            ),
          );
        }
        break;
      }
      case 'status':
        useLive.setState({ connected: msg.connected });
        if (msg.signedOut) signalUnauthorized();
        break;
      case 'lookup':
        this.#pending.get(msg.id)?.(msg.vessel);
        this.#pending.delete(msg.id);
        break;
      case 'json':
        for (const f of this.#listeners.get(msg.message.type) ?? []) f(msg.message);
        break;
    }
  }

  /** Hears the server's messages of one type until the answer is called. */
  on<T extends LiveServerJson['type']>(
    type: T,
    f: (message: ServerMessage<T>) => void,
  ): () => void {
    const listener = f as (message: LiveServerJson) => void;
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  }

  /**
   * Sends a message to the server (subscribe, watch-sources), sent again after a reconnect;
   * `once`: only now, if the socket is open (a chat line, whose sender waits for its echo).
   */
  send(message: LiveClientMessage, opts: { once?: boolean } = {}): void {
    this.#post({ type: 'send', message, ...(opts.once ? { once: true } : {}) });
  }

  /** The vessel's current state, or null when it is not in the picture. */
  lookup(mmsi: number): Promise<VesselLookup | null> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      this.#post({ type: 'lookup', id, mmsi });
    });
  }

  close(): void {
    this.#post({ type: 'close' });
    for (const resolve of this.#pending.values()) resolve(null);
    this.#pending.clear();
    this.#listeners.clear();
  }
}

let current: LiveClient | null = null;

/** The running client (while the map screen is open). */
export function liveClient(): LiveClient | null {
  return current;
}

export function startLiveClient(): LiveClient {
  if (!current) {
    current = new LiveClient();
    useLiveClient.setState({ client: current });
  }
  return current;
}

/** The running client as React state: components re-subscribe when it starts or stops. */
export const useLiveClient = create<{ client: LiveClient | null }>(() => ({ client: null }));

export function stopLiveClient(): void {
  current?.close();
  current = null;
  useLiveClient.setState({ client: null });
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

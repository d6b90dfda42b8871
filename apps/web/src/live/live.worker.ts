/// <reference lib="webworker" />
import { frameDelay, MIN_FRAME_MS } from './frame-pace.ts';
import {
  FRAME_POSITIONS,
  FRAME_REMOVALS,
  readFrameHeader,
  readPositions,
  readRemovals,
  type LiveStatic,
} from '@pantau/contracts';
import { parseServerJson } from './server-json.ts';
import { columnBuffers, type FromWorker, type ToWorker } from './live.protocol.ts';
import { ClockOffset } from './clock-offset.ts';
import { VesselSet } from './vessel-set.ts';

/**
 * The live worker: owns the `/api/live` socket (reconnecting with backoff), keeps the
 * vessels in typed arrays and their static data in a map, and posts ready-to-draw columns
 * to the main thread at most once per frame, plus every few seconds so markers age.
 */

import { MAX_BACKOFF_MS, afterClose } from './close-policy.ts';
declare const self: DedicatedWorkerGlobalScope;

const vessels = new VesselSet();
const statics = new Map<number, LiveStatic>();
let socket: WebSocket | null = null;
/** The latest message of each type sent to the server, sent again on a new connection. */
const latest = new Map<string, string>();
let backoffMs = 500;
let closed = false;
let newestT = 0;
const clock = new ClockOffset();
let frameAt = 0;
let flushTimer: ReturnType<typeof setTimeout> | undefined;
/** Frames go to the page at most this often (the page's `pace`), and when one last went. */
let paceMs = MIN_FRAME_MS;
let flushedAt = 0;

function post(message: FromWorker, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

function flush(): void {
  flushTimer = undefined;
  flushedAt = Date.now();
  const columns = vessels.columns(Date.now());
  post(
    { type: 'frame', columns, newestT, frameAt, clockOffset: clock.offset },
    columnBuffers(columns),
  );
}

/**
 * Coalesces the messages of one burst into one post (about one animation frame, or the
 * page's pace: what arrives meanwhile goes in the next).
 */
function scheduleFlush(): void {
  flushTimer ??= setTimeout(flush, frameDelay(Date.now(), flushedAt, paceMs));
}

function onBinary(buffer: ArrayBuffer): void {
  const header = readFrameHeader(buffer);
  if (header.kind === FRAME_POSITIONS) vessels.apply(readPositions(buffer, header.count));
  else if (header.kind === FRAME_REMOVALS) {
    const gone = readRemovals(buffer, header.count);
    vessels.remove(gone);
    for (const m of gone) statics.delete(m);
  } else return;
  frameAt = Date.now();
  // The server's receive time, on this browser's clock; 0 while the picture has no position.
  const offset = clock.add(frameAt - header.serverT);
  newestT = header.newestT > 0 ? header.newestT + offset : 0;
  scheduleFlush();
}

function onJson(text: string): void {
  const msg = parseServerJson(text);
  if (!msg) return;
  // Static data stays here, for lookups; the rest goes to the channels' listeners.
  if (msg.type === 'static') for (const v of msg.vessels) statics.set(v.mmsi, v);
  else post({ type: 'json', message: msg });
}

function connect(): void {
  if (closed) return;
  const url = new URL('/api/live', self.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(url);
  ws.binaryType = 'arraybuffer';
  socket = ws;
  ws.onopen = () => {
    backoffMs = 500;
    // The server starts a new connection from nothing: so do we.
    vessels.clear();
    statics.clear();
    post({ type: 'status', connected: true });
    for (const text of latest.values()) ws.send(text);
    scheduleFlush();
  };
  ws.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
    if (typeof event.data === 'string') onJson(event.data);
    else onBinary(event.data);
  };
  ws.onclose = (event: CloseEvent) => {
    if (socket !== ws) return;
    socket = null;
    const next = afterClose(event.code, backoffMs);
    post({ type: 'status', connected: false, signedOut: next.signedOut });
    if (closed || !next.reconnect) return;
    setTimeout(connect, next.delayMs);
    backoffMs = Math.min(next.delayMs * 2, MAX_BACKOFF_MS);
  };
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  switch (msg.type) {
    case 'send': {
      const text = JSON.stringify(msg.message);
      if (!msg.once) latest.set(msg.message.type, text);
      if (socket?.readyState === WebSocket.OPEN) socket.send(text);
      break;
    }
    case 'lookup': {
      const dynamic = vessels.get(msg.mmsi);
      post({
        type: 'lookup',
        id: msg.id,
        vessel: dynamic ? { ...dynamic, static: statics.get(msg.mmsi) ?? null } : null,
      });
      break;
    }
    case 'pace':
      paceMs = msg.ms;
      break;
    case 'close':
      closed = true;
      socket?.close();
      self.close();
      break;
  }
};

// Markers age (fresh → stale → lost) without new frames too.
setInterval(scheduleFlush, 5000);
connect();

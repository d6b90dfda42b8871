// The WebSocket clients of the live benchmark, one per session cookie, in their own thread so
// that reading frames does not slow the server under test. Clock: timeOrigin + now, shared
// by threads.
//
// Each delivery is matched to the very sentence it carries, not to the vessel's newest send:
// the bench moves vessel i to lon 95 + (i mod 450)/10 + step/10⁴, so the frame's longitude
// gives the step, and (mmsi, step) the time that sentence was written. A frame that arrives
// before this thread has heard of its send is matched when the report is made.
import { parentPort, workerData } from 'node:worker_threads';
import { FRAME_POSITIONS, readFrameHeader, readPositions } from '@pantau/contracts';
import WebSocket from 'ws';

const { url, cookies, base } = workerData as {
  url: string;
  /** One session cookie per client. */
  cookies: string[];
  base: number;
};
const clock = () => performance.timeOrigin + performance.now();
/** (mmsi, step) → the times that sentence was written (steps repeat every 20). */
const sentAt = new Map<number, number[]>();
const receivedKey: number[] = [];
const receivedAt: number[] = [];
const sockets: WebSocket[] = [];
const key = (mmsi: number, step: number) => mmsi * 32 + step;

parentPort?.on('message', (m: { sent?: [number, number, number][]; report?: true }) => {
  if (m.sent) {
    for (const [mmsi, step, t] of m.sent) {
      const k = key(mmsi, step);
      const list = sentAt.get(k);
      if (list) list.push(t);
      else sentAt.set(k, [t]);
    }
  }
  if (m.report) {
    for (const ws of sockets) ws.terminate();
    const latencies: number[] = [];
    for (let i = 0; i < receivedKey.length; i++) {
      const at = receivedAt[i] as number;
      // The newest write of that sentence before it was received.
      let sent = -Infinity;
      for (const t of sentAt.get(receivedKey[i] as number) ?? []) if (t <= at && t > sent) sent = t;
      if (sent > -Infinity) latencies.push(at - sent);
    }
    parentPort?.postMessage({ latencies });
  }
});

for (const cookie of cookies) {
  const ws = new WebSocket(url, { headers: { cookie } });
  ws.binaryType = 'arraybuffer';
  ws.on('message', (data: ArrayBuffer, isBinary: boolean) => {
    if (!isBinary) return;
    const h = readFrameHeader(data);
    if (h.kind !== FRAME_POSITIONS || h.snapshot) return;
    const now = clock();
    const { mmsi, lon } = readPositions(data, h.count);
    for (let i = 0; i < mmsi.length; i++) {
      const m = mmsi[i] ?? 0;
      // Every vessel counts its delivery; one in ten is kept, so the lists stay small.
      if (m % 10 !== 0) continue;
      const v = m - base;
      const step = Math.round(((lon[i] ?? 0) - (95 + (v % 450) / 10)) * 1e4);
      receivedKey.push(key(m, step));
      receivedAt.push(now);
    }
  });
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ type: 'subscribe', bbox: [94, -11, 142, 7], zoom: 5 }));
  sockets.push(ws);
}
parentPort?.postMessage({ ready: true });

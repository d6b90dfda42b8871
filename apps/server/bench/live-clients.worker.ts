// The 100 WebSocket clients of the live benchmark, in their own thread so that reading
// frames does not slow the server under test. Clock: timeOrigin + now, shared by threads.
import { parentPort, workerData } from 'node:worker_threads';
import { FRAME_POSITIONS, readFrameHeader, readPositions } from '@pantau/contracts';
import WebSocket from 'ws';

const { url, cookie, clients } = workerData as { url: string; cookie: string; clients: number };
const clock = () => performance.timeOrigin + performance.now();
const sentAt = new Map<number, number>();
const latencies: number[] = [];
const sockets: WebSocket[] = [];

parentPort?.on('message', (m: { sent?: [number, number][]; report?: true }) => {
  if (m.sent) for (const [mmsi, t] of m.sent) sentAt.set(mmsi, t);
  if (m.report) {
    for (const ws of sockets) ws.terminate();
    parentPort?.postMessage({ latencies });
  }
});

for (let c = 0; c < clients; c++) {
  const ws = new WebSocket(url, { headers: { cookie } });
  ws.binaryType = 'arraybuffer';
  ws.on('message', (data: ArrayBuffer, isBinary: boolean) => {
    if (!isBinary) return;
    const h = readFrameHeader(data);
    if (h.kind !== FRAME_POSITIONS || h.snapshot) return;
    const now = clock();
    const mmsi = readPositions(data, h.count).mmsi;
    for (let i = 0; i < mmsi.length; i++) {
      const m = mmsi[i] ?? 0;
      // Every vessel counts its delivery; one in ten is kept, so the list stays small.
      if (m % 10 !== 0) continue;
      const t = sentAt.get(m);
      if (t !== undefined) latencies.push(now - t);
    }
  });
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ type: 'subscribe', bbox: [94, -11, 142, 7], zoom: 5 }));
  sockets.push(ws);
}
parentPort?.postMessage({ ready: true });

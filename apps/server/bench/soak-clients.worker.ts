// The live clients of the soak benchmark, each with its own session, in their own thread so
// that reading frames does not take the benchmark's feeder thread. Each watches Indonesia
// and counts what it gets; `{ report: true }` answers the counts so far.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, cookies } = workerData as { url: string; cookies: string[] };
let frames = 0;
let bytes = 0;
let open = 0;
let closed = 0;

for (const cookie of cookies) {
  const ws = new WebSocket(url, { headers: { cookie } });
  ws.binaryType = 'arraybuffer';
  ws.on('open', () => {
    open++;
    ws.send(JSON.stringify({ type: 'subscribe', bbox: [90, -15, 145, 10], zoom: 5 }));
  });
  ws.on('message', (data: ArrayBuffer) => {
    frames++;
    bytes += data.byteLength;
  });
  ws.on('close', () => void closed++);
  ws.on('error', () => undefined);
}

parentPort?.on('message', () => parentPort?.postMessage({ frames, bytes, open, closed }));

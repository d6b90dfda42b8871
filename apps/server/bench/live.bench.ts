/**
 * Live push under load, in one run:
 *   1. latency from a sentence written to a source's TCP socket to the delta that carries it
 *      at each of 100 WebSocket clients, with 10,000 messages/s flowing; beside the baseline
 *      of the same sentences from the socket to the live picture (no push);
 *   2. server memory (RSS) with 200,000 live vessels, beside the RSS before any vessel.
 *
 *   npm run bench:live -w apps/server    (BENCH_CLIENTS: 100; BENCH_BATCH_MS / BENCH_TICK_MS:
 *                                         the server's defaults)
 *
 * Each client signs in with a session of its own, as browsers do: the server allows a session
 * only PANTAU_LIVE_MAX_PER_SESSION live sockets (8), so one session shared by all would be
 * refused 429 past the eighth.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeSentences } from '@pantau/ais';
import { Worker } from 'node:worker_threads';
import { buildTestApp, sessionFor } from '@pantau/server/testing/app.ts';
import { sqliteTestStore } from '@pantau/server/testing/databases.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const RATE = Number(process.env.BENCH_RATE ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const TICK = process.env.BENCH_TICK_MS ?? '1000';
const BATCH = process.env.BENCH_BATCH_MS ?? '100';
const BIG = Number(process.env.BENCH_VESSELS ?? 200_000);
const out = (s: string) => process.stdout.write(`${s}\n`);
const pct = (a: number[], p: number) =>
  a[Math.min(a.length - 1, Math.floor((a.length * p) / 100))] ?? NaN;

/** A class A position for vessel `i` of `n`, moving a little each call. */
function sentence(i: number, step: number): string {
  const r = encodeSentences({
    type: 1,
    repeat: 0,
    mmsi: 525_000_000 + i,
    status: 0,
    turn: 0,
    speed: 120,
    accuracy: true,
    lon: Math.round((95 + (i % 450) / 10 + step / 1e4) * 600_000),
    lat: Math.round((-10 + Math.floor(i / 450) / 30 - step / 1e4) * 600_000),
    course: 900,
    heading: 90,
    second: step % 60,
    maneuver: 0,
    raim: false,
    radio: 0,
  });
  if (!r.ok) throw new Error('encode');
  return r.value[0] as string;
}

const store = await sqliteTestStore();
const dataDir = mkdtempSync(join(tmpdir(), 'pantau-livebench-'));
const { app, config } = await buildTestApp(store, {
  PANTAU_LIVE_TICK_MS: TICK,
  PANTAU_LIVE_BATCH_MS: BATCH,
  PANTAU_DATA_DIR: dataDir,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/live`;
// A session per client, made in the store as a sign-in makes it. Signing in through the API
// would meet its per-address login rate limit first, and a user per client would only add a
// scrypt hash each (a third of a second), so they are all the one bench user's.
const cookies: string[] = [];
for (let c = 0; c < CLIENTS; c++) cookies.push(await sessionFor(store, config, 'lps', 'bench'));

// The source: a TCP feed this bench writes to.
let feedSocket: Socket | undefined;
const feed = createServer((s) => {
  feedSocket = s;
  s.on('error', () => undefined);
});
await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
await app.ingest.supervisor.run({
  id: 1,
  name: 'bench',
  kind: 'tcp-client',
  host: '127.0.0.1',
  port: (feed.address() as AddressInfo).port,
  path: null,
  speed: null,
  vessels: null,
  checksum: 'required',
  allow: [],
  satellite: false,
  district: null,
  parentId: null,
  enabled: true,
});
while (!feedSocket) await new Promise((r) => setTimeout(r, 10));
const rssEmpty = process.memoryUsage().rss;

// The clients watching all of Indonesia, in a thread of their own.
const clock = () => performance.timeOrigin + performance.now();
const clients = new Worker(new URL('./live-clients.worker.ts', import.meta.url), {
  workerData: { url: base, cookies, base: 525_000_000 },
});
await new Promise((r) => clients.once('message', r));

// The sentences, made before the clock starts: 20 moves of a 5,000-vessel fleet.
const FLEET = 5_000;
const STEPS = 20;
const made: string[][] = Array.from({ length: STEPS }, (_, s) =>
  Array.from({ length: FLEET }, (_, i) => sentence(i, s)),
);

// Baseline: socket → live picture, probed on one vessel of each write. The feeder keeps to
// the rate by the clock: each turn it writes every sentence due by now, so a turn that ran
// late (the server shares this thread) is made up in the next, not lost.
const pictureLatencies: number[] = [];
let written = 0;
const start = performance.now();
for (;;) {
  const elapsed = performance.now() - start;
  if (elapsed >= SECONDS * 1000) break;
  const due = Math.min(Math.floor((elapsed / 1000) * RATE) - written, RATE / 10);
  if (due > 0) {
    const t = clock();
    const lines: string[] = [];
    const sent: [number, number, number][] = [];
    for (let k = written; k < written + due; k++) {
      const i = k % FLEET;
      const step = Math.floor(k / FLEET) % STEPS;
      lines.push((made[step] as string[])[i] as string);
      sent.push([525_000_000 + i, step, t]);
    }
    clients.postMessage({ sent });
    const probe = (sent[0] as [number, number, number])[0];
    const before = app.live.picture.get(probe)?.positionT ?? 0;
    feedSocket.write(`${lines.join('\r\n')}\r\n`);
    written += due;
    await new Promise((r) => setImmediate(r));
    if ((app.live.picture.get(probe)?.positionT ?? 0) > before) pictureLatencies.push(clock() - t);
  }
  await new Promise((r) => setTimeout(r, 5));
}
await new Promise((r) => setTimeout(r, Math.max(Number(TICK), Number(BATCH)) * 3));
clients.postMessage({ report: true });
const { latencies } = await new Promise<{ latencies: number[] }>((resolve) =>
  clients.on(
    'message',
    (m: { latencies?: number[] }) => m.latencies && resolve({ latencies: m.latencies }),
  ),
);
await clients.terminate();
latencies.sort((a, b) => a - b);
pictureLatencies.sort((a, b) => a - b);
const achieved = written / SECONDS;
out(
  `load: ${CLIENTS} WebSocket clients, ${Math.round(achieved).toLocaleString('en-US')} messages/s for ${SECONDS} s, push batch ${BATCH} ms, tick ${TICK} ms (the defaults unless BENCH_BATCH_MS / BENCH_TICK_MS)`,
);
out(
  `baseline  socket → live picture            p50 ${pct(pictureLatencies, 50).toFixed(1)} ms  p99 ${pct(pictureLatencies, 99).toFixed(1)} ms`,
);
out(
  `ours      socket → delta at every client   p50 ${pct(latencies, 50).toFixed(1)} ms  p90 ${pct(latencies, 90).toFixed(1)} ms  p99 ${pct(latencies, 99).toFixed(1)} ms  max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms  (${latencies.length.toLocaleString('en-US')} deliveries; bar p99 250 ms: ${pct(latencies, 99) <= 250 ? 'met' : 'NOT met'})`,
);

// Memory with 200,000 live vessels.
for (let i = 0; i < BIG; i += 2000) {
  const lines: string[] = [];
  for (let k = i; k < Math.min(BIG, i + 2000); k++) lines.push(sentence(k + 10_000, 1));
  feedSocket.write(`${lines.join('\r\n')}\r\n`);
  await new Promise((r) => setTimeout(r, 5));
}
while (app.live.picture.size < Math.min(BIG, 0.99 * BIG) + 0)
  await new Promise((r) => setTimeout(r, 50));
await app.history.writer.flush();
(globalThis as { gc?: () => void }).gc?.();
const rssFull = process.memoryUsage().rss;
out(
  `memory    ${app.live.picture.size.toLocaleString('en-US')} live vessels: RSS ${(rssFull / 1e6).toFixed(0)} MB, beside ${(rssEmpty / 1e6).toFixed(0)} MB before any vessel (bar 1 GB: ${rssFull <= 1e9 ? 'met' : 'NOT met'})`,
);

await app.close();
feed.close();
await store.dispose();
rmSync(dataDir, { recursive: true, force: true });

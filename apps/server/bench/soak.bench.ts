/**
 * Memory over a shift (issue #30 point 7): the server as `npm start` runs it (one process,
 * SQLite, every sink on the hub) fed BENCH_RATE messages/s (10,000) of the simulator's
 * national picture (BENCH_VESSELS, 110,000: about 10,000 sentences a simulated second) over
 * TCP, with BENCH_CLIENTS (100) live clients, each its own session, watching Indonesia, for
 * BENCH_MINUTES (30). Printed each minute: the server's RSS (from /proc) with its JavaScript heap
 * in use and the memory outside the heap (from /metrics), the messages it
 * took, the alerts open (situations the engine holds), the frames the clients got. At the end: the RSS rise after the first 5 minutes
 * (bar: 5 %), beside the RSS at minute 5 of the same run (the baseline).
 *
 *   node bench/soak.bench.ts
 */
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import { Simulator } from '@pantau/sim';
import { CLUSTER_PASSWORD, sleep, wholeServer } from '@pantau/server/testing/cluster.ts';

const RATE = Number(process.env.BENCH_RATE ?? 10_000);
const VESSELS = Number(process.env.BENCH_VESSELS ?? 110_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 30);
const WARM_MINUTES = Math.min(5, Math.max(1, Math.floor(MINUTES / 3)));
const out = (s: string) => process.stdout.write(`${s}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

let feedSocket: Socket | undefined;
const feed = createServer((s) => {
  feedSocket = s;
  s.on('error', () => undefined);
});
await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
const { cluster, base, stop } = await wholeServer((feed.address() as AddressInfo).port, {
  PANTAU_LOGIN_RATE_MAX: String(CLIENTS * 2),
});
const pid = cluster.node('server').child.pid ?? 0;
/** The alert types with most open situations, as `type n, …`. */
const openByType = async () => {
  const text = await (await fetch(`${cluster.node('server').base}/metrics`)).text();
  return [...text.matchAll(/^pantau_alerts_open\{type="([^"]+)"\} (\S+)$/gm)]
    .map((m) => [m[1], Number(m[2])] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([type, n]) => `${type} ${fmt(n)}`)
    .join(', ');
};
const rssMb = () => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
};

try {
  while (!feedSocket) await sleep(10);
  const socket = feedSocket;

  // The clients: a session each, signed in as a browser does.
  const cookies: string[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const r = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: CLUSTER_PASSWORD }),
    });
    const cookie = r.headers.get('set-cookie')?.split(';')[0];
    if (!r.ok || !cookie) throw new Error(`login ${c}: HTTP ${r.status}`);
    cookies.push(cookie);
  }
  const clients = new Worker(new URL('./soak-clients.worker.ts', import.meta.url), {
    workerData: { url: `${base.replace('http', 'ws')}/api/live`, cookies },
  });
  const report = () =>
    new Promise<{ frames: number; bytes: number; open: number; closed: number }>((resolve) => {
      clients.once('message', resolve);
      clients.postMessage('report');
    });

  // The feed, kept to the rate by the clock; the simulator ticks a second whenever its lines
  // run out (at 110,000 vessels about as fast as the wall clock).
  const sim = new Simulator({ vessels: VESSELS, start: Date.now() });
  let simT = Date.now();
  let pending: string[] = [];
  let written = 0;
  const start = performance.now();
  const rssAt: number[] = [];
  out(
    `soak: ${fmt(RATE)} messages/s of ${fmt(VESSELS)} vessels, ${CLIENTS} live clients, ${MINUTES} min`,
  );
  out(`RSS before the feed: ${rssMb().toFixed(0)} MB`);
  for (let minute = 1; minute <= MINUTES; minute++) {
    while (performance.now() - start < minute * 60_000) {
      const due = Math.floor(((performance.now() - start) / 1000) * RATE) - written;
      if (due > 0) {
        const lines: string[] = [];
        while (lines.length < due) {
          if (pending.length === 0) {
            simT += 1000;
            pending = sim.tick(simT);
          }
          const take = pending.splice(0, due - lines.length);
          for (const l of take) lines.push(l);
        }
        socket.write(`${lines.join('\r\n')}\r\n`);
        written += lines.length;
      }
      await sleep(50);
    }
    const taken = await cluster.metric('server', 'pantau_ingest_messages_total');
    const memory = async (kind: string) =>
      (await cluster.metric('server', `pantau_process_memory_bytes{kind="${kind}"}`)) / 2 ** 20;
    const heap = await memory('heap_used');
    const heapTotal = await memory('heap_total');
    const external = await memory('external');
    const threadsHeap = await memory('threads_heap_total');
    const alertsOpen = await cluster.metric('server', 'pantau_alerts_open');
    const byType = await openByType();
    const r = await report();
    const rss = rssMb();
    rssAt.push(rss);
    out(
      `minute ${String(minute).padStart(2)}: RSS ${rss.toFixed(0)} MB (JS heap ${heap.toFixed(0)} MB in use of ${heapTotal.toFixed(0)} MB, ` +
        `outside it ${external.toFixed(0)} MB; writer threads' heaps ${threadsHeap.toFixed(0)} MB), ${fmt(alertsOpen)} alerts open (${byType}), ${fmt(taken)} messages taken ` +
        `(${fmt(written)} written), clients ${r.open - r.closed}/${CLIENTS} open, ${fmt(r.frames)} frames`,
    );
  }
  const warm = rssAt[WARM_MINUTES - 1] ?? 0;
  const end = rssAt.at(-1) ?? 0;
  const highest = Math.max(...rssAt.slice(WARM_MINUTES - 1));
  out(
    `RSS after ${WARM_MINUTES} min (baseline, same run): ${warm.toFixed(0)} MB; at the end ` +
      `${end.toFixed(0)} MB, highest ${highest.toFixed(0)} MB: ` +
      `${(((end - warm) / warm) * 100).toFixed(1)} % over the baseline (bar 5 %)`,
  );
  await clients.terminate();
} finally {
  stop();
  feed.close();
}

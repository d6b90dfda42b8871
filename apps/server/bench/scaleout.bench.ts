/**
 * Scale-out throughput (issue #20, point 6): the same NMEA input over TCP through
 *
 *   1. one process on the in-memory bus (the baseline): ingest → picture → history, and
 *   2. an ingest process → NATS JetStream → an `api,history` process: its picture, and its
 *      durable history consumer,
 *
 * both storing in PostgreSQL, in the same run. Each figure is messages per second from the
 * first byte to the moment the counter at `/metrics` stopped moving. Then the push latency
 * at 100 WebSocket clients (`live-clients.worker.ts`) with 10,000 messages/s written to the
 * ingest's TCP socket by the clock: a sentence written → the delta carrying it at each
 * client, on the single process and on an API process fed through NATS. Needs the local
 * NATS and PostgreSQL (PANTAU_TEST_NATS_URL, PANTAU_TEST_PG_URL); says so and stops
 * otherwise.
 *
 *   npm run bench:scaleout -w apps/server
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { decodeLines, encodeSentences, type AisMessage } from '@pantau/ais';
import { Cluster, sleep } from '@pantau/server/testing/cluster.ts';
import { postgresReachable, TEST_PG_URL } from '@pantau/server/testing/databases.ts';
import { sharedFile } from '@pantau/server/testing/shared-data.ts';
import { NatsBus } from '@pantau/server/testing/stages.ts';

const TARGET = Number(process.env.BENCH_SCALEOUT_SENTENCES ?? 200_000);
const NATS_URL = process.env.PANTAU_TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
const out = (s: string) => process.stdout.write(`${s}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const file = sharedFile('ais/gpsd-aishub/ais-nmea-sample.log');
if (!file) process.exit(0);
const natsUp = await NatsBus.connect(NATS_URL).then(
  async (b) => (await b.close(), true),
  () => false,
);
if (!natsUp || !(await postgresReachable())) {
  out(`scale-out bench SKIPPED: NATS (${NATS_URL}) or PostgreSQL not reachable`);
  process.exit(0);
}

const { messages } = decodeLines(readFileSync(file, 'latin1'));
const lines: string[] = [];
for (let rep = 0, n = 0; lines.length < TARGET; rep++) {
  for (const m of messages) {
    const shifted: AisMessage = {
      ...m,
      mmsi: 200_000_000 + ((m.mmsi + rep * 7_919) % 575_000_000),
    };
    const r = encodeSentences(shifted, { seqId: n++ % 10 });
    if (r.ok) lines.push(...r.value);
  }
}
const bytes = Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
out(`input: ${fmt(lines.length)} sentences (${(bytes.length / 1e6).toFixed(1)} MB)`);

/** A feed the ingest process connects to; it sends the whole input once, at full speed. */
async function feed(): Promise<{ server: Server; port: number; startedAt: () => number }> {
  let started = 0;
  const server = createServer((socket) => {
    if (started) return void socket.destroy();
    started = performance.now();
    socket.end(bytes);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port, startedAt: () => started };
}

async function metric(base: string, name: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) {
      sum += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return sum;
}

/** When the counter last moved (ms since the feed started), once it held still for 3 s. */
async function settled(base: string, name: string, startedAt: () => number) {
  let last = -1;
  let at = 0;
  let still = performance.now();
  for (;;) {
    const v = await metric(base, name).catch(() => last);
    const t = performance.now();
    if (v !== last) {
      last = v;
      at = t;
      still = t;
    } else if (startedAt() > 0 && v > 0 && t - still > 3000) {
      return { value: v, ms: at - startedAt() };
    }
    await sleep(50);
  }
}

const row = (what: string, r: { value: number; ms: number }) =>
  out(
    `${what.padEnd(44)} ${fmt(r.value).padStart(9)} in ${(r.ms / 1000).toFixed(2)} s  ${fmt((r.value * 1000) / r.ms).padStart(8)} /s`,
  );

async function run(label: string, roles: [name: string, roles: string][], bus: string) {
  const cluster = new Cluster(TEST_PG_URL, bus === 'memory' ? 'memory' : NATS_URL);
  const f = await feed();
  try {
    await cluster.createDatabase();
    const source = [{ name: 'bench', kind: 'tcp-client', host: '127.0.0.1', port: f.port }];
    for (const [name, r] of roles) {
      await cluster.start(name, r, {
        PANTAU_BUS: bus === 'memory' ? 'memory' : NATS_URL,
        ...(r.includes('ingest') ? { PANTAU_SOURCES: JSON.stringify(source) } : {}),
      });
      await cluster.healthy(name, 60_000);
    }
    out(`\n${label}`);
    const ingest = cluster.node(roles[0]?.[0] ?? '').base;
    const last = cluster.node(roles.at(-1)?.[0] ?? '').base;
    const [ing, picture, history] = await Promise.all([
      settled(ingest, 'pantau_ingest_messages_total', f.startedAt),
      bus === 'memory'
        ? Promise.resolve(undefined)
        : settled(last, 'pantau_stream_events_total', f.startedAt),
      settled(last, 'pantau_history_positions_written_total', f.startedAt),
    ]);
    row('ingest: messages decoded', ing);
    if (picture) row('→ JetStream → API picture: events', picture);
    row(
      bus === 'memory'
        ? '→ history (hub sink): positions'
        : '→ JetStream → history consumer: positions',
      history,
    );
  } finally {
    f.server.close();
    await cluster.dispose();
  }
}

await run(
  'single process, PANTAU_BUS=memory (baseline)',
  [['all', 'ingest,api,history']],
  'memory',
);
await run(
  'ingest process → JetStream → api,history process',
  [
    ['ingest', 'ingest'],
    ['api', 'api,history'],
  ],
  'nats',
);

// Push latency at 100 clients: the single process beside an API process fed through NATS.
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const RATE = Number(process.env.BENCH_RATE ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const FLEET = 5_000;
/** Steps of the fleet made in advance; a sentence is never repeated within the run. */
const STEPS = Math.min(31, Math.ceil((SECONDS * RATE) / FLEET) + 1);
const MMSI0 = 525_000_000;
const clock = () => performance.timeOrigin + performance.now();
const pct = (a: number[], p: number) =>
  a[Math.min(a.length - 1, Math.floor((a.length * p) / 100))] ?? NaN;

/** Vessel i at step s, as `live-clients.worker.ts` reads it back (lon gives the step). */
function sentence(i: number, step: number): string {
  const r = encodeSentences({
    type: 1,
    repeat: 0,
    mmsi: MMSI0 + i,
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
const made: string[][] = Array.from({ length: STEPS }, (_, s) =>
  Array.from({ length: FLEET }, (_, i) => sentence(i, s)),
);

/** The server's own p99 bound from its push-latency histogram at /metrics (ms). */
async function serverP99(base: string): Promise<string> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const buckets: [number, number][] = [];
  for (const line of text.split('\n')) {
    const m = /^pantau_live_push_latency_seconds_bucket\{le="([^"]+)"\} (\S+)$/.exec(line);
    if (m) buckets.push([m[1] === '+Inf' ? Infinity : Number(m[1]) * 1000, Number(m[2])]);
  }
  const total = buckets.at(-1)?.[1] ?? 0;
  const hit = buckets.find(([, c]) => c >= 0.99 * total);
  return hit ? `≤ ${hit[0]} ms` : 'n/a';
}

async function latencyRun(label: string, roles: [name: string, roles: string][], bus: string) {
  const cluster = new Cluster(TEST_PG_URL, bus === 'memory' ? 'memory' : NATS_URL);
  let socket: Socket | undefined;
  const feedServer = createServer((s) => {
    socket = s;
    s.on('error', () => undefined);
  });
  await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r));
  const port = (feedServer.address() as AddressInfo).port;
  try {
    await cluster.createDatabase();
    const source = [{ name: 'bench', kind: 'tcp-client', host: '127.0.0.1', port }];
    for (const [name, r] of roles) {
      await cluster.start(name, r, {
        PANTAU_BUS: bus === 'memory' ? 'memory' : NATS_URL,
        PANTAU_LIVE_MAX_PER_SESSION: String(CLIENTS + 10),
        ...(r.includes('ingest') ? { PANTAU_SOURCES: JSON.stringify(source) } : {}),
      });
      await cluster.healthy(name, 60_000);
    }
    while (!socket) await sleep(10);
    const feed = socket;
    const api = roles.at(-1)?.[0] ?? '';
    const cookie = await cluster.login(api);
    const clients = new Worker(new URL('./live-clients.worker.ts', import.meta.url), {
      workerData: {
        url: `${cluster.node(api).base.replace('http', 'ws')}/api/live`,
        cookie,
        clients: CLIENTS,
        base: MMSI0,
      },
    });
    await new Promise((r) => clients.once('message', r));
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
          sent.push([MMSI0 + i, step, t]);
        }
        clients.postMessage({ sent });
        feed.write(`${lines.join('\r\n')}\r\n`);
        written += due;
      }
      await sleep(5);
    }
    await sleep(3000);
    clients.postMessage({ report: true });
    const { latencies } = await new Promise<{ latencies: number[] }>((resolve) =>
      clients.on(
        'message',
        (m: { latencies?: number[] }) => m.latencies && resolve({ latencies: m.latencies }),
      ),
    );
    await clients.terminate();
    latencies.sort((a, b) => a - b);
    const p99 = pct(latencies, 99);
    out(
      `${label.padEnd(44)} p50 ${pct(latencies, 50).toFixed(0).padStart(5)} ms  p99 ${p99.toFixed(0).padStart(5)} ms  max ${(latencies.at(-1) ?? NaN).toFixed(0).padStart(5)} ms  (${fmt(latencies.length)} deliveries at ${fmt(written / SECONDS)}/s; server histogram p99 ${await serverP99(cluster.node(api).base)}; bar 250 ms: ${p99 <= 250 ? 'met' : 'NOT met'})`,
    );
  } finally {
    feedServer.close();
    socket?.destroy();
    await cluster.dispose();
  }
}

out(
  `\npush latency, ${CLIENTS} WebSocket clients, ${fmt(RATE)} messages/s for ${SECONDS} s: sentence written → delta at every client`,
);
await latencyRun(
  'single process, PANTAU_BUS=memory (baseline)',
  [['all', 'ingest,api,history']],
  'memory',
);
await latencyRun(
  'ingest process → JetStream → api process',
  [
    ['ingest', 'ingest'],
    ['api', 'api'],
  ],
  'nats',
);

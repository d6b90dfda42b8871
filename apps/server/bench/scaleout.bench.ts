/**
 * Scale-out throughput (issue #20, point 6): the same NMEA input over TCP through
 *
 *   1. one process on the in-memory bus (the baseline): ingest → picture → history, and
 *   2. an ingest process → NATS JetStream → an `api,history` process: its picture, and its
 *      durable history consumer,
 *
 * both storing in PostgreSQL, in the same run. Each figure is messages per second from the
 * first byte to the moment the counter at `/metrics` stopped moving. Needs the local NATS
 * and PostgreSQL (PANTAU_TEST_NATS_URL, PANTAU_TEST_PG_URL); says so and stops otherwise.
 *
 *   npm run bench:scaleout -w apps/server
 */
import { createServer, type AddressInfo, type Server } from 'node:net';
import { readFileSync } from 'node:fs';
import { decodeLines, encodeSentences, type AisMessage } from '@pantau/ais';
import { NatsBus } from '../src/bus/bus.ts';
import { Cluster, sleep } from '../src/testing/cluster.ts';
import { postgresReachable, TEST_PG_URL } from '../src/testing/databases.ts';
import { sharedFile } from '../src/testing/shared-data.ts';

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

/**
 * The group chat on the live socket (issue #36 point 7): from a member's `chat-send` to the
 * line on every other member's socket, with BENCH_MEMBERS (default 200) members online in one
 * group, BENCH_RATE (default 10) messages a second for BENCH_SECONDS (default 30), while the
 * whole server runs: the built-in simulator's BENCH_VESSELS (default 20,000) vessels, every
 * sink, SQLite on disk, and each member's socket also watching a harbour's live picture and
 * telling its receipts (delivered and read) as a browser with the group open does.
 *
 * The baseline, in the same run: a plain `ws` server on the same machine that hands each line
 * to the same number of sockets, storing and checking nothing (what the socket alone costs).
 * Printed for both: p50, p95, p99 and max of send-to-arrival over every member's copy.
 *
 *   node bench/chat.bench.ts   (in npm run bench -w apps/server)
 */
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { buildTestApp, caller, sessionFor } from '@pantau/server/testing/app.ts';
import { sqliteTestStore } from '@pantau/server/testing/databases.ts';

const out = (s: string) => process.stdout.write(`${s}\n`);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const VESSELS = Number(process.env.BENCH_VESSELS ?? 20_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function summary(name: string, latencies: number[], expected: number): string {
  const s = [...latencies].sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(1)} ms`;
  return `${name.padEnd(34)} p50 ${f(percentile(s, 50))}  p95 ${f(percentile(s, 95))}  p99 ${f(
    percentile(s, 99),
  )}  max ${f(s.at(-1) ?? NaN)}  (${s.length} of ${expected} copies)`;
}

function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Sends RATE lines a second for SECONDS from `send`; each one's send time by its id. */
async function drive(send: (id: string) => void, sentAt: Map<string, number>): Promise<number> {
  const total = RATE * SECONDS;
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const id = `bench-${String(i).padStart(8, '0')}`;
    sentAt.set(id, performance.now());
    send(id);
  }
  await sleep(2000);
  return total;
}

// --- The baseline: a plain socket fan-out -----------------------------------------------
async function baseline(): Promise<string> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      for (const c of wss.clients) if (c !== ws) c.send((data as Buffer).toString('utf8'));
    });
  });
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const sender = await open(url);
  const members = await Promise.all(Array.from({ length: MEMBERS - 1 }, () => open(url)));
  for (const m of members) {
    m.on('message', (data) => {
      const id = (JSON.parse((data as Buffer).toString('utf8')) as { id: string }).id;
      const at = sentAt.get(id);
      if (at !== undefined) latencies.push(performance.now() - at);
    });
  }
  const total = await drive((id) => sender.send(JSON.stringify({ id, text: 'x' })), sentAt);
  for (const ws of [sender, ...members]) ws.close();
  wss.close();
  return summary('plain socket fan-out (baseline)', latencies, total * (MEMBERS - 1));
}

// --- The chat through the whole server ------------------------------------------------------
async function chat(): Promise<string> {
  const store = await sqliteTestStore();
  const { app, config } = await buildTestApp(store, {
    PANTAU_SIMULATOR: 'auto',
    PANTAU_SIM_VESSELS: String(VESSELS),
    PANTAU_RULE_PACE_MS: '2000',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/live`;
  const call = caller(app);
  const cookies: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    cookies.push(await sessionFor(store, config, i === 0 ? 'admin' : 'lps', `member${i}`));
  }
  const made = await call('POST', '/api/chat/groups', cookies[0], {
    name: 'Bench',
    usernames: Array.from({ length: MEMBERS - 1 }, (_, i) => `member${i + 1}`),
  });
  const groupId = made.json<{ id: number }>().id;

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  const timers: NodeJS.Timeout[] = [];
  let receiptMessages = 0;
  for (const [i, cookie] of cookies.entries()) {
    const ws = await open(base, { cookie });
    ws.send(JSON.stringify({ type: 'watch-chat', on: true }));
    // Online as an officer is: watching a harbour's live picture too.
    ws.send(JSON.stringify({ type: 'subscribe', bbox: [106.6, -6.3, 107.2, -5.8], zoom: 11 }));
    if (i > 0) {
      // As the browser does with the group open: delivered and read up to the newest line,
      // told at most every 500 ms.
      let newest = 0;
      let told = 0;
      timers.push(
        setInterval(() => {
          if (newest === told) return;
          told = newest;
          ws.send(
            JSON.stringify({ type: 'chat-receipt', groupId, delivered: newest, read: newest }),
          );
        }, 500),
      );
      ws.on('message', (data, binary) => {
        if (binary) return;
        const m = JSON.parse((data as Buffer).toString('utf8')) as {
          type: string;
          message?: { id: number; clientId: string | null };
        };
        if (m.type !== 'chat-message' || !m.message?.clientId) return;
        newest = Math.max(newest, m.message.id);
        const at = sentAt.get(m.message.clientId);
        if (at !== undefined) latencies.push(performance.now() - at);
      });
    } else {
      ws.on('message', (data, binary) => {
        if (!binary && (data as Buffer).toString('utf8').startsWith('{"type":"chat-receipts"')) {
          receiptMessages++;
        }
      });
    }
    sockets.push(ws);
  }
  // The simulator's picture fills before the clock starts.
  await sleep(5000);
  const sources = (await call('GET', '/api/sources', cookies[0])).json<{
    sources: { name: string; vessels: number }[];
  }>().sources;
  out(`  the picture: ${sources.map((x) => `${x.name} ${x.vessels} vessels`).join(', ')}`);
  const sender = sockets[0]!;
  const total = await drive(
    (id) =>
      sender.send(
        JSON.stringify({ type: 'chat-send', groupId, clientId: id, text: `Position report ${id}` }),
      ),
    sentAt,
  );
  for (const t of timers) clearInterval(t);
  for (const ws of sockets) ws.close();
  out(
    `  the sender's socket heard ${(receiptMessages / SECONDS).toFixed(1)} receipt messages a second`,
  );
  await app.close();
  await store.dispose();
  return summary(`chat, whole server, ${VESSELS} vessels`, latencies, total * (MEMBERS - 1));
}

out(
  `chat bench: ${MEMBERS} members online in one group, ${RATE} messages/s for ${SECONDS} s; send to arrival at every other member`,
);
out(await baseline());
out(await chat());
out('bar (issue #36): chat p95 ≤ 1,000 ms');
process.exit(0);

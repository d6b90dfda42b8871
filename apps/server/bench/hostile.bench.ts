/**
 * Hostile input at full size (issue "Hardening", point 8): the real server as a child process
 * (`src/main.ts`, SQLite in a temp folder), fed 20,000 simulated vessels over TCP, then three
 * attacks, each over loopback only, bounded in count and time:
 *
 *   1. 1,000 connections to an AIS tcp-listen port, each sending unfinished multi-part
 *      messages, then idling;
 *   2. 500 live sockets of one visitor, subscribed to the national view, never reading;
 *   3. 30 wrong passwords for one account from rotating X-Forwarded-For addresses, then the
 *      right one.
 *
 * Each prints the server's RSS and the latency of GET /api/health beside the idle baseline
 * measured in the same run, and what the limits did. Black box: only the HTTP API, the live
 * socket and the listener port, so it measures what a deployment would see.
 *
 *   npm run bench:hostile -w apps/server
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSimulatorServer } from '@pantau/sim';
import WebSocket from 'ws';
import { freePort } from '@pantau/server/testing/free-port.ts';

const out = (s: string) => process.stdout.write(`${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const VESSELS = Number(process.env.BENCH_HOSTILE_VESSELS ?? 20_000);
const LISTENER_CONNECTIONS = Number(process.env.BENCH_HOSTILE_CONNECTIONS ?? 1000);
const PAUSED_SOCKETS = Number(process.env.BENCH_HOSTILE_SOCKETS ?? 500);
const FORGED_LOGINS = 30;
const PASSWORD = 'bench-hostile-Admin-2026';

function rssMb(child: ChildProcess): number {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return kb / 1024;
  } catch {
    return Number.NaN; // the process is gone
  }
}

async function healthLatency(
  base: string,
  n = 40,
): Promise<{ p50: number; p99: number; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    try {
      const r = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
      await r.arrayBuffer();
      if (!r.ok) failed++;
    } catch {
      failed++;
    }
    times.push(performance.now() - t0);
    await sleep(25);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), failed };
}

async function login(base: string, username: string, password: string, forwardedFor?: string) {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
  const cookie = r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: r.status, cookie };
}

async function api(base: string, cookie: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: base },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return r.json();
}

const rows: string[][] = [];
function row(
  scenario: string,
  rss: number,
  h: { p50: number; p99: number; failed: number },
  what: string,
) {
  rows.push([
    scenario,
    Number.isFinite(rss) ? `${rss.toFixed(0)} MB` : 'DOWN',
    `${h.p50.toFixed(1)} / ${h.p99.toFixed(1)} ms${h.failed ? ` (${h.failed} failed)` : ''}`,
    what,
  ]);
}

// --- the server -----------------------------------------------------------------------
const dir = mkdtempSync(join(tmpdir(), 'pantau-hostile-'));
const sim = await startSimulatorServer({ port: 0, vessels: VESSELS });
const httpPort = await freePort();
const listenPort = await freePort();
const base = `http://127.0.0.1:${httpPort}`;
const server = spawn(process.execPath, [resolve(import.meta.dirname, '../src/main.ts')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(httpPort),
    HOST: '127.0.0.1',
    PANTAU_DATA_DIR: dir,
    PANTAU_ADMIN_PASSWORD: PASSWORD,
    PANTAU_SIMULATOR: 'off',
    PANTAU_LOG_LEVEL: 'error',
    PANTAU_SOURCES: JSON.stringify([
      { name: 'sim', kind: 'tcp-client', host: '127.0.0.1', port: sim.port },
      { name: 'open-port', kind: 'tcp-listen', host: '127.0.0.1', port: listenPort },
    ]),
  },
});
let exited = false;
server.on('exit', () => (exited = true));

try {
  for (let i = 0; i < 600 && !exited; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await sleep(100);
    }
  }
  if (exited) throw new Error('the server exited before it answered /api/health');
  const admin = await login(base, 'admin', PASSWORD);
  await api(base, admin.cookie, 'POST', '/api/users', {
    firstName: 'Bench',
    lastName: 'Visitor',
    username: 'benchvisitor',
    password: 'Visitor-bench-2026',
    role: 'visitor',
    center: [117.1, -0.9],
    zoom: 6,
  });
  // Let the picture fill.
  for (let i = 0; i < 60; i++) {
    const h = (await api(base, admin.cookie, 'GET', '/api/vessels?bbox=90,-15,145,10&limit=1')) as {
      total?: number;
    };
    if ((h.total ?? 0) >= VESSELS * 0.9) break;
    await sleep(1000);
  }
  out(`server pid ${server.pid}, ${VESSELS.toLocaleString('en-US')} simulated vessels`);

  // --- idle baseline ---
  row('idle (baseline)', rssMb(server), await healthLatency(base), '-');

  // --- 1. listener connections ---
  {
    const sockets: Socket[] = [];
    let refused = 0;
    let closedByServer = 0;
    const fragment = (k: number) => `!AIVDM,2,1,${k % 10},A,${'5'.repeat(60)},0*00\r\n`.repeat(50);
    for (let i = 0; i < LISTENER_CONNECTIONS; i++) {
      const s = connect(listenPort, '127.0.0.1');
      s.on('error', () => void refused++);
      s.on('close', () => void closedByServer++);
      s.on('connect', () => s.write(fragment(i)));
      sockets.push(s);
      if (i % 50 === 49) await sleep(20);
    }
    await sleep(3000);
    const h = await healthLatency(base);
    row(
      `${LISTENER_CONNECTIONS} listener connections`,
      rssMb(server),
      h,
      `${closedByServer} closed by the server (${refused} with an error)`,
    );
    for (const s of sockets) s.destroy();
    await sleep(1000);
  }

  // --- 2. paused live sockets ---
  {
    const visitor = await login(base, 'benchvisitor', 'Visitor-bench-2026');
    const sockets: WebSocket[] = [];
    let refused = 0;
    let closed = 0;
    for (let i = 0; i < PAUSED_SOCKETS; i++) {
      const ws = new WebSocket(`ws://127.0.0.1:${httpPort}/api/live`, {
        headers: { cookie: visitor.cookie, origin: base },
      });
      ws.on('error', () => void refused++);
      ws.on('close', () => void closed++);
      ws.on('open', () => {
        ws.send(JSON.stringify({ type: 'subscribe', bbox: [90, -15, 145, 10], zoom: 5 }));
        // Never read: the kernel buffers fill and the server must not queue for us.
        (ws as unknown as { _socket: Socket })._socket.pause();
      });
      sockets.push(ws);
      if (i % 50 === 49) await sleep(50);
    }
    await sleep(8000);
    const h = await healthLatency(base);
    row(
      `${PAUSED_SOCKETS} paused live sockets`,
      rssMb(server),
      h,
      `${closed} closed by the server (${refused} refused)`,
    );
    for (const ws of sockets) ws.terminate();
    await sleep(1000);
  }

  // --- 3. forged-address logins ---
  {
    const statuses = new Map<number, number>();
    for (let i = 0; i < FORGED_LOGINS; i++) {
      const r = await login(base, 'admin', `wrong-${i}`, `203.0.113.${i + 1}`);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
    const right = await login(base, 'admin', PASSWORD, '198.51.100.7');
    const h = await healthLatency(base, 20);
    row(
      `${FORGED_LOGINS} forged-address logins`,
      rssMb(server),
      h,
      `${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}; right password then: ${right.status}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (exited ? r(null) : server.once('exit', r)));
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
}

const widths = [0, 1, 2, 3].map((c) =>
  Math.max(
    ...[['scenario', 'RSS', 'health p50 / p99', 'limits'], ...rows].map((r) => r[c]?.length ?? 0),
  ),
);
for (const r of [['scenario', 'RSS', 'health p50 / p99', 'limits'], ...rows]) {
  out(r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  '));
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Cluster, sleep } from '../testing/cluster.ts';

/**
 * Overload (issue #30 point 2): the server as `npm start` runs it (one process, SQLite, the
 * built-in simulator, every sink on), with a national picture of 20,000 and of 50,000
 * vessels. Health keeps answering (a test that fails on an answer slower than 1 s; the
 * p99 is measured and printed), a live socket opens and gets its first frame, and SIGTERM
 * ends the process within 5 s.
 */
const WATCH_MS = 30_000;

describe.each([20_000, 50_000])('%i simulated vessels', (vessels) => {
  const dir = mkdtempSync(join(tmpdir(), 'pantau-overload-'));
  const cluster = new Cluster('postgres://unused', 'memory');
  afterAll(() => {
    for (const { node } of cluster.nodes.values()) node.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers health, opens a live socket and stops within 5 s', { timeout: 240_000 }, async () => {
    await cluster.start('server', 'ingest,api,history', {
      PANTAU_DB: `sqlite:${join(dir, 'pantau.db')}`,
      PANTAU_BUS: 'memory',
      PANTAU_SIMULATOR: 'auto',
      PANTAU_SIM_VESSELS: String(vessels),
    });
    await cluster.healthy('server', 120_000);
    const { base, child } = cluster.node('server');
    const cookie = await cluster.login('server');

    // The live socket: it opens and its first frame comes.
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/live`, { headers: { cookie } });
    const firstFrame = new Promise<number>((resolve, reject) => {
      const opened = performance.now();
      ws.once('open', () =>
        ws.send(JSON.stringify({ type: 'subscribe', bbox: [90, -15, 145, 10], zoom: 5 })),
      );
      ws.once('message', () => resolve(performance.now() - opened));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });

    // Health, every 100 ms, while the simulated picture comes in.
    const times: number[] = [];
    const end = Date.now() + WATCH_MS;
    while (Date.now() < end) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await res.text();
      times.push(performance.now() - started);
      expect(res.ok).toBe(true);
      await sleep(100);
    }
    const frameMs = await firstFrame;
    ws.close();
    times.sort((a, b) => a - b);
    const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
    const max = times.at(-1) ?? 0;

    const stopping = performance.now();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    const stopMs = performance.now() - stopping;
    process.stdout.write(
      `${vessels} vessels: ${times.length} health answers, p99 ${p99.toFixed(0)} ms, ` +
        `max ${max.toFixed(0)} ms; first live frame ${frameMs.toFixed(0)} ms; stopped in ${stopMs.toFixed(0)} ms\n`,
    );
    expect(max).toBeLessThan(1000);
    expect(stopMs).toBeLessThan(5000);
    expect(child.exitCode).toBe(0);
  });
});

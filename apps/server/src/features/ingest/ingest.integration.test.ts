import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  FRAME_POSITIONS,
  FRAME_REMOVALS,
  readFrameHeader,
  readPositions,
  type LiveServerJson,
} from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Config } from '../../config.ts';
import { buildTestApp, sessionFor } from '../../testing/app.ts';
import { SNAPSHOT_CHUNK } from '../live/push.ts';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';
import { sharedFile } from '../../testing/shared-data.ts';

const capture = sharedFile('ais/gpsd-aishub/ais-nmea-sample.log');

async function until(
  p: () => boolean | Promise<boolean>,
  ms = 30_000,
  what = 'condition',
): Promise<void> {
  const start = Date.now();
  while (!(await p())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A feed server sending the capture with malformed lines mixed in; it drops the first client halfway. */
function feedServer(lines: string[]): { server: Server; connections: () => number } {
  let connections = 0;
  const half = Math.floor(lines.length / 2);
  const server = createServer((socket: Socket) => {
    connections++;
    const part = connections === 1 ? lines.slice(0, half) : lines.slice(half);
    const garbage = [
      '!AIVDM,1,1,,A,broken*00',
      'not nmea at all',
      '!AIVDM,1,1,,B,13HOI:0P0000VOHLCnHQKwvL05Ip,0*FF',
      '\u0000\u0001\u0002',
    ];
    const text =
      part
        .map((l, i) => (i % 1000 === 0 ? `${garbage[i % garbage.length]}\r\n${l}` : l))
        .join('\r\n') + '\r\n';
    socket.write(text, () => {
      if (connections === 1) socket.destroy();
    });
    socket.on('error', () => undefined);
  });
  return { server, connections: () => connections };
}

describe.runIf(capture)('a real TCP feed through the whole pipeline to a WebSocket client', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let config: Config;
  let cookie: string;
  let feed: ReturnType<typeof feedServer>;
  let base: string;
  const lines = capture
    ? readFileSync(capture, 'latin1')
        .split(/\r?\n/)
        .filter((l) => l.startsWith('!'))
    : [];

  beforeAll(async () => {
    feed = feedServer(lines);
    await new Promise<void>((r) => feed.server.listen(0, '127.0.0.1', r));
    store = await sqliteTestStore();
    ({ app, config } = await buildTestApp(store, { PANTAU_LIVE_TICK_MS: '200' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    cookie = await sessionFor(store, config, 'superAdmin', 'ops');
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
    await new Promise<void>((r) => feed.server.close(() => r()));
  });

  it('ingests the feed, counts malformed lines, reconnects, and pushes to a WebSocket client', async () => {
    const port = (feed.server.address() as AddressInfo).port;
    const created = await app.inject({
      method: 'POST',
      url: '/api/sources',
      headers: { cookie },
      payload: { name: 'aishub feed', kind: 'tcp-client', host: '127.0.0.1', port },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ name: string }>().name).toBe('aishub_feed');

    const status = async () =>
      (await app.inject({ url: '/api/sources', headers: { cookie } })).json<{
        sources: {
          name: string;
          status: { messages: number; decodeErrors: number; engine: string; dataStatus: boolean };
        }[];
      }>().sources[0]?.status;

    // Both halves arrive: the source reconnected after the feed dropped it.
    await until(
      async () => ((await status())?.messages ?? 0) > 80_000,
      60_000,
      'the whole capture',
    );
    expect(feed.connections()).toBe(2);
    const s = await status();
    expect(s?.decodeErrors).toBeGreaterThan(50);
    expect(s).toMatchObject({ engine: 'connected', dataStatus: true });
    expect(app.live.picture.size).toBeGreaterThan(1000);

    // A WebSocket client subscribed to the whole world gets a snapshot, then deltas.
    const ws = new WebSocket(`ws://${base}/api/live`, { headers: { cookie } });
    const json: LiveServerJson[] = [];
    const frames: ArrayBuffer[] = [];
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary)
        frames.push(
          data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
        );
      else json.push(JSON.parse(data.toString()) as LiveServerJson);
    });
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'subscribe', bbox: [-180, -90, 180, 90], zoom: 2 }));
    // The snapshot comes in chunks of SNAPSHOT_CHUNK vessels, the first flagged as such.
    const placed = [...app.live.picture.values()].filter((v) => !Number.isNaN(v.lat)).length;
    const positions = () => frames.filter((f) => readFrameHeader(f).kind === FRAME_POSITIONS);
    const sent = () =>
      new Set(positions().flatMap((f) => [...readPositions(f, readFrameHeader(f).count).mmsi]))
        .size;
    await until(
      () => json.some((m) => m.type === 'static') && sent() >= placed,
      10_000,
      'the snapshot',
    );
    expect(json[0]).toMatchObject({ type: 'hello', simulated: false, tickMs: 200 });
    const first = frames[0] as ArrayBuffer;
    const h = readFrameHeader(first);
    expect(h).toMatchObject({ kind: FRAME_POSITIONS, snapshot: true });
    expect(h.count).toBe(Math.min(placed, SNAPSHOT_CHUNK));
    expect(h.newestT).toBeGreaterThan(0);
    const chunk = positions().find((f) =>
      readPositions(f, readFrameHeader(f).count).mmsi.includes(227006760),
    ) as ArrayBuffer;
    const cols = readPositions(chunk, readFrameHeader(chunk).count);
    const i = cols.mmsi.indexOf(227006760);
    expect(i).toBeGreaterThanOrEqual(0);
    const v = app.live.picture.get(227006760);
    expect(cols.lat[i]).toBeCloseTo(v?.lat ?? 0, 4);

    // Narrowing the view takes vessels away; a bad message gets a clear error.
    ws.send(JSON.stringify({ type: 'subscribe', bbox: [0, 40, 10, 50], zoom: 6 }));
    await until(
      () => frames.some((f) => readFrameHeader(f).kind === FRAME_REMOVALS),
      10_000,
      'removals',
    );
    ws.send(JSON.stringify({ type: 'subscribe', bbox: [0, 50, 10, 40], zoom: 6 }));
    await until(() => json.some((m) => m.type === 'error'), 10_000, 'an error');
    expect(json.find((m) => m.type === 'error')).toMatchObject({
      code: 'VALIDATION',
      field: 'bbox',
    });
    ws.terminate();

    // Every position is kept: a vessel's track comes back from the store.
    await app.history.writer.flush();
    const track = await app.inject({
      url: `/api/vessels/227006760/track?from=${Date.now() - 3_600_000}`,
      headers: { cookie },
    });
    expect(track.statusCode).toBe(200);
    expect(track.json<{ points: unknown[] }>().points.length).toBeGreaterThan(0);
  });

  it('refuses the live socket without a session', async () => {
    const ws = new WebSocket(`ws://${base}/api/live`);
    const code = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      ws.on('error', () => undefined);
      ws.on('open', () => resolve(101));
    });
    expect(code).toBe(401);
  });

  it('pushes source status on the live socket to those who may see sources', async () => {
    const feedPort = () => (feed.server.address() as AddressInfo).port;
    const open = async (who: string) => {
      const ws = new WebSocket(`ws://${base}/api/live`, { headers: { cookie: who } });
      const json: LiveServerJson[] = [];
      ws.on('message', (data: Buffer, isBinary: boolean) => {
        if (!isBinary) json.push(JSON.parse(data.toString()) as LiveServerJson);
      });
      await new Promise((r) => ws.once('open', r));
      ws.send(JSON.stringify({ type: 'watch-sources', on: true }));
      return { ws, json };
    };
    const ops = await open(cookie);
    await until(() => ops.json.some((m) => m.type === 'sources'), 10_000, 'source status');
    const first = ops.json.find((m) => m.type === 'sources');
    expect(first?.type === 'sources' && first.list.sources[0]).toMatchObject({
      name: 'aishub_feed',
      status: { engine: 'connected', engineStatus: true },
    });
    // A change reaches the watcher by the next tick; after 'off', nothing more comes.
    const id = [...app.ingest.supervisor.runtimes()][0]?.config.id;
    const rename = (name: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/sources/${id}`,
        headers: { cookie },
        payload: { name, kind: 'tcp-client', host: '127.0.0.1', port: feedPort() },
      });
    expect((await rename('aishub_feed_2')).statusCode).toBe(200);
    const named = (name: string) =>
      ops.json.some((m) => m.type === 'sources' && m.list.sources[0]?.name === name);
    await until(() => named('aishub_feed_2'), 5_000, 'the renamed source');
    ops.ws.send(JSON.stringify({ type: 'watch-sources', on: false }));
    await new Promise((r) => setTimeout(r, 300));
    expect((await rename('aishub_feed')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(named('aishub_feed_2')).toBe(true);
    expect(ops.json.filter((m) => m.type === 'sources').at(-1)).toMatchObject({
      list: { sources: [{ name: 'aishub_feed_2' }] },
    });
    ops.ws.terminate();

    const visitor = await open(await sessionFor(store, config, 'visitor', 'guest'));
    await until(() => visitor.json.some((m) => m.type === 'error'), 10_000, 'a refusal');
    expect(visitor.json.find((m) => m.type === 'error')).toMatchObject({ code: 'FORBIDDEN' });
    expect(visitor.json.some((m) => m.type === 'sources')).toBe(false);
    visitor.ws.terminate();
  });

  it('keeps the picture and the history across a restart', async () => {
    const size = app.live.picture.size;
    // The track up to now, every position of it written: the feed goes on while the app
    // closes (close writes what came since) and after the restart, so both reads end here.
    const until = Date.now();
    await app.history.writer.flush();
    const track = `/api/vessels/227006760/track?from=${until - 3_600_000}&to=${until}`;
    const before = await app.inject({ url: track, headers: { cookie } });
    await app.close();
    ({ app } = await buildTestApp(store, { PANTAU_DATA_DIR: config.dataDir }));
    expect(app.live.picture.size).toBe(size);
    const after = await app.inject({ url: track, headers: { cookie } });
    expect(after.json<{ points: unknown[] }>().points).toEqual(
      before.json<{ points: unknown[] }>().points,
    );
    expect(before.json<{ points: unknown[] }>().points.length).toBeGreaterThan(0);
    // The source is still configured and running again.
    const list = await app.inject({ url: '/api/sources', headers: { cookie } });
    expect(list.json<{ sources: { name: string }[] }>().sources.map((x) => x.name)).toEqual([
      'aishub_feed',
    ]);
  });
});

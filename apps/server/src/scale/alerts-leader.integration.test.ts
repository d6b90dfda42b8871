import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Cluster, NATS_URL, natsReachable, sleep, until } from '../testing/cluster.ts';
import { postgresReachable, TEST_PG_URL } from '../testing/databases.ts';
import { positionLines, staticLines } from '../testing/nmea-lines.ts';

const available = (await natsReachable()) && (await postgresReachable());

/** A class A cargo ship under way in the Java Sea whose static report has no IMO number. */
function shipWithoutImo(mmsi: number, lon: number): string[] {
  return [
    ...positionLines(mmsi, [lon, -4.6], 9),
    ...staticLines(mmsi, `KM NOIMO ${mmsi % 1000}`, `YN${mmsi % 1000}`, 0),
  ];
}

/** A base station repeating its lines every 300 ms to whoever connects. */
class LineFeed {
  readonly lines: string[] = [];
  readonly #sockets = new Set<Socket>();
  readonly #server: Server = createServer((socket) => {
    this.#sockets.add(socket);
    const timer = setInterval(() => socket.write(`${this.lines.join('\r\n')}\r\n`), 300);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      this.#sockets.delete(socket);
    });
  });

  async listen(): Promise<number> {
    await new Promise<void>((r) => this.#server.listen(0, '127.0.0.1', r));
    return (this.#server.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    for (const s of this.#sockets) s.destroy();
    await new Promise((r) => this.#server.close(r));
  }
}

/** A browser's `watch-alerts` subscription: the MMSIs of the alerts pushed to it. */
function watchAlerts(base: string, cookie: string): { mmsis: number[]; close: () => void } {
  const mmsis: number[] = [];
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/live`, { headers: { cookie } });
  ws.on('open', () => ws.send(JSON.stringify({ type: 'watch-alerts', on: true })));
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (isBinary) return;
    const m = JSON.parse(data.toString()) as { type: string; alert?: { mmsi: number } };
    if (m.type === 'alert' && m.alert) mmsis.push(m.alert.mmsi);
  });
  ws.on('error', () => undefined);
  return { mmsis, close: () => ws.terminate() };
}

const FIRST = 525_019_001;
const SECOND = 525_019_002;

describe.runIf(available)('scale-out: one alert engine among the API processes', () => {
  let cluster: Cluster;
  const feed = new LineFeed();
  const closers: (() => void)[] = [];

  const alertRows = async (mmsi: number) => {
    const c = new pg.Client({ connectionString: cluster.dbUrl });
    await c.connect();
    try {
      const r = await c.query<{ n: string }>(
        `select count(*) as n from alerts where type = 'noImo' and mmsi = $1`,
        [mmsi],
      );
      return Number(r.rows[0]?.n ?? 0);
    } finally {
      await c.end();
    }
  };
  const leaders = async (names: string[]) => {
    let n = 0;
    for (const name of names) n += await cluster.metric(name, 'pantau_alerts_leader');
    return n;
  };

  beforeAll(async () => {
    const port = await feed.listen();
    cluster = new Cluster(TEST_PG_URL, NATS_URL);
    await cluster.createDatabase();
    await cluster.start('api-a', 'api,history');
    await cluster.healthy('api-a', 60_000);
    await cluster.start('api-b', 'api');
    const source = [{ name: 'station', kind: 'tcp-client', host: '127.0.0.1', port }];
    await cluster.start('ingest', 'ingest', { PANTAU_SOURCES: JSON.stringify(source) });
    await cluster.healthy('api-b', 60_000);
    await cluster.healthy('ingest', 60_000);
  }, 120_000);

  afterAll(async () => {
    for (const close of closers) close();
    await feed.close();
    await cluster?.dispose();
  });

  it('stores each alert once, pushes it from both processes, and fails over to the other', async () => {
    const a = watchAlerts(cluster.node('api-a').base, await cluster.login('api-a'));
    const b = watchAlerts(cluster.node('api-b').base, await cluster.login('api-b'));
    closers.push(a.close, b.close);

    // Exactly one of the two API processes leads (the ingest process never campaigns).
    await until(
      async () => (await leaders(['api-a', 'api-b'])) === 1,
      15_000,
      () => 'a leader',
    );
    expect(await cluster.metric('ingest', 'pantau_alerts_leader')).toBe(0);

    // The vessel starts sending once both browsers watch (a push is not replayed).
    await sleep(1000);
    feed.lines.push(...shipWithoutImo(FIRST, 110.5));
    await until(
      () => a.mmsis.includes(FIRST) && b.mmsis.includes(FIRST),
      30_000,
      () => `the No IMO alert on both sockets (a: ${a.mmsis.join()}, b: ${b.mmsis.join()})`,
    );
    // Heard again and again, and seen by two processes, the situation is one record.
    expect(await alertRows(FIRST)).toBe(1);

    // kill -9 the leader: the other takes the lock and raises what is new, once.
    const leader =
      (await cluster.metric('api-a', 'pantau_alerts_leader')) === 1 ? 'api-a' : 'api-b';
    const follower = leader === 'api-a' ? 'api-b' : 'api-a';
    const survivor = follower === 'api-a' ? a : b;
    await cluster.kill(leader);
    await until(
      async () => (await cluster.metric(follower, 'pantau_alerts_leader')) === 1,
      20_000,
      () => `${follower} to lead after ${leader} was killed`,
    );
    await sleep(1000);
    feed.lines.push(...shipWithoutImo(SECOND, 111.5));
    await until(
      () => survivor.mmsis.includes(SECOND),
      30_000,
      () => `the second vessel's alert pushed by ${follower} (${survivor.mmsis.join()})`,
    );
    expect(await alertRows(SECOND)).toBe(1);

    // The killed process comes back as a follower: still one record per situation.
    await cluster.start(leader, leader === 'api-a' ? 'api,history' : 'api');
    await cluster.healthy(leader, 60_000);
    expect(await leaders(['api-a', 'api-b'])).toBe(1);
    const back = watchAlerts(cluster.node(leader).base, await cluster.login(leader));
    closers.push(back.close);
    const THIRD = 525_019_003;
    await sleep(1000);
    feed.lines.push(...shipWithoutImo(THIRD, 112.5));
    await until(
      () => back.mmsis.includes(THIRD) && survivor.mmsis.includes(THIRD),
      30_000,
      () =>
        `the third vessel's alert on both processes (${back.mmsis.join()} / ${survivor.mmsis.join()})`,
    );
    expect(await alertRows(THIRD)).toBe(1);
  }, 240_000);
});

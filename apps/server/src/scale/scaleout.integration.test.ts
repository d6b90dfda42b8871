import { createServer, type AddressInfo, type Server } from 'node:net';
import { FRAME_POSITIONS, LIVE_CLOSE, readFrameHeader, readPositions } from '@pantau/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Cluster, NATS_URL, natsReachable, until } from '../testing/cluster.ts';
import { postgresReachable, TEST_PG_URL } from '../testing/databases.ts';
import { RateFeed } from '../testing/rate-feed.ts';

const available = (await natsReachable()) && (await postgresReachable());

/**
 * A live socket with the web worker's reconnect rule (`apps/web/src/live/close-policy.ts`):
 * any close but "session ended" connects again after 500 ms, doubling up to 15 s, and the
 * subscription is sent again on each new connection. `seen` says whether a position frame
 * since the newest connection carried the vessel.
 */
class LiveWatcher {
  opens = 0;
  seen = false;
  #backoff = 500;
  #ws: WebSocket | undefined;
  #stopped = false;
  readonly #url: string;
  readonly #cookie: string;
  readonly #mmsi: number;

  constructor(base: string, cookie: string, mmsi: number) {
    this.#url = `${base.replace('http', 'ws')}/api/live`;
    this.#cookie = cookie;
    this.#mmsi = mmsi;
    this.#connect();
  }

  #connect(): void {
    if (this.#stopped) return;
    const ws = new WebSocket(this.#url, { headers: { cookie: this.#cookie } });
    ws.binaryType = 'arraybuffer';
    this.#ws = ws;
    ws.on('open', () => {
      this.opens++;
      this.seen = false;
      this.#backoff = 500;
      ws.send(JSON.stringify({ type: 'subscribe', bbox: [-180, -90, 180, 90], zoom: 2 }));
    });
    ws.on('message', (data: ArrayBuffer, isBinary: boolean) => {
      if (!isBinary || this.seen) return;
      const h = readFrameHeader(data);
      if (h.kind === FRAME_POSITIONS && readPositions(data, h.count).mmsi.includes(this.#mmsi)) {
        this.seen = true;
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', (code: number) => {
      if (this.#ws !== ws || this.#stopped || code === LIVE_CLOSE.sessionEnded) return;
      const delay = Math.min(this.#backoff, 15_000);
      setTimeout(() => this.#connect(), delay);
      this.#backoff = Math.min(delay * 2, 15_000);
    });
  }

  stop(): void {
    this.#stopped = true;
    this.#ws?.terminate();
  }
}

const RATE = 10_000;
const FLEET = 5_000;
const MMSI0 = 538_000_000;
/** Wall time the feed runs at most; it stops once every process was killed and 15 s were fed. */
const FEED_MS = 45_000;

describe.runIf(available)('scale-out: ingest and two API processes over JetStream', () => {
  let cluster: Cluster;
  let feed: RateFeed;
  const watchers: LiveWatcher[] = [];
  const cookies = new Map<string, string>();
  const cookie = (name: string) => cookies.get(name) ?? '';
  const apis = ['api-history', 'api'];

  beforeAll(async () => {
    feed = new RateFeed({ rate: RATE, fleet: FLEET, mmsi0: MMSI0 });
    await feed.listen();
    cluster = new Cluster(TEST_PG_URL, NATS_URL);
    await cluster.createDatabase();
    // The first process makes the schema and the admin; the others come after it.
    await cluster.start('api-history', 'api,history');
    await cluster.healthy('api-history', 60_000);
    const source = [{ name: 'rate-feed', kind: 'tcp-client', host: '127.0.0.1', port: feed.port }];
    await cluster.start('ingest', 'ingest', { PANTAU_SOURCES: JSON.stringify(source) });
    await cluster.start('api', 'api');
    await cluster.healthy('ingest', 60_000);
    await cluster.healthy('api', 60_000);
    for (const name of apis) cookies.set(name, await cluster.login(name));
  }, 120_000);

  afterAll(async () => {
    for (const w of watchers) w.stop();
    await feed?.close();
    await cluster?.dispose();
  });

  const vesselAt = async (name: string, mmsi: number) => {
    const r = await fetch(`${cluster.node(name).base}/api/vessels/${mmsi}`, {
      headers: { cookie: cookie(name) },
    });
    return r.ok
      ? ((await r.json()) as { mmsi: number; lon: number | null; lat: number | null })
      : null;
  };

  it('10,000 messages/s: the same vessel in both API processes, nothing lost across kill -9, sockets reconnect', async () => {
    const vessel = MMSI0 + 7;
    feed.start(FEED_MS);
    await until(
      () => feed.connected,
      20_000,
      () => 'the ingest process to connect to the feed',
    );

    // The same vessel through both API processes' REST and WebSocket.
    for (const name of apis) {
      await until(
        async () => (await vesselAt(name, vessel)) !== null,
        20_000,
        () => `${name} REST`,
      );
      const w = new LiveWatcher(cluster.node(name).base, cookie(name), vessel);
      watchers.push(w);
      await until(
        () => w.seen,
        20_000,
        () => `${name}'s live socket to carry ${vessel}`,
      );
    }

    // kill -9 each in turn while the feed runs, start it again, wait for it to be healthy;
    // before each kill the API process's picture has taken in more of the stream.
    const streamed = () => cluster.metric('api', 'pantau_stream_events_total');
    for (const name of ['ingest', 'api-history', 'api']) {
      const from = await streamed();
      await until(
        async () => (await streamed()) > from + 5_000,
        30_000,
        () => 'the stream to flow',
      );
      await cluster.kill(name);
      await cluster.start(name, name === 'api-history' ? 'api,history' : name);
      await cluster.healthy(name, 60_000);
      if (name === 'ingest')
        await until(
          () => feed.connected,
          20_000,
          () => 'ingest to reconnect',
        );
    }
    const from = await streamed();
    await until(
      async () => (await streamed()) > from + 5_000,
      30_000,
      () => 'the stream to flow',
    );
    // At least 15 s of feed in all (it stops by itself after FEED_MS of wall time).
    await until(
      () => feed.connectedMs >= 15_000,
      FEED_MS,
      () => '15 s of feed',
    );
    feed.stop();
    expect(feed.sent).toBeGreaterThanOrEqual(RATE * 14);
    expect(feed.achievedRate).toBeGreaterThan(RATE * 0.9);

    // The sockets of the killed API processes reconnected on their own and carry the vessel.
    for (const [i, name] of apis.entries()) {
      const w = watchers[i] as LiveWatcher;
      await until(
        () => w.opens >= 2 && w.seen,
        45_000,
        () => `${name}'s socket to reconnect (opens ${w.opens}, seen ${w.seen})`,
      );
    }

    // Both pictures catch up from the stream: the vessels where the feed last sent them.
    for (const name of apis) {
      cookies.set(name, await cluster.login(name));
      for (const i of [7, FLEET - 1]) {
        const want = feed.lastPosition(i);
        let got: { lon: number | null; lat: number | null } | null = null;
        await until(
          async () => {
            got = await vesselAt(name, MMSI0 + i);
            return (
              got !== null &&
              want !== null &&
              Math.abs((got.lon ?? 0) - want.lon) < 1e-4 &&
              Math.abs((got.lat ?? 0) - want.lat) < 1e-4
            );
          },
          45_000,
          () => `${name}'s picture to catch up (${JSON.stringify(got)} vs ${JSON.stringify(want)})`,
        );
      }
    }

    // Nothing acknowledged by the stream is missing from history (once it caught up).
    const acked = await cluster.streamPositions();
    expect(acked.size).toBeGreaterThan(feed.sent * 0.7);
    let missing: string[] = [];
    await until(
      async () => {
        const stored = await cluster.storedPositions();
        missing = [...acked].filter((k) => !stored.has(k));
        return missing.length === 0;
      },
      60_000,
      () =>
        `history to hold every acknowledged position (missing ${missing.length} of ${acked.size}, e.g. ${missing.slice(0, 3).join(', ')})`,
    );
    expect(missing).toEqual([]);
    process.stdout.write(
      `scale-out: fed ${feed.sent} sentences at ${Math.round(feed.achievedRate)}/s; ` +
        `${acked.size} positions acknowledged by the stream, all in history\n`,
    );
  }, 240_000);

  it('a source added through one API process starts on the ingest process; the other lists it', async () => {
    let connections = 0;
    const target: Server = createServer((s) => {
      connections++;
      s.on('error', () => undefined);
    });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    try {
      const port = (target.address() as AddressInfo).port;
      const r = await fetch(`${cluster.node('api').base}/api/sources`, {
        method: 'POST',
        headers: { cookie: cookie('api'), 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'added-via-b', kind: 'tcp-client', host: '127.0.0.1', port }),
      });
      expect(r.status).toBe(201);
      await until(
        () => connections > 0,
        30_000,
        () => 'the ingest process to connect',
      );
      // It runs on the ingest process (its counters are there) ...
      const ingestMetrics = await (await fetch(`${cluster.node('ingest').base}/metrics`)).text();
      expect(ingestMetrics).toContain('pantau_ingest_messages_total{source="added-via-b"}');
      // ... and its status reaches the other API process.
      let listed: unknown;
      await until(
        async () => {
          const list = (await (
            await fetch(`${cluster.node('api-history').base}/api/sources`, {
              headers: { cookie: cookie('api-history') },
            })
          ).json()) as { sources: { name: string; status: { engine: string } }[] };
          listed = list.sources.find((s) => s.name === 'added-via-b');
          return list.sources.some(
            (s) => s.name === 'added-via-b' && s.status.engine === 'connected',
          );
        },
        30_000,
        () => `api-history to list added-via-b as connected (${JSON.stringify(listed)})`,
      );
    } finally {
      target.close();
    }
  }, 90_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cluster, freePort, NATS_URL, natsReachable, until } from '../testing/cluster.ts';
import { postgresReachable, TEST_PG_URL } from '../testing/databases.ts';
import { RateFeed } from '../testing/rate-feed.ts';
import { TcpProxy } from '../testing/tcp-proxy.ts';

const available = (await natsReachable()) && (await postgresReachable());

interface Health {
  status: string;
  bus?: { ok: boolean; detail?: string };
  roles?: { role: string; ok: boolean; detail?: string }[];
}

/** An `ingest,api` process whose NATS is behind a proxy the test cuts and restores. */
describe.runIf(available)('scale-out faults: NATS away at start and mid-run', () => {
  let cluster: Cluster;
  let proxy: TcpProxy;
  let feed: RateFeed;
  let cookie = '';
  const BOUND = 1000;

  beforeAll(async () => {
    const nats = new URL(NATS_URL);
    proxy = new TcpProxy(await freePort(), {
      host: nats.hostname,
      port: Number(nats.port || 4222),
    });
    feed = new RateFeed({ rate: 2000, fleet: 500, mmsi0: 533_000_000 });
    await feed.listen();
    cluster = new Cluster(TEST_PG_URL, `nats://127.0.0.1:${proxy.port}`);
    await cluster.createDatabase();
  }, 60_000);

  afterAll(async () => {
    await feed?.close();
    await cluster?.dispose();
    await proxy?.cut();
  });

  const health = async (): Promise<Health> =>
    (await (
      await fetch(`${cluster.node('edge').base}/api/health`, { headers: { cookie } })
    ).json()) as Health;
  const metric = (name: string) => cluster.metric('edge', name);

  it('starts without NATS, says so, bounds and counts what it drops, then recovers twice', async () => {
    // NATS unreachable at start: nothing listens on the proxy's port yet.
    const source = [{ name: 'rate-feed', kind: 'tcp-client', host: '127.0.0.1', port: feed.port }];
    await cluster.start('edge', 'ingest,api', {
      PANTAU_SOURCES: JSON.stringify(source),
      PANTAU_NATS_BUFFER_EVENTS: String(BOUND),
    });
    await until(
      async () => (await fetch(`${cluster.node('edge').base}/api/health`)).ok,
      60_000,
      () => 'the process to answer',
    );
    cookie = await cluster.login('edge');
    const down = await health();
    expect(down.status).toBe('degraded');
    expect(down.bus?.ok).toBe(false);
    expect(down.bus?.detail).toContain(`connecting to nats://127.0.0.1:${proxy.port}`);

    // Ingest keeps at most the bound, drops the oldest beyond it, counts and logs them.
    feed.start(60_000);
    await until(
      async () => (await metric('pantau_stream_dropped_events_total')) > 0,
      30_000,
      () => 'ingest to drop events over its bound',
    );
    expect(await metric('pantau_stream_waiting_events')).toBeLessThanOrEqual(BOUND + 2000);
    const ingest = (await health()).roles?.find((r) => r.role === 'ingest');
    expect(ingest?.ok).toBe(false);
    expect(ingest?.detail).toMatch(/\d+ events waiting, [1-9]\d* dropped/);
    await until(
      () => cluster.node('edge').output.join('').includes('oldest events dropped'),
      10_000,
      () => 'the drop to be logged',
    );

    // NATS comes: healthy, the stream takes events, the picture reads them.
    await proxy.open();
    await cluster.healthy('edge', 60_000);
    const published = await metric('pantau_stream_published_events_total');
    await until(
      async () => (await metric('pantau_stream_events_total')) > 0,
      30_000,
      () => 'the picture to read from the stream',
    );

    // NATS lost mid-run: reconnecting, events wait within the bound and the oldest go.
    await proxy.cut();
    await until(
      async () => /reconnecting/.test((await health()).bus?.detail ?? ''),
      30_000,
      () => 'health to say reconnecting',
    );
    const droppedBefore = await metric('pantau_stream_dropped_events_total');
    await until(
      async () => (await metric('pantau_stream_dropped_events_total')) > droppedBefore,
      30_000,
      () => 'ingest to drop over its bound while NATS is away',
    );
    expect(await metric('pantau_stream_waiting_events')).toBeLessThanOrEqual(BOUND + 2000);

    // Back: healthy again, publishing again, what waited is sent and the picture reads on.
    const relayed = await metric('pantau_stream_events_total');
    await proxy.open();
    await cluster.healthy('edge', 60_000);
    await until(
      async () => (await metric('pantau_stream_events_total')) > relayed,
      30_000,
      () => 'the picture to read from the stream again',
    );
    await until(
      async () =>
        (await metric('pantau_stream_published_events_total')) > published &&
        (await metric('pantau_stream_waiting_events')) < BOUND,
      30_000,
      () => 'ingest to publish again',
    );
    feed.stop();
  }, 150_000);

  it('refuses an unknown role at start, naming the variable and the reason', async () => {
    const node = await cluster.start('odd', 'ingest,reporting');
    await until(
      () => node.child.exitCode !== null,
      30_000,
      () => 'the process to exit',
    );
    expect(node.child.exitCode).not.toBe(0);
    expect(node.output.join('')).toContain(
      "PANTAU_ROLES: unknown role 'reporting' (the roles are ingest, api, history)",
    );
  }, 40_000);
});

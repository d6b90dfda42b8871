import { FRAME_POSITIONS, readFrameHeader, readPositions } from '@pantau/contracts';
import { startSimulatorServer, type SimulatorServer } from '@pantau/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { NatsBus } from '../bus/bus.ts';
import { Cluster, sleep } from '../testing/cluster.ts';
import { postgresReachable, TEST_PG_URL } from '../testing/databases.ts';

const NATS_URL = process.env.PANTAU_TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

async function natsReachable(): Promise<boolean> {
  try {
    await (await NatsBus.connect(NATS_URL)).close();
    return true;
  } catch (err) {
    const bar = '!'.repeat(78);
    process.stderr.write(
      `\n${bar}\n!! NATS at ${NATS_URL} is not reachable (${String(err)}).\n` +
        `!! The scale-out integration test is SKIPPED. Set PANTAU_TEST_NATS_URL.\n${bar}\n\n`,
    );
    return false;
  }
}

const available = (await natsReachable()) && (await postgresReachable());

async function until(p: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await p()) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The first vessel the REST API of this process knows, and whether it shows it by MMSI. */
async function someVessel(base: string, cookie: string): Promise<number | undefined> {
  const r = await fetch(`${base}/api/vessels?limit=5`, { headers: { cookie } });
  if (!r.ok) return undefined;
  const body = (await r.json()) as { vessels?: { mmsi: number }[] };
  return body.vessels?.[0]?.mmsi;
}

async function restSees(base: string, cookie: string, mmsi: number): Promise<boolean> {
  const r = await fetch(`${base}/api/vessels/${mmsi}`, { headers: { cookie } });
  return r.ok && ((await r.json()) as { mmsi?: number }).mmsi === mmsi;
}

/** Opens the live socket, subscribes to the world, answers once a frame carries `mmsi`. */
async function socketSees(base: string, cookie: string, mmsi: number): Promise<boolean> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/live`, { headers: { cookie } });
  try {
    return await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 10_000);
      ws.on('message', (data: Buffer, isBinary: boolean) => {
        if (!isBinary) return;
        const f = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
        const h = readFrameHeader(f as ArrayBuffer);
        if (h.kind !== FRAME_POSITIONS) return;
        if (readPositions(f as ArrayBuffer, h.count).mmsi.includes(mmsi)) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      ws.on('open', () =>
        ws.send(JSON.stringify({ type: 'subscribe', bbox: [-180, -90, 180, 90], zoom: 2 })),
      );
      ws.on('error', () => resolve(false));
    });
  } finally {
    ws.terminate();
  }
}

describe.runIf(available)('scale-out: ingest and two API processes over JetStream', () => {
  let cluster: Cluster;
  let sim: SimulatorServer;

  beforeAll(async () => {
    sim = await startSimulatorServer({ port: 0, vessels: 2000 });
    cluster = new Cluster(TEST_PG_URL, NATS_URL);
    await cluster.createDatabase();
    // The first process makes the schema and the admin; the others come after it.
    await cluster.start('api-history', 'api,history');
    await cluster.healthy('api-history');
    const feed = [{ name: 'sim-feed', kind: 'tcp-client', host: '127.0.0.1', port: sim.port }];
    await cluster.start('ingest', 'ingest', { PANTAU_SOURCES: JSON.stringify(feed) });
    await cluster.start('api', 'api');
    await cluster.healthy('ingest');
    await cluster.healthy('api');
  }, 60_000);

  afterAll(async () => {
    await cluster?.dispose();
    await sim?.close();
  });

  it('shows the same vessels through both API processes, loses nothing across kill -9', async () => {
    const apis = ['api-history', 'api'];
    const cookies = new Map<string, string>();
    for (const name of apis) cookies.set(name, await cluster.login(name));
    const cookie = (name: string) => cookies.get(name) ?? '';

    // The same vessel through both API processes' REST and WebSocket.
    let mmsi: number | undefined;
    await until(
      async () => (mmsi = await someVessel(cluster.node('api').base, cookie('api'))) !== undefined,
      20_000,
      'a vessel on the api process',
    );
    const vessel = mmsi as number;
    for (const name of apis) {
      const { base } = cluster.node(name);
      await until(() => restSees(base, cookie(name), vessel), 10_000, `${name} REST`);
      expect(await socketSees(base, cookie(name), vessel)).toBe(true);
    }

    // The ingest process's sources reach the API processes' source list.
    const sources = (await (
      await fetch(`${cluster.node('api').base}/api/sources`, { headers: { cookie: cookie('api') } })
    ).json()) as { sources: { name: string; status: { messages: number } }[] };
    expect(sources.sources.map((s) => s.name)).toContain('sim-feed');

    // kill -9 each in turn, start it again, and wait for it to be healthy.
    for (const name of ['ingest', 'api-history', 'api']) {
      await sleep(1500);
      await cluster.kill(name);
      await sleep(500);
      await cluster.start(name, name === 'api-history' ? 'api,history' : name);
      await cluster.healthy(name);
    }
    // The picture catches up from the stream after the restarts.
    for (const name of apis) {
      const fresh = await cluster.login(name);
      await until(() => restSees(cluster.node(name).base, fresh, vessel), 15_000, `${name} again`);
    }

    // Nothing acknowledged by the stream is missing from history (after catching up).
    await sleep(1500);
    const acked = await cluster.streamPositions();
    expect(acked.size).toBeGreaterThan(500);
    let missing: string[] = [];
    await until(
      async () => {
        const stored = await cluster.storedPositions();
        missing = [...acked].filter((k) => !stored.has(k));
        return missing.length === 0;
      },
      30_000,
      `history to hold every acknowledged position (missing ${missing.length})`,
    ).catch((err: unknown) => {
      throw new Error(`${String(err)}; e.g. ${missing.slice(0, 3).join(', ')}`);
    });
    expect(missing).toEqual([]);
  }, 110_000);
});

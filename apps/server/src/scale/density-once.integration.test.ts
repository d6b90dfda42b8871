import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cluster, NATS_URL, natsReachable, sleep, until } from '../testing/cluster.ts';
import { postgresReachable, TEST_PG_URL } from '../testing/databases.ts';
import { positionLines } from '../testing/nmea-lines.ts';

const available = (await natsReachable()) && (await postgresReachable());

/** A base station sending one ship's position every second, steaming east at 12 kn. */
class SteamingShip {
  reports = 0;
  readonly #sockets = new Set<Socket>();
  readonly #server: Server = createServer((socket) => {
    this.#sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.#sockets.delete(socket));
  });

  async listen(): Promise<number> {
    await new Promise<void>((r) => this.#server.listen(0, '127.0.0.1', r));
    return (this.#server.address() as { port: number }).port;
  }

  /** Sends `count` reports a second apart. */
  async sail(mmsi: number, count: number): Promise<void> {
    const degPerS = (12 * 1852) / 3600 / 111_195;
    for (let i = 0; i < count; i++) {
      const lines = positionLines(mmsi, [110.2 + i * degPerS, -5.2], 12);
      for (const s of this.#sockets) s.write(`${lines.join('\r\n')}\r\n`);
      this.reports++;
      await sleep(1000);
    }
  }

  async close(): Promise<void> {
    for (const s of this.#sockets) s.destroy();
    await new Promise((r) => this.#server.close(r));
  }
}

/**
 * Density on NATS counts each position once (issue #18): two processes with the history role
 * (both with the API role too, so both hubs see the whole stream) campaign for the
 * aggregation; one aggregates, and the hours in the store are the ship's, not twice them.
 */
describe.runIf(available)('scale-out: density aggregated once among history processes', () => {
  let cluster: Cluster;
  const ship = new SteamingShip();

  beforeAll(async () => {
    const port = await ship.listen();
    cluster = new Cluster(TEST_PG_URL, NATS_URL);
    await cluster.createDatabase();
    await cluster.start('hist-a', 'api,history');
    await cluster.healthy('hist-a', 60_000);
    await cluster.start('hist-b', 'api,history');
    const source = [{ name: 'station', kind: 'tcp-client', host: '127.0.0.1', port }];
    await cluster.start('ingest', 'ingest', { PANTAU_SOURCES: JSON.stringify(source) });
    await cluster.healthy('hist-b', 60_000);
    await cluster.healthy('ingest', 60_000);
  }, 120_000);

  afterAll(async () => {
    await ship.close();
    await cluster?.dispose();
  });

  it('stores the time of one ship once, whichever process aggregates', async () => {
    const densityMs = async () => {
      const c = new pg.Client({ connectionString: cluster.dbUrl });
      await c.connect();
      try {
        const r = await c.query<{ ms: string | null }>('select sum(ms) as ms from density_cells');
        return Number(r.rows[0]?.ms ?? 0);
      } finally {
        await c.end();
      }
    };
    // The aggregation's leader has taken its stream consumer.
    await sleep(3000);
    await ship.sail(525_018_001, 16);
    const sailedMs = (ship.reports - 1) * 1000;
    // Both processes write their sums every 30 s; then every second counted is in the store.
    await until(
      async () => (await densityMs()) >= sailedMs * 0.8,
      45_000,
      () => 'density',
    );
    await sleep(31_000);
    const ms = await densityMs();
    expect(ms).toBeGreaterThan(sailedMs * 0.8);
    expect(ms).toBeLessThan(sailedMs * 1.2);
  }, 120_000);
});

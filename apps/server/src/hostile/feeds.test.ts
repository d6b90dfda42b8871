import { writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import type { SourceView } from '@pantau/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestPipeline } from '../features/ingest/pipeline.ts';
import { SourceStats } from '../features/ingest/source-stats.ts';
import { SourcesRepo } from '../features/sources/sources.repo.ts';
import { LiveHub } from '../live-hub/live-hub.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { appWithSession, buildTestApp, caller } from '../testing/app.ts';
import { sqliteTestStore } from '../testing/databases.ts';
import { freePort, healthy, sentence, until } from './hostile.ts';

/**
 * Hostile feeds, listeners and sources (issue #21) in small form: each attack on a real
 * server over loopback, asserting that the server answers and the limit holds.
 */
const LIMITS = {
  PANTAU_FEED_MAX_CONNECTIONS: '10',
  PANTAU_FEED_MAX_PER_ADDRESS: '6',
  PANTAU_FEED_IDLE_S: '1',
  // About 50 KB of unfinished fragments for the whole server.
  PANTAU_FEED_FRAGMENT_BUDGET_MB: '0.05',
};

describe('a hostile tcp-listen port', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  let call: ReturnType<typeof caller>;
  let base: string;
  let port: number;
  let id: number;
  const status = async () =>
    (await call('GET', '/api/sources', t.cookie))
      .json<{ sources: SourceView[] }>()
      .sources.find((s) => s.id === id)?.status;
  const open: Socket[] = [];
  const dial = (from: string) => {
    const s = connect({ port, host: '127.0.0.1', localAddress: from });
    s.on('error', () => undefined);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await appWithSession('superAdmin', 'feeds', LIMITS);
    call = caller(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    port = await freePort();
    const res = await call('POST', '/api/sources', t.cookie, {
      name: 'open-port',
      kind: 'tcp-listen',
      host: '127.0.0.1',
      port,
    });
    expect(res.statusCode).toBe(201);
    id = res.json<SourceView>().id;
    await until(async () => (await status())?.engine === 'listening');
  });
  afterAll(async () => {
    for (const s of open) s.destroy();
    await t.close();
  });

  it('closes connections beyond the caps at once while HTTP answers', async () => {
    // 20 from each of two addresses: 6 per address, 10 in all are let in.
    const sockets = [
      ...Array.from({ length: 20 }, () => dial('127.0.0.1')),
      ...Array.from({ length: 20 }, () => dial('127.0.0.2')),
    ];
    await until(async () => ((await status())?.refused ?? 0) >= 30);
    const s = await status();
    expect(s?.connections).toBeLessThanOrEqual(10);
    expect(s?.refused).toBe(40 - (s?.connections ?? 0));
    expect(await healthy(base)).toBe(true);
    // Silent, so the idle timeout (1 s here) closes those let in.
    await until(() => sockets.every((x) => x.closed), 5000);
    expect((await status())?.closedIdle).toBe(s?.connections);
    expect((await status())?.connections).toBe(0);
  });

  it('keeps a fragment flood over several connections within the budget', async () => {
    const budget = t.app.ingest.pipeline.budget;
    const payload = '5'.repeat(300);
    for (let c = 0; c < 8; c++) {
      const s = dial('127.0.0.1');
      const lines: string[] = [];
      for (let k = 0; k < 20; k++) {
        lines.push(sentence(`AIVDM,2,1,${k % 10},${k < 10 ? 'A' : 'B'},${payload},0`));
      }
      s.write(`${lines.join('\r\n')}\r\n`);
    }
    // 8 × 20 unfinished messages of ~560 bytes would be ~90 KB: over the ~50 KB budget.
    await until(async () => ((await status())?.evicted ?? 0) > 0);
    expect(budget.used).toBeLessThanOrEqual(budget.maxBytes);
    expect(budget.maxBytes).toBe(Math.round(0.05 * 1024 * 1024));
    expect(await healthy(base)).toBe(true);
    for (const s of open) s.destroy();
    await until(() => budget.used === 0);
  });

  it('keeps a station that has sent valid NMEA before a flood of strangers', async () => {
    const position = `${sentence('AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0')}\r\n`;
    const before = (await status())?.messages ?? 0;
    // The base station speaks once: it is proven. Then its link drops.
    const station = dial('127.0.0.3');
    station.write(position);
    await until(async () => ((await status())?.messages ?? 0) > before);
    station.destroy();
    await until(async () => (await status())?.connections === 0);

    // Strangers fill the listener (6 + 4: the cap of 10), sending nothing valid.
    const flood = [
      ...Array.from({ length: 6 }, () => dial('127.0.0.4')),
      ...Array.from({ length: 4 }, () => dial('127.0.0.5')),
    ];
    for (const s of flood) s.write('hello\r\n');
    await until(async () => (await status())?.connections === 10);
    const refused = (await status())?.refused ?? 0;
    // Another stranger is refused at the cap.
    dial('127.0.0.6');
    await until(async () => (await status())?.refused === refused + 1);

    // The station comes back: a stranger's connection gives way, and its report gets through.
    const back = dial('127.0.0.3');
    const heard = (await status())?.messages ?? 0;
    back.write(position);
    await until(async () => ((await status())?.messages ?? 0) > heard);
    expect(back.closed).toBe(false);
    expect((await status())?.connections).toBe(10);
    expect(flood.filter((s) => s.closed || s.destroyed).length).toBeGreaterThanOrEqual(1);
    expect(await healthy(base)).toBe(true);
    for (const s of open) s.destroy();
    await until(async () => (await status())?.connections === 0);
  });

  it('refuses sentences without a checksum unless the source says they are optional', () => {
    const hub = new LiveHub();
    let vessels = 0;
    hub.subscribe({ name: 'count', event: () => void vessels++ });
    const pipeline = new IngestPipeline({ hub });
    const line = '!AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0\n';
    const strict = new SourceStats();
    pipeline.connection('strict', strict).write(line);
    expect(strict.checksum).toBe(1);
    expect(vessels).toBe(0);
    const lax = new SourceStats();
    pipeline.connection('lax', lax, { checksum: 'optional' }).write(line);
    expect(lax.messages).toBe(1);
    expect(vessels).toBeGreaterThan(0);
  });
});

describe('hostile sources', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await appWithSession('superAdmin', 'sources', { PORT: '18080' });
    call = caller(t.app);
  });
  afterAll(() => t.close());

  const create = (body: object) => call('POST', '/api/sources', t.cookie, body);

  it('reads a capture without newlines through the capped splitter, counting overlong', async () => {
    const dir = t.config.feeds.captureDir;
    writeFileSync(join(dir, 'oneline.nmea'), 'A'.repeat(4 * 1024 * 1024));
    const res = await create({ name: 'no newline', kind: 'file', path: 'oneline.nmea' });
    expect(res.statusCode).toBe(201);
    const view = async () =>
      (await call('GET', '/api/sources', t.cookie))
        .json<{ sources: SourceView[] }>()
        .sources.find((s) => s.name === 'no_newline');
    await until(async () => (await view())?.status.detail?.startsWith('replay finished') ?? false);
    expect((await view())?.status.overlong).toBe(1);
    expect((await call('GET', '/api/health')).statusCode).toBe(200);
  });

  it('refuses a file outside the capture folder, naming path', async () => {
    for (const path of ['/dev/zero', '/etc/passwd', '../pantau.db']) {
      const res = await create({ name: `f${path.length}`, kind: 'file', path });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'path' });
    }
  });

  it("refuses the HTTP port and another source's port, naming port", async () => {
    for (const kind of ['tcp-listen', 'udp']) {
      const res = await create({ name: `on-http-${kind}`, kind, port: 18080 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'port', message: /HTTP port/ });
    }
    const port = await freePort();
    expect((await create({ name: 'first', kind: 'udp', port })).statusCode).toBe(201);
    const second = await create({ name: 'second', kind: 'tcp-listen', port });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ field: 'port', message: /used by source first/ });
  });

  it('refuses hosts that are not dotted quads or host names', async () => {
    for (const host of ['1.2.3', '999.999.999.999', '1.2.3.4.5', '-bad.example', 'a..b', 'x_y']) {
      const res = await create({ name: 'bad-host', kind: 'tcp-client', host, port: 5631 });
      expect(res.statusCode, host).toBe(400);
      expect(res.json()).toMatchObject({ field: 'host' });
    }
    for (const host of ['10.1.2.3', 'ais.example.co.id', 'localhost']) {
      const res = await create({ name: `ok ${host}`, kind: 'tcp-client', host, port: 5631 });
      expect(res.statusCode, host).toBe(201);
    }
  });

  it('trims names before their length is checked', async () => {
    const padded = await create({ name: `  ${'n'.repeat(64)}  `, kind: 'simulator' });
    expect(padded.statusCode).toBe(201);
    expect(padded.json<SourceView>().name).toBe('n'.repeat(64));
    const blank = await create({ name: '    ', kind: 'simulator' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'name' });
  });
});

describe('a stored source that cannot start', () => {
  it('is marked failed and the server starts anyway (port in use, the HTTP port)', async () => {
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
    const taken = (holder.address() as AddressInfo).port;
    const store = await sqliteTestStore();
    await migrateToLatest(store.db);
    const repo = new SourcesRepo(store.db);
    await repo.create({
      name: 'busy',
      kind: 'tcp-listen',
      host: '127.0.0.1',
      port: taken,
      enabled: true,
    });
    await repo.create({
      name: 'on-http',
      kind: 'udp',
      host: '127.0.0.1',
      port: 18081,
      enabled: true,
    });
    const { app } = await buildTestApp(store, { PORT: '18081' });
    try {
      const sources = () => [...app.ingest.supervisor.runtimes()];
      await until(() => sources().every((r) => r.driver.engine === 'error'));
      const detail = new Map(sources().map((r) => [r.config.name, r.driver.detail]));
      expect(detail.get('busy')).toMatch(/EADDRINUSE/);
      expect(detail.get('on-http')).toMatch(/HTTP port/);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await store.dispose();
      await new Promise<void>((r) => holder.close(() => r()));
    }
  });
});

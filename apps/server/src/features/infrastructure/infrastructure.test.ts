import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wibDayStart } from '@pantau/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { app as pantau } from '../../app.ts';
import { MemoryBus } from '../../bus/bus.ts';
import { loadConfig } from '../../config.ts';
import { caller, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { startSensorFixture, type SensorFixture } from '../../testing/sensor-fixture.ts';
import { InfrastructureRepo } from './infrastructure.repo.ts';

const DAY = '2026-11-24';
const MIN = 60_000;
const PRIOK = 'wpi-50970';

interface Ctx {
  store: TestStore;
  app: FastifyInstance;
  call: ReturnType<typeof caller>;
  su: string;
  admin: string;
  clock: { t: number };
}

/** The real app on a store, its clock in the test's hands; sensors are checked by `checkNow`. */
async function start(store: TestStore): Promise<Ctx> {
  const clock = { t: wibDayStart(DAY) + 8 * 60 * MIN };
  const config = loadConfig({
    NODE_ENV: 'test',
    PANTAU_DATA_DIR: mkdtempSync(join(tmpdir(), 'pantau-data-')),
    PANTAU_SIMULATOR: 'off',
    PANTAU_WEB_DIST: '/nonexistent-web-dist',
    // An hour: the rounds the test runs are the only ones.
    PANTAU_SENSOR_CHECK_MS: '3600000',
  });
  const app = Fastify({ logger: false });
  await app.register(pantau, {
    config,
    store,
    bus: new MemoryBus(),
    version: '0.0.0-test',
    now: () => clock.t,
  });
  await app.ready();
  return {
    store,
    app,
    call: caller(app),
    su: await sessionFor(store, config, 'superAdmin'),
    admin: await sessionFor(store, config, 'admin'),
    clock,
  };
}

type Row = { locationId: string; main: string | null; cells: Record<string, unknown> };

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`port sensors and uptime (${database.name})`, () => {
    let c: Ctx;
    let cam: SensorFixture;
    let radio: SensorFixture;
    beforeAll(async () => {
      c = await start(await database.open());
      cam = await startSensorFixture({ username: 'cam', password: 'rahasia-kamera' });
      radio = await startSensorFixture();
    });
    afterAll(async () => {
      await c.app.close();
      await c.store.dispose();
      await cam.stop();
      await radio.stop();
    });

    const uptime = async () => {
      const res = await c.call('GET', `/api/infrastructure/uptime?day=${DAY}`, c.su);
      expect(res.statusCode).toBe(200);
      return res.json<{ rows: Row[] }>().rows;
    };

    it('refuses bad sensors naming the field, and everyone but superAdmin', async () => {
      const good = { locationId: PRIOK, kind: 'cctv', name: 'Dermaga', url: `${cam.url}/x` };
      const bad = async (body: object, field: string) => {
        const res = await c.call('POST', '/api/infrastructure/sensors', c.su, body);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ field: string }>().field).toBe(field);
      };
      await bad({ ...good, url: 'ftp://host/x' }, 'url');
      await bad({ ...good, url: 'not a url' }, 'url');
      await bad({ ...good, url: 'tcp://host' }, 'url');
      await bad({ ...good, name: '  ' }, 'name');
      await bad({ ...good, kind: 'sonar' }, 'kind');
      await bad({ ...good, locationId: 'wpi-0' }, 'locationId');
      const admin = await c.call('POST', '/api/infrastructure/sensors', c.admin, good);
      expect(admin.statusCode).toBe(403);
      expect((await c.call('GET', '/api/infrastructure/sensors', c.admin)).statusCode).toBe(403);
    });

    it('checks a camera up, then down, and keeps the uptime of the day', async () => {
      const t0 = c.clock.t;
      const res = await c.call('POST', '/api/infrastructure/sensors', c.su, {
        locationId: PRIOK,
        kind: 'cctv',
        name: 'Dermaga Koja',
        url: `http://cam:rahasia-kamera@127.0.0.1:${cam.port}/cctv.mjpeg`,
      });
      expect(res.statusCode).toBe(201);
      expect(res.body).not.toContain('rahasia');
      const sensor = res.json<{
        id: number;
        url: string;
        hasCredentials: boolean;
        status: object;
      }>();
      expect(sensor).toMatchObject({
        url: `${cam.url}/cctv.mjpeg`,
        hasCredentials: true,
        locationName: 'Tanjung Priok',
        status: { state: 'up', checkedAt: t0, error: null },
      });

      c.clock.t = t0 + 10 * MIN;
      await c.app.infrastructure.checkNow();
      await cam.stop();
      c.clock.t = t0 + 15 * MIN;
      await c.app.infrastructure.checkNow();
      c.clock.t = t0 + 20 * MIN;
      await c.app.infrastructure.checkNow();

      const list = await c.call('GET', '/api/infrastructure/sensors', c.su);
      expect(list.json<{ sensors: { status: object }[] }>().sensors[0]?.status).toMatchObject({
        state: 'down',
        since: t0 + 15 * MIN,
        error: 'ECONNREFUSED',
      });
      const repo = new InfrastructureRepo(c.store.db);
      expect((await repo.transitions(`sensor:${sensor.id}`)).map((t) => [t.up, t.at - t0])).toEqual(
        [
          [true, 0],
          [false, 15 * MIN],
        ],
      );

      // Up 15 of the 20 minutes observed.
      const priok = (await uptime()).find((r) => r.locationId === PRIOK);
      expect(priok).toEqual({
        locationId: PRIOK,
        name: 'Tanjung Priok',
        main: 'priok',
        cells: { vhf: '-', ais: '-', radar: '-', cctv: 75, weather: '-' },
      });
      // The other main locations are listed with nothing.
      expect((await uptime()).filter((r) => r.main !== null).map((r) => r.main)).toEqual([
        'batam',
        'belawan',
        'benoa',
        'priok',
        'tarakan',
      ]);

      // The port panel's view has no address at all.
      const port = await c.call('GET', `/api/infrastructure/ports/${PRIOK}/sensors`, c.admin);
      expect(port.json()).toEqual({
        sensors: [
          {
            id: sensor.id,
            kind: 'cctv',
            name: 'Dermaga Koja',
            state: 'down',
            checkedAt: t0 + 20 * MIN,
            playable: true,
          },
        ],
      });
      expect(port.body).not.toContain('127.0.0.1');

      // Removed, its day stays.
      const del = await c.call('DELETE', `/api/infrastructure/sensors/${sensor.id}`, c.su);
      expect(del.statusCode).toBe(204);
      const after = (await uptime()).find((r) => r.locationId === PRIOK);
      expect(after?.cells.cctv).toBe(75);
    });

    it("relays a sensor's audio and reads a weather station, credentials kept", async () => {
      const vhf = await c.call('POST', '/api/infrastructure/sensors', c.su, {
        locationId: 'wpi-51260',
        kind: 'vhf',
        name: 'VHF Benoa',
        url: `${radio.url}/vhf.wav`,
      });
      const id = vhf.json<{ id: number }>().id;
      const media = await c.call('GET', `/api/infrastructure/sensors/${id}/media`, c.admin);
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('audio/wav');
      expect(media.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(media.rawPayload.length).toBe(44 + 8000 * 20 * 2);

      // A camera's endless stream: relayed as it comes, and the camera's end closed when the
      // browser goes (the CCTV tab closed).
      const camera = await c.call('POST', '/api/infrastructure/sensors', c.su, {
        locationId: 'wpi-51260',
        kind: 'cctv',
        name: 'CCTV Benoa',
        url: `${radio.url}/cctv.mjpeg`,
      });
      const base = await c.app.listen({ port: 0, host: '127.0.0.1' });
      const stop = new AbortController();
      const live = await fetch(
        `${base}/api/infrastructure/sensors/${camera.json<{ id: number }>().id}/media`,
        { headers: { cookie: c.admin }, signal: stop.signal },
      );
      expect(live.headers.get('content-type')).toBe(
        'multipart/x-mixed-replace; boundary=pantauframe',
      );
      const reader = live.body?.getReader();
      const first = await reader?.read();
      expect(Buffer.from(first?.value ?? []).toString('latin1')).toContain('--pantauframe');
      expect(radio.openStreams()).toBe(1);
      stop.abort();
      await vi.waitFor(() => expect(radio.openStreams()).toBe(0), { timeout: 10_000 });

      const wx = await c.call('POST', '/api/infrastructure/sensors', c.su, {
        locationId: 'wpi-51260',
        kind: 'weather',
        name: 'AWS Benoa',
        url: `${radio.url}/weather.json`,
      });
      const reading = await c.call(
        'GET',
        `/api/infrastructure/sensors/${wx.json<{ id: number }>().id}/reading`,
        c.admin,
      );
      const values = reading.json<{ state: string; values: { key: string }[] }>();
      expect(values.state).toBe('up');
      expect(values.values.map((v) => v.key)).toEqual([
        'pressure',
        'temperature',
        'humidity',
        'dewPoint',
        'windDirection',
        'windSpeed',
      ]);

      // An edit without a password keeps the stored one; an empty one clears it.
      const edited = await c.call('PUT', `/api/infrastructure/sensors/${id}`, c.su, {
        locationId: 'wpi-51260',
        kind: 'vhf',
        name: 'VHF Benoa 16',
        url: `http://op:pw@127.0.0.1:${radio.port}/vhf.wav`,
      });
      expect(edited.json()).toMatchObject({ name: 'VHF Benoa 16', hasCredentials: true });
      const kept = await c.call('PUT', `/api/infrastructure/sensors/${id}`, c.su, {
        locationId: 'wpi-51260',
        kind: 'vhf',
        name: 'VHF Benoa 16',
        url: `${radio.url}/vhf.wav`,
        username: 'op',
      });
      expect(kept.json()).toMatchObject({ hasCredentials: true });
      const stored = await new InfrastructureRepo(c.store.db).sensor(id);
      expect(stored).toMatchObject({ username: 'op', password: 'pw' });
      const cleared = await c.call('PUT', `/api/infrastructure/sensors/${id}`, c.su, {
        locationId: 'wpi-51260',
        kind: 'vhf',
        name: 'VHF Benoa 16',
        url: `${radio.url}/vhf.wav`,
        username: '',
        password: '',
      });
      expect(cleared.json()).toMatchObject({ hasCredentials: false });
    });

    it("counts an AIS source's connected time at its district's port", async () => {
      const sockets = new Set<Socket>();
      const feed: Server = createServer((s) => {
        sockets.add(s);
        s.on('error', () => undefined);
      });
      await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
      const port = (feed.address() as { port: number }).port;
      const created = await c.call('POST', '/api/sources', c.su, {
        name: 'ais-belawan',
        kind: 'tcp-client',
        host: '127.0.0.1',
        port,
        district: 'Belawan',
      });
      expect(created.statusCode).toBe(201);
      const sourceId = created.json<{ id: number }>().id;
      const engine = () => c.app.sources.list().sources.find((s) => s.id === sourceId)?.status;
      await vi.waitFor(() => expect(engine()?.engine).toBe('connected'), { timeout: 10_000 });

      const t = c.clock.t;
      await c.app.infrastructure.checkNow();
      c.clock.t = t + 4000;
      await c.app.infrastructure.checkNow();
      // Still up at 8 s, then the feed goes, sampled before and after at that instant: a span
      // is credited to the state it began in, and the background sampler may take its own
      // sample at any instant of the test's clock.
      c.clock.t = t + 8000;
      await c.app.infrastructure.checkNow();
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => feed.close(() => r()));
      await vi.waitFor(() => expect(engine()?.engineStatus).toBe(false), { timeout: 10_000 });
      await c.app.infrastructure.checkNow();
      c.clock.t = t + 12_000;
      await c.app.infrastructure.checkNow();

      // Up 8 of the 12 seconds.
      const belawan = (await uptime()).find((r) => r.main === 'belawan');
      expect(belawan?.cells).toMatchObject({ ais: 66.7, radar: '-', cctv: '-' });

      const where = await c.call('GET', '/api/infrastructure/source-locations', c.su);
      expect(where.json()).toEqual({
        sources: [
          {
            sourceId,
            sourceName: 'ais-belawan',
            kind: 'ais',
            locationId: 'wpi-50730',
            locationName: 'Belawan',
            mapped: false,
          },
        ],
      });
      // A radar counts in the Radar column at the port within 30 NM of its own position.
      const radarFeed: Server = createServer((s) => s.on('error', () => undefined));
      await new Promise<void>((r) => radarFeed.listen(0, '127.0.0.1', r));
      const radar = await c.call('POST', '/api/sources', c.su, {
        name: 'radar-benoa',
        kind: 'radar-nmea',
        host: '127.0.0.1',
        port: (radarFeed.address() as { port: number }).port,
        radarLon: 115.21,
        radarLat: -8.74,
      });
      expect(radar.statusCode).toBe(201);
      const radarId = radar.json<{ id: number }>().id;
      await vi.waitFor(
        () =>
          expect(
            c.app.sources.list().sources.find((s) => s.id === radarId)?.status.engineStatus,
          ).toBe(true),
        { timeout: 10_000 },
      );
      // Sampled up now first: the background sampler may have seen it still connecting at
      // this same instant, and a span is credited to the state it began in.
      await c.app.infrastructure.checkNow();
      c.clock.t += 1000;
      await c.app.infrastructure.checkNow();
      c.clock.t += 1000;
      await c.app.infrastructure.checkNow();
      const benoa = (await uptime()).find((r) => r.main === 'benoa');
      expect(benoa?.cells).toMatchObject({ radar: 100, ais: '-' });
      await c.call('DELETE', `/api/sources/${radarId}`, c.su, {
        password: 'user_superAdmin-password',
      });
      await new Promise<void>((r) => radarFeed.close(() => r()));

      const moved = await c.call('PUT', `/api/infrastructure/source-locations/${sourceId}`, c.su, {
        locationId: 'IDBTM',
      });
      expect(moved.json()).toMatchObject({ locationId: 'IDBTM', mapped: true });
      const bad = await c.call('PUT', `/api/infrastructure/source-locations/${sourceId}`, c.su, {
        locationId: 'nowhere',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'locationId' });
    });
  });
}

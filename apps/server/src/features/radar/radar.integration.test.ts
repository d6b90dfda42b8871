import type { RadarNear, RadarTargetList, SourceList } from '@pantau/contracts';
import { greatCircleM } from '@pantau/geo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession, caller } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { RadarSimulator } from '../../testing/radar-sim.ts';
import { SourcesRepo } from '../sources/sources.repo.ts';

// A radar on the Tanjung Priok breakwater and two targets in the approach.
const SITE = [106.885, -6.095] as const;
const SHIP = { id: 7, lon: 106.9, lat: -6.05, sog: 0, cog: 0, name: 'TARGET7' };
const IVEF_SHIP = {
  id: 42,
  lon: 106.87,
  lat: -6.06,
  sog: 8,
  cog: 180,
  mmsi: 525005555,
  name: 'KM SIM & CO',
  callSign: 'PKSM',
  destination: 'PRIOK',
};

async function until<T>(get: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() - start > ms) throw new Error(`timed out: ${JSON.stringify(v).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('radar sources over real TCP (simulator → source → targets)', () => {
  let ctx: Awaited<ReturnType<typeof appWithSession>>;
  let call: ReturnType<typeof caller>;
  let nmea: RadarSimulator;
  let ivef: RadarSimulator;
  beforeAll(async () => {
    ctx = await appWithSession('superAdmin');
    call = caller(ctx.app);
    nmea = await RadarSimulator.start({
      format: 'nmea',
      site: SITE,
      targets: [{ ...SHIP }],
      intervalMs: 100,
    });
    ivef = await RadarSimulator.start({
      format: 'ivef',
      site: SITE,
      targets: [{ ...IVEF_SHIP }],
      intervalMs: 100,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await nmea.stop();
    await ivef.stop();
  });

  const targets = async () =>
    (await call('GET', '/api/radar/targets', ctx.cookie)).json<RadarTargetList>().targets;
  const source = async (name: string) =>
    (await call('GET', '/api/sources', ctx.cookie))
      .json<SourceList>()
      .sources.find((s) => s.name === name);

  it('refuses a NMEA radar source without its position, naming the field', async () => {
    const res = await call('POST', '/api/sources', ctx.cookie, {
      name: 'radar_no_site',
      kind: 'radar-nmea',
      host: '127.0.0.1',
      port: nmea.port,
      enabled: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'radarLon' });
  });

  it('places a TTM/TLL target from the radar site; malformed lines are counted, the feed goes on', async () => {
    const res = await call('POST', '/api/sources', ctx.cookie, {
      name: 'radar_priok',
      kind: 'radar-nmea',
      host: '127.0.0.1',
      port: nmea.port,
      radarLon: SITE[0],
      radarLat: SITE[1],
      enabled: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'radar-nmea', radarLon: SITE[0], radarLat: SITE[1] });
    const [t] = await until(targets, (l) => l.some((x) => x.kind === 'nmea'));
    expect(t).toMatchObject({
      kind: 'nmea',
      origin: 'radar',
      source: 'radar_priok',
      track: '7',
      trackingMode: 'T',
      speed: 0,
      mmsi: null,
      fusedMmsi: null,
    });
    // TTM's range and bearing put it within metres of where the radar saw it.
    expect(greatCircleM(t!.longitude, t!.latitude, SHIP.lon, SHIP.lat)).toBeLessThan(20);
    expect(t!.distance).toBeCloseTo(greatCircleM(...SITE, SHIP.lon, SHIP.lat) / 1852, 2);

    const before = (await source('radar_priok'))!.status;
    expect(before.engineStatus).toBe(true);
    expect(before.messages).toBeGreaterThan(0);
    nmea.send('$RATTM,03,abc,10.0,T,1,1,T,,,N,,T,,,A*00\r\n'); // bad checksum
    nmea.send('$RATTM,03,abc,10.0,T,1,1,T,,,N,,T,,,A*55\r\n'); // a number that is not one
    nmea.send('$RATLL,04,9999.000,S,10649.200,E,,,T,*00\r\n');
    nmea.send(`${'x'.repeat(5000)}\r\n`); // overlong
    const after = await until(
      () => source('radar_priok'),
      (s) => (s?.status.decodeErrors ?? 0) >= before.decodeErrors + 4,
    );
    expect(after!.status.overlong).toBeGreaterThanOrEqual(1);
    // The feed goes on: new sentences keep arriving.
    const messages = after!.status.messages;
    await until(
      () => source('radar_priok'),
      (s) => (s?.status.messages ?? 0) > messages,
    );
  });

  it('reads IVEF vessel data with its static and voyage fields; malformed XML is counted', async () => {
    const res = await call('POST', '/api/sources', ctx.cookie, {
      name: 'ivef_priok',
      kind: 'radar-ivef',
      host: '127.0.0.1',
      port: ivef.port,
      enabled: true,
    });
    expect(res.statusCode).toBe(201);
    const list = await until(targets, (l) => l.some((x) => x.kind === 'ivef'));
    expect(list.find((x) => x.kind === 'ivef')).toMatchObject({
      source: 'ivef_priok',
      track: '42',
      mmsi: 525005555,
      name: 'KM SIM & CO',
      callSign: 'PKSM',
      destName: 'PRIOK',
      speed: 8,
      course: 180,
    });
    const before = (await source('ivef_priok'))!.status;
    ivef.send(
      '<MSG_VesselData><Body><VesselData><PosReport Id="1"></VesselData></MSG_VesselData>\n',
    );
    ivef.send(
      '<MSG_VesselData><Body><VesselData><PosReport Id="2"/></VesselData></Body></MSG_VesselData>\n',
    );
    const after = await until(
      () => source('ivef_priok'),
      (s) => (s?.status.decodeErrors ?? 0) >= before.decodeErrors + 2,
    );
    await until(
      () => source('ivef_priok'),
      (s) => (s?.status.messages ?? 0) > after!.status.messages,
    );
  });

  it('lists targets near a port with its radar status; bad queries name the field', async () => {
    const near = (
      await call('GET', `/api/radar/near?lon=${SITE[0]}&lat=${SITE[1]}&radiusNm=30`, ctx.cookie)
    ).json<RadarNear>();
    expect(near.status).toBe('ok');
    expect(near.targets.map((t) => t.kind).sort()).toEqual(['ivef', 'nmea']);
    const far = (await call('GET', '/api/radar/near?lon=120&lat=-8', ctx.cookie)).json<RadarNear>();
    expect(far).toEqual({ status: 'none', targets: [] });
    const bad = await call('GET', '/api/radar/near?lon=abc&lat=-6', ctx.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'lon' });
    const anonymous = await call('GET', '/api/radar/targets');
    expect(anonymous.statusCode).toBe(401);
  });

  it('a removed source takes its targets with it at the next tick', async () => {
    const s = await source('ivef_priok');
    const del = await call('DELETE', `/api/sources/${s!.id}`, ctx.cookie, {
      password: 'user_superAdmin-password',
    });
    expect(del.statusCode).toBe(200);
    await ctx.app.radar.tick();
    expect((await targets()).map((t) => t.kind)).toEqual(['nmea']);
  });
});

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`radar sources stored on ${database.name}`, () => {
    let store: TestStore;
    beforeAll(async () => {
      store = await database.open();
    });
    afterAll(async () => {
      await store.dispose();
    });

    it("keeps a radar's own position (migration 0045), null for AIS sources", async () => {
      const repo = new SourcesRepo(store.db, () => 1000);
      const radar = await repo.create({
        name: 'radar_store',
        kind: 'radar-nmea',
        host: '10.0.0.9',
        port: 10110,
        radarLon: 106.885,
        radarLat: -6.095,
        enabled: true,
      });
      const ais = await repo.create({
        name: 'ais_store',
        kind: 'tcp-client',
        host: '10.0.0.8',
        port: 5631,
        radarLon: 1,
        radarLat: 2,
        enabled: true,
      });
      expect(await repo.get(radar.id)).toMatchObject({
        kind: 'radar-nmea',
        radarLon: 106.885,
        radarLat: -6.095,
      });
      expect(await repo.get(ais.id)).toMatchObject({ radarLon: null, radarLat: null });
    });
  });
}

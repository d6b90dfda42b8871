import type { SarAssistAnswer, SarNewsList } from '@pantau/contracts';
import { wibDay } from '@pantau/domain';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { SAR_NEWS_SUNDA as KMP } from '../../testing/sar-news.ts';
import { pos, stat } from '../../testing/vessel-events.ts';
import { startBasarnasFixture, type RunningBasarnasFixture } from './fixture-server.ts';
import { BasarnasError, sarNewsOf } from './sar.client.ts';
import { demoAnswer } from './sar.demo.ts';
import { SarService } from './sar.service.ts';

describe("Basarnas' answer read into the spec's item", () => {
  it('keeps every SPEC §3 field, counts as numbers, victims, the instant in UTC+7 and the position', () => {
    const { items, problem } = sarNewsOf({ data: [KMP] });
    expect(problem).toBeNull();
    const [item] = items;
    expect(item).toMatchObject({
      id: 'BSR-2026-1130-01',
      nama_berita: KMP.nama_berita,
      jenis_kecelakaan: 'Kapal Tenggelam',
      nama_kansar: 'Kantor SAR Banten',
      jarak_tempuh: '18',
      korban_selamat: 2,
      korban_meninggal: 1,
      hilang: 1,
      tgl_selesai: null,
      incidentAt: Date.UTC(2026, 10, 30, 1, 15),
      lon: 105.97,
      lat: -5.83,
    });
    expect(item?.detail_korban.data_korban.map((v) => [v.nama, v.umur, v.hasil_opssar])).toEqual([
      ['Ahmad Saputra', '34', 'S'],
      ['Siti Rahman', '29', 'S'],
      ['Budi Lubis', '51', 'DP'],
      ['Wayan Pratama', '45', 'M'],
    ]);
  });

  it('takes a bare list, an empty one, and a news item without victims or position', () => {
    const bare = { nama_berita: 'Orang jatuh ke laut', tgl_kejadian: 'kemarin' };
    const { items } = sarNewsOf([bare]);
    expect(items[0]).toMatchObject({ korban_selamat: 0, incidentAt: null, lon: null, lat: null });
    expect(items[0]?.detail_korban.data_korban).toEqual([]);
    expect(items[0]?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(sarNewsOf({ data: [] })).toEqual({ items: [], problem: null });
  });

  it('says what could not be read, and refuses an answer that is not a list', () => {
    const partial = sarNewsOf({
      data: [KMP, { jenis_kecelakaan: 'Kapal Terbakar' }, { ...KMP, hilang: 'dua' }],
    });
    expect(partial.items).toHaveLength(1);
    expect(partial.problem).toBe(
      'Basarnas sent 2 of 3 news that could not be read (an item has no nama_berita)',
    );
    expect(() => sarNewsOf({ message: 'maintenance' })).toThrow(BasarnasError);
    expect(() => sarNewsOf('<html>')).toThrow(BasarnasError);
  });
});

describe('the simulated demo cases', () => {
  it('are Basarnas-shaped, deterministic per day, within the period and never in the future', () => {
    const now = Date.UTC(2026, 10, 30, 5, 0);
    const a = demoAnswer('2026-11-01', '2026-11-30', now);
    expect(a).toEqual(demoAnswer('2026-11-01', '2026-11-30', now));
    expect(a.data.length).toBeGreaterThanOrEqual(30);
    const { items, problem } = sarNewsOf(a);
    expect(problem).toBeNull();
    for (const item of items) {
      expect(item.incidentAt).not.toBeNull();
      expect(item.incidentAt as number).toBeLessThanOrEqual(now);
      expect(wibDay(item.incidentAt as number) >= '2026-11-01').toBe(true);
      expect(item.lat).not.toBeNull();
      expect(item.korban_selamat + item.hilang + item.korban_meninggal).toBe(
        item.detail_korban.data_korban.length,
      );
    }
  });
});

describe('SarService', () => {
  let fixture: RunningBasarnasFixture;
  beforeAll(async () => {
    fixture = await startBasarnasFixture({ token: 'secret-token' });
  });
  afterAll(() => fixture.close());

  it('reads a period once per cache time; a failure is an error with the last good news, never none', async () => {
    let t = Date.UTC(2026, 10, 30, 5, 0);
    const logged: string[] = [];
    const { basarnasSource } = await import('./sar.client.ts');
    const source = basarnasSource({ url: fixture.url, token: 'secret-token', timeoutMs: 300 });
    const service = new SarService(() => ({ source, simulated: false }), {
      cacheMs: 60_000,
      now: () => t,
      log: (m) => logged.push(m),
    });
    fixture.items = [KMP];
    const first = await service.news('2026-11-30', '2026-11-30');
    expect(first).toMatchObject({ state: 'ok', simulated: false, fetchedAt: t, lastGoodAt: t });
    expect(first.data.map((d) => d.id)).toEqual(['BSR-2026-1130-01']);
    await service.news('2026-11-30', '2026-11-30');
    expect(fixture.requests).toEqual(['/bsar/2026-11-30/2026-11-30']);

    const good = t;
    t += 61_000;
    fixture.failWith = 503;
    const failed = await service.news('2026-11-30', '2026-11-30');
    expect(failed).toMatchObject({
      state: 'error',
      message: 'Basarnas answered HTTP 503',
      fetchedAt: good,
      lastGoodAt: good,
    });
    expect(failed.data).toHaveLength(1);

    fixture.failWith = null;
    fixture.rawBody = '{"data": [';
    t += 11_000;
    expect(await service.news('2026-11-30', '2026-11-30')).toMatchObject({
      state: 'error',
      message: 'Basarnas answered something that is not JSON',
    });
    fixture.rawBody = null;
    fixture.delayMs = 1_000;
    const late = await service.news('2026-11-01', '2026-11-02');
    expect(late).toMatchObject({
      state: 'error',
      message: 'Basarnas did not answer in time',
      data: [],
      lastGoodAt: good,
    });
    fixture.delayMs = 0;
    expect(logged).toEqual([
      'Basarnas could not be read',
      'Basarnas could not be read',
      'Basarnas could not be read',
    ]);
  });

  it('says not configured without a source, and sends the token Basarnas wants', async () => {
    const none = new SarService(() => null, { cacheMs: 1, now: Date.now, log: () => undefined });
    expect(await none.news('2026-11-30', '2026-11-30')).toMatchObject({
      state: 'notConfigured',
      data: [],
    });
    const { basarnasSource } = await import('./sar.client.ts');
    const wrong = basarnasSource({ url: fixture.url, token: 'guess', timeoutMs: 1000 });
    const service = new SarService(() => ({ source: wrong, simulated: false }), {
      cacheMs: 1,
      now: Date.now,
      log: () => undefined,
    });
    expect(await service.news('2026-11-29', '2026-11-29')).toMatchObject({
      state: 'error',
      message: 'Basarnas answered HTTP 401',
    });
  });
});

const SAR_BOAT = 525_019_051;
const TANKER = 525_019_080;
const ANCHORED = 525_019_001;
const FAR = 525_019_099;
const SCENE = { lon: 105.97, lat: -5.83 };

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(
    `Berita SAR and SAR assist routes on ${database.name}`,
    () => {
      let fixture: RunningBasarnasFixture;
      let store: TestStore;
      let call: ReturnType<typeof caller>;
      let close: () => Promise<void>;
      let visitor: string;
      let incident: number;

      beforeAll(async () => {
        fixture = await startBasarnasFixture();
        fixture.items = [KMP];
        store = await database.open();
        const { app, config } = await buildTestApp(store, { PANTAU_BASARNAS_URL: fixture.url });
        call = caller(app);
        close = async () => {
          await app.close();
          await store.dispose();
          await fixture.close();
        };
        visitor = await sessionFor(store, config, 'visitor', 'vita');
        const now = Date.now();
        incident = now - 3_600_000;
        // Now: a SAR boat 6 NM east at 24 kn, a tanker 3 NM north at 10 kn, one at anchor 1 NM
        // west, one 40 NM away.
        app.live.picture.apply(pos(SAR_BOAT, now, SCENE.lon + 0.1, SCENE.lat, 't', { sog: 24 }));
        app.live.picture.apply(stat(SAR_BOAT, now, { name: 'KN SAR KAMAJAYA', shipType: 51 }));
        app.live.picture.apply(pos(TANKER, now, SCENE.lon, SCENE.lat + 0.05, 't', { sog: 10 }));
        app.live.picture.apply(stat(TANKER, now, { name: 'MT SELAT', shipType: 80 }));
        app.live.picture.apply(pos(ANCHORED, now, SCENE.lon - 1 / 60, SCENE.lat, 't', { sog: 0 }));
        app.live.picture.apply(pos(FAR, now, SCENE.lon + 0.7, SCENE.lat, 't', { sog: 12 }));
        // At the incident: the tanker 2 NM south 5 min before, and 20 min before (too early);
        // the anchored one 10 min after.
        await app.history.repo.write(
          [
            pos(TANKER, incident - 20 * 60_000, SCENE.lon, SCENE.lat - 0.2, 't', { sog: 10 }),
            pos(TANKER, incident - 5 * 60_000, SCENE.lon, SCENE.lat - 2 / 60, 't', { sog: 10 }),
            pos(ANCHORED, incident + 10 * 60_000, SCENE.lon - 1 / 60, SCENE.lat, 't', { sog: 0 }),
            pos(FAR, incident, SCENE.lon + 0.7, SCENE.lat, 't', { sog: 12 }),
          ],
          [],
        );
      });
      afterAll(() => close());

      it("answers the period's news at the spec's path", async () => {
        const res = await call('GET', '/api/basarnas/bsar/2026-11-30/2026-11-30', visitor);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toContain('no-store');
        const list = res.json<SarNewsList>();
        expect(list).toMatchObject({ state: 'ok', simulated: false });
        expect(list.data[0]?.detail_korban.data_korban).toHaveLength(4);
        expect((await call('GET', '/api/basarnas/bsar/2026-11-30/2026-11-30')).statusCode).toBe(
          401,
        );
      });

      it('refuses a period backwards, over 31 days, or not a day, naming the field', async () => {
        const back = await call('GET', '/api/basarnas/bsar/2026-11-30/2026-11-29', visitor);
        expect([back.statusCode, back.json()]).toEqual([
          400,
          expect.objectContaining({
            field: 'dateTo',
            message: 'dateTo must not be before dateFrom',
          }),
        ]);
        const long = await call('GET', '/api/basarnas/bsar/2026-10-01/2026-11-01', visitor);
        expect([long.statusCode, long.json<{ message: string }>().message]).toEqual([
          400,
          'a search spans at most 31 days',
        ]);
        expect(
          (await call('GET', '/api/basarnas/bsar/2026-10-01/2026-10-31', visitor)).statusCode,
        ).toBe(200);
        const bad = await call('GET', '/api/basarnas/bsar/2026-02-30/2026-03-01', visitor);
        expect([bad.statusCode, bad.json<{ field: string }>().field]).toEqual([400, 'dateFrom']);
      });

      it('writes the PDF: its name, A4 landscape, every news with its victims as text', async () => {
        const res = await call('GET', '/api/basarnas/bsar/2026-11-30/2026-11-30/pdf', visitor);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toContain(
          'filename="beritasar 2026-11-30 sampai 2026-11-30.pdf"',
        );
        const pdf = await pdfText(res.rawPayload);
        expect(pdf.size).toEqual([842, 595]);
        for (const text of [
          KMP.nama_berita,
          'Kantor SAR Banten',
          'Selamat (2)',
          'Hilang (1)',
          'Meninggal (1)',
          'Ahmad Saputra',
          'Budi Lubis',
          'Wayan Pratama',
        ])
          expect(pdf.text).toContain(text);
      });

      it('lists the vessels that can reach the scene now and at the incident, by ETA', async () => {
        const q = `lon=${SCENE.lon}&lat=${SCENE.lat}&at=${incident}`;
        const res = await call('GET', `/api/basarnas/assist?${q}`, visitor);
        expect(res.statusCode).toBe(200);
        const a = res.json<SarAssistAnswer>();
        expect(a).toMatchObject({ radiusNm: 30, at: incident, windowMinutes: 15 });
        // 6 NM at 24 kn is 15 min, 3 NM at 10 kn 18 min: the farther one first; at anchor (1 NM
        // off) no ETA, last.
        expect(
          a.now.map((r) => [
            r.mmsi,
            r.sarCapable,
            r.etaMinutes === null ? null : Math.round(r.etaMinutes),
          ]),
        ).toEqual([
          [SAR_BOAT, true, 15],
          [TANKER, false, 18],
          [ANCHORED, false, null],
        ]);
        expect(a.now[0]).toMatchObject({ name: 'KN SAR KAMAJAYA', shipType: 51 });
        expect(a.atIncident.map((r) => [r.mmsi, r.t - incident])).toEqual([
          [TANKER, -5 * 60_000],
          [ANCHORED, 10 * 60_000],
        ]);
        expect(a.atIncident[0]?.distanceNm).toBeCloseTo(2, 1);

        const wide = await call(
          'GET',
          `/api/basarnas/assist?lon=${SCENE.lon}&lat=${SCENE.lat}&radiusNm=50`,
          visitor,
        );
        expect(wide.json<SarAssistAnswer>().now.map((r) => r.mmsi)).toContain(FAR);
        expect(wide.json<SarAssistAnswer>().atIncident).toEqual([]);
        const bad = await call('GET', `/api/basarnas/assist?lon=200&lat=${SCENE.lat}`, visitor);
        expect([bad.statusCode, bad.json<{ field: string }>().field]).toEqual([400, 'lon']);
        const zero = await call('GET', `/api/basarnas/assist?lon=1&lat=1&radiusNm=0`, visitor);
        expect([zero.statusCode, zero.json<{ field: string }>().field]).toEqual([400, 'radiusNm']);
      });

      it('exports SAR assist as xlsx, now and at the incident, read back', async () => {
        const q = `lon=${SCENE.lon}&lat=${SCENE.lat}&at=${incident}`;
        const res = await call('GET', `/api/basarnas/assist/export?${q}`, visitor);
        expect(res.statusCode).toBe(200);
        const now = await readSheet(res.rawPayload, 'Now');
        expect(now[0]?.slice(0, 4)).toEqual(['MMSI', 'Name', 'SAR unit', 'Ship type']);
        expect(now.slice(1).map((r) => [r[0], r[2], r[7]])).toEqual([
          [SAR_BOAT, 'yes', 15],
          [TANKER, 'no', 18],
          [ANCHORED, 'no', '-'],
        ]);
        const then = await readSheet(res.rawPayload, 'At incident');
        expect(then.slice(1).map((r) => r[0])).toEqual([TANKER, ANCHORED]);
      });
    },
  );
}

describe('without Basarnas', () => {
  it('says not configured on a real picture, and serves the demo cases, simulated, while the simulator runs', async () => {
    const { sqliteTestStore } = await import('../../testing/databases.ts');
    const store = await sqliteTestStore();
    const { app, config } = await buildTestApp(store);
    const call = caller(app);
    const cookie = await sessionFor(store, config, 'visitor', 'vita');
    const today = wibDay(Date.now());
    const res = await call('GET', `/api/basarnas/bsar/${today}/${today}`, cookie);
    expect(res.json<SarNewsList>()).toMatchObject({
      state: 'notConfigured',
      simulated: false,
      data: [],
    });
    expect((await call('GET', `/api/basarnas/bsar/${today}/${today}/pdf`, cookie)).statusCode).toBe(
      404,
    );
    await app.close();
    await store.dispose();

    const simStore = await sqliteTestStore();
    const sim = await buildTestApp(simStore, {
      PANTAU_SIMULATOR: 'auto',
      PANTAU_SIM_VESSELS: '20',
    });
    const simCookie = await sessionFor(simStore, sim.config, 'visitor', 'vita');
    const from = wibDay(Date.now() - 6 * 86_400_000);
    const demo = (
      await caller(sim.app)('GET', `/api/basarnas/bsar/${from}/${today}`, simCookie)
    ).json<SarNewsList>();
    expect(demo).toMatchObject({ state: 'ok', simulated: true });
    expect(demo.data.length).toBeGreaterThanOrEqual(7);
    await sim.app.close();
    await simStore.dispose();
  });
});

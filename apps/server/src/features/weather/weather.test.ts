import type { PortForecast, VesselWeatherRisk, WeatherAreas } from '@pantau/contracts';
import { msToKnots, periodForDay } from '@pantau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { pos, stat } from '../../testing/vessel-events.ts';
import {
  bmkgInstant,
  bmkgSource,
  forecastOf,
  portForecastOf,
  portSlugOf,
  shapesOf,
} from './bmkg.client.ts';
import { startBmkgFixture, type RunningBmkgFixture } from './fixture-server.ts';
import { demoForecast, demoPortForecast, demoShapes } from './weather.demo.ts';
import { PRIOK_FORECAST as PRIOK, PRIOK_ISSUE } from '../../testing/bmkg-ports.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { WeatherService, type CurrentSource } from './weather.service.ts';

const NOW = Date.UTC(2026, 11, 2, 3, 0);

/** BMKG's answer for Laut Jawa bagian tengah, as its public API writes one. */
const LAUT_JAWA = {
  code: 'M.20',
  name: 'Laut Jawa bagian tengah',
  issued: '2026-12-02 00:00 UTC',
  data: [
    {
      time_desc: 'Hari ini',
      valid_from: '2026-12-02 00:00 UTC',
      valid_to: '2026-12-02 12:00 UTC',
      weather: 'Hujan Ringan',
      weather_desc: 'Hujan ringan',
      warning_desc: 'NIL',
      station_remark: '',
      wave_cat: 'Sedang',
      wave_desc: '1.25 - 2.5 m',
      wind_from: 'Barat',
      wind_to: 'Timur',
      wind_speed_min: 8,
      wind_speed_max: '20',
    },
  ],
};

describe("BMKG's answers read into Pantau's model", () => {
  it('keeps every field, in SI units, with the issue time', () => {
    const f = forecastOf(LAUT_JAWA, 'M.20');
    if (typeof f === 'string') throw new Error(f);
    expect(f.issuedAt).toBe(Date.UTC(2026, 11, 2, 0, 0));
    const [p] = f.periods;
    expect(p).toMatchObject({
      timeDesc: 'Hari ini',
      validFrom: Date.UTC(2026, 11, 2, 0),
      validTo: Date.UTC(2026, 11, 2, 12),
      weather: 'Hujan Ringan',
      warningDesc: null,
      waveCategory: 'Sedang',
      waveDesc: '1.25 - 2.5 m',
      waveMinM: 1.25,
      waveMaxM: 2.5,
      windFrom: 'Barat',
      windTo: 'Timur',
    });
    expect(msToKnots(p?.windMinMs ?? 0)).toBeCloseTo(8, 6);
    expect(msToKnots(p?.windMaxMs ?? 0)).toBeCloseTo(20, 6);
  });

  it("refuses another area's answer, one without an issue time, and an unknown wave category", () => {
    expect(forecastOf(LAUT_JAWA, 'M.21')).toBe('the answer is for another area (M.20)');
    expect(forecastOf({ ...LAUT_JAWA, issued: 'pagi' }, 'M.20')).toBe(
      'the answer has no readable issue time',
    );
    expect(
      forecastOf({ ...LAUT_JAWA, data: [{ ...LAUT_JAWA.data[0], wave_cat: 'Badai' }] }, 'M.20'),
    ).toBe("wave_cat 'Badai' is not a BMKG wave category");
    expect(forecastOf({ ...LAUT_JAWA, data: [] }, 'M.20')).toBe('the answer has no periods');
    expect(forecastOf('<html>', 'M.20')).toBe('the answer is not an object');
  });

  it("reads BMKG's instants in UTC and Indonesia's zones", () => {
    expect(bmkgInstant('2026-12-02 00:00 UTC')).toBe(Date.UTC(2026, 11, 2, 0));
    expect(bmkgInstant('2026-12-02 07:00 WIB')).toBe(Date.UTC(2026, 11, 2, 0));
    expect(bmkgInstant('2026-12-02 09:00 WIT')).toBe(Date.UTC(2026, 11, 2, 0));
    expect(bmkgInstant('2026-12-02T08:00:00+08:00')).toBe(Date.UTC(2026, 11, 2, 0));
    expect(bmkgInstant('2 Desember 2026')).toBeNull();
  });

  it('takes the areas with a code, a name and a polygon, and counts the others', () => {
    const { shapes, unread } = shapesOf({
      type: 'FeatureCollection',
      features: [
        ...((demoShapes('M') as { features: unknown[] }).features.slice(0, 2) as object[]),
        { type: 'Feature', properties: { WP_1: 'M.99' }, geometry: null },
        { type: 'Feature', properties: { WP_IMM: 'x' }, geometry: { type: 'Point' } },
      ],
    });
    expect(shapes.map((s) => s.code)).toEqual(['M.01', 'M.02']);
    expect(unread).toBe(2);
  });
});

describe("BMKG's port forecasts", () => {
  it('reads every SPEC §3 field in SI units, one issue per issue time, newest first', () => {
    const issues = portForecastOf(PRIOK);
    if (typeof issues === 'string') throw new Error(issues);
    expect(issues.map((i) => i.issuedAt)).toEqual([
      Date.UTC(2026, 11, 2, 0),
      Date.UTC(2026, 11, 1, 12),
    ]);
    const [i] = issues;
    expect(i).toMatchObject({
      weather: 'Berawan',
      waveCategory: 'Rendah',
      visibilityM: 8000,
      tempMinC: 25,
      rhMax: 90,
      currentFrom: 'Timur',
      lowTideM: 0.2,
      lowTideAt: '03:00 WIB',
      highTideM: 1.1,
      warningDesc: null,
    });
    expect(msToKnots(i?.windMaxMs ?? 0)).toBeCloseTo(15, 6);
    // BMKG writes the current in cm/s.
    expect(i?.currentMaxMs).toBeCloseTo(0.35, 9);
    expect(portForecastOf(PRIOK_ISSUE)).toHaveLength(1);
    expect(portForecastOf({ data: [{ ...PRIOK_ISSUE, issued: null }] })).toBe(
      'an issue has no readable issue time',
    );
    expect(portForecastOf('<html>')).toBe("the answer is not BMKG's port forecast");
    expect(portSlugOf('Tanjung Priok')).toBe('pelabuhan-tanjung-priok');
    expect(portSlugOf('Pelabuhan Ulee Lheue, Banda Aceh')).toBe('pelabuhan-ulee-lheue-banda-aceh');
  });

  it('has a demo forecast for a port in a demo area, none outside', () => {
    const priok = portForecastOf(demoPortForecast(106.88, -6.1, NOW));
    if (typeof priok === 'string') throw new Error(priok);
    expect(priok).toHaveLength(2);
    expect(priok[0]?.issuedAt).toBe(Date.UTC(2026, 11, 2, 0));
    expect(priok[0]?.waveCategory).not.toBeNull();
    expect(demoPortForecast(60, 20, NOW)).toBeNull();
  });
});

describe("the simulator's demo forecasts", () => {
  it("are BMKG's 42 high-seas areas with a usable forecast each, deterministic, some rough", () => {
    const { shapes, unread } = shapesOf(demoShapes('M'));
    expect(unread).toBe(0);
    expect(shapes).toHaveLength(42);
    const categories = new Set<string>();
    for (const s of shapes) {
      expect(s.polygons[0]?.[0]?.length).toBeGreaterThanOrEqual(4);
      const raw = demoForecast(s.code, NOW);
      expect(raw).toEqual(demoForecast(s.code, NOW));
      const f = forecastOf(raw, s.code);
      if (typeof f === 'string') throw new Error(`${s.code}: ${f}`);
      // Every date choice has a period, four days on.
      for (const day of ['today', 'tommorow', 'h2', 'h3'] as const)
        expect(periodForDay(f.periods, day, NOW), `${s.code} ${day}`).not.toBeNull();
      for (const p of f.periods) {
        categories.add(p.waveCategory ?? 'none');
        // A warning only where the waves are high, and naming their category.
        const high = (p.waveMinM ?? 0) >= 2.5;
        expect(p.warningDesc === null, `${s.code} ${p.waveCategory}`).toBe(!high);
        if (high) expect(p.warningDesc?.toLowerCase()).toContain(p.waveCategory?.toLowerCase());
      }
    }
    expect(categories.has('none')).toBe(false);
    expect(categories.has('Tinggi')).toBe(true);
    expect(categories.has('Rendah')).toBe(true);
    expect(shapesOf(demoShapes('P')).shapes).toEqual([]);
  });
});

describe('reading BMKG over HTTP', () => {
  let fixture: RunningBmkgFixture;
  let clock = NOW;
  const logs: string[] = [];
  let service: WeatherService;
  let current: CurrentSource;

  beforeAll(async () => {
    fixture = await startBmkgFixture({ now: () => clock });
    const source = bmkgSource({ url: fixture.url, timeoutMs: 300 });
    current = { source, simulated: false, groups: ['M', 'P'] };
    service = new WeatherService(() => current, {
      now: () => clock,
      log: (message) => logs.push(message),
    });
  });
  afterAll(() => fixture.close());

  it('reads every area, and keeps an issue it already holds without change', async () => {
    const before = service.areas(current);
    expect(before.state).toBe('loading');
    await service.refresh();
    const first = service.areas(current);
    expect(first.state).toBe('ok');
    expect(first.areas).toHaveLength(42);
    expect(first.areas.every((a) => !a.stale && a.issuedAt === Date.UTC(2026, 11, 2, 0))).toBe(
      true,
    );
    expect(first.lastGoodAt).toBe(NOW);
    const asked = fixture.requests.length;
    // 2 groups of outlines, then 42 forecasts; the outlines are not asked again the same day.
    expect(asked).toBe(44);
    await service.refresh();
    expect(fixture.requests.length - asked).toBe(42);
    expect(service.areas(current).areas).toEqual(first.areas);
    expect(logs).toEqual([]);
  });

  it("keeps an area's last forecast, stale, when BMKG fails, is late, or answers wrongly", async () => {
    clock = NOW + 12 * 3_600_000;
    fixture.forecasts.set('M.20', '{"code": "M.20", "data": [');
    fixture.forecasts.set('M.21', { ...LAUT_JAWA, code: 'M.99', issued: '2026-12-02 12:00 UTC' });
    await service.refresh();
    const after = service.areas(current);
    const byCode = new Map(after.areas.map((a) => [a.code, a]));
    // Every other area moved on to the 12 UTC issue.
    expect(byCode.get('M.19')).toMatchObject({
      stale: false,
      issuedAt: Date.UTC(2026, 11, 2, 12),
    });
    for (const code of ['M.20', 'M.21']) {
      expect(byCode.get(code)).toMatchObject({ stale: true, issuedAt: Date.UTC(2026, 11, 2, 0) });
      expect(byCode.get(code)?.periods.length).toBeGreaterThan(0);
    }
    expect(after.message).toBe('BMKG: 2 of 42 sea areas could not be read');
    expect(service.stats.areaFailures).toMatchObject({ malformed: 1, unknownArea: 1 });
    expect(after.lastGoodAt).toBe(NOW);

    fixture.forecasts.clear();
    fixture.delayMs = 1000;
    await service.refresh();
    fixture.delayMs = 0;
    const late = service.areas(current);
    expect(late.areas.every((a) => a.stale)).toBe(true);
    expect(service.stats.areaFailures.unreachable).toBe(42);
    expect(logs).toContain('BMKG forecast could not be read');
  });

  it('is stale, never calm, once every period of a forecast has ended', async () => {
    const endedSource: CurrentSource = {
      simulated: false,
      groups: ['M'],
      source: {
        shapes: () => Promise.resolve(demoShapes('M')),
        forecast: (code) => Promise.resolve(demoForecast(code, NOW)),
        port: () => Promise.resolve(null),
      },
    };
    const ended = new WeatherService(() => endedSource, {
      now: () => NOW + 5 * 86_400_000,
      log: () => undefined,
    });
    await ended.refresh();
    expect(ended.areas(endedSource).areas.every((a) => a.stale)).toBe(true);
    expect(ended.staleNow()).toBe(42);
  });

  it('reads on demand when its source appears after the start (the demo starts later)', async () => {
    let later: CurrentSource | null = null;
    const demo = new WeatherService(() => later, { now: () => NOW, log: () => undefined });
    demo.start(600_000);
    await demo.refresh();
    expect(demo.areas(later).state).toBe('notConfigured');
    later = {
      simulated: true,
      groups: ['M'],
      source: {
        shapes: (group) => Promise.resolve(demoShapes(group)),
        forecast: (code) => Promise.resolve(demoForecast(code, NOW)),
        port: () => Promise.resolve(null),
      },
    };
    expect(demo.areas(later)).toMatchObject({ state: 'loading', simulated: true, areas: [] });
    demo.ensure();
    expect(demo.reading).toBe(true);
    await demo.refresh();
    expect(demo.areas(later)).toMatchObject({ state: 'ok', simulated: true });
    expect(demo.shapes(later).shapes).toHaveLength(42);
    demo.stop();
  });

  it('says what went wrong when BMKG cannot be reached at all', async () => {
    const downSource: CurrentSource = {
      simulated: false,
      groups: ['M'],
      source: bmkgSource({ url: 'http://127.0.0.1:9', timeoutMs: 500 }),
    };
    const down = new WeatherService(() => downSource, { now: Date.now, log: () => undefined });
    await down.refresh();
    expect(down.areas(downSource)).toMatchObject({
      state: 'error',
      areas: [],
      message: 'BMKG unreachable',
    });
    expect(down.stats.pollFailures).toBe(1);
  });
});

for (const database of TEST_DATABASES.slice(0, 1)) {
  describe.runIf(await database.available())(`the weather routes on ${database.name}`, () => {
    let fixture: RunningBmkgFixture;
    let store: TestStore;
    let call: ReturnType<typeof caller>;
    let close: () => Promise<void>;
    let visitor: string;
    const now = Date.now();
    const FISHING = 525_034_030;
    const CARGO = 525_034_070;
    const TUG_LATE = 525_034_052;

    beforeAll(async () => {
      fixture = await startBmkgFixture();
      // Laut Jawa bagian tengah: a moderate sea (Sedang, up to 2.5 m), light wind, all along.
      const raw = demoForecast('M.20', now) as { data: Record<string, unknown>[] };
      fixture.forecasts.set('M.20', {
        ...raw,
        data: raw.data.map((p) => ({
          ...p,
          wave_cat: 'Sedang',
          wave_desc: '1.25 - 2.5 m',
          wind_speed_min: 5,
          wind_speed_max: 10,
        })),
      });
      store = await database.open();
      const { app, config } = await buildTestApp(store, {
        PANTAU_BMKG_URL: fixture.url,
        PANTAU_BMKG_AREA_GROUPS: 'M',
      });
      await app.weather.service.refresh();
      for (const [mmsi, shipType] of [
        [FISHING, 30],
        [CARGO, 70],
      ] as const) {
        app.live.picture.apply(pos(mmsi, now, 111.0, -5.2, 't'));
        app.live.picture.apply(stat(mmsi, now, { shipType }));
      }
      // A tug west of Sumatra's Indian Ocean margin, outside every area of the demo's bounds.
      app.live.picture.apply(pos(TUG_LATE, now, 91.5, -5.0, 't'));
      app.live.picture.apply(stat(TUG_LATE, now, { shipType: 52 }));
      call = caller(app);
      visitor = await sessionFor(store, config, 'visitor', 'vita');
      close = async () => {
        await app.close();
        await store.dispose();
        await fixture.close();
      };
    });
    afterAll(() => close());

    it('answers every sea area to anyone signed in, and nothing to strangers', async () => {
      const res = await call('GET', '/api/weather/areas', visitor);
      expect(res.statusCode).toBe(200);
      const body = res.json<WeatherAreas>();
      expect(body).toMatchObject({ state: 'ok', simulated: false, message: null });
      expect(body.areas).toHaveLength(42);
      const shapes = await call('GET', '/api/weather/area-shapes', visitor);
      expect(shapes.json<{ shapes: unknown[] }>().shapes).toHaveLength(42);
      expect((await call('GET', '/api/weather/areas')).statusCode).toBe(401);
    });

    it("judges a live vessel's sea by its class: a fishing boat at risk, a cargo ship not", async () => {
      const risk = async (mmsi: number) =>
        (await call('GET', `/api/weather/vessels/${mmsi}`, visitor)).json<VesselWeatherRisk>();
      const fishing = await risk(FISHING);
      expect(fishing).toMatchObject({
        weatherClass: 'fishing',
        area: { code: 'M.20', name: 'Laut Jawa bagian tengah' },
        stale: false,
        now: { level: 'risk', wave: true, wind: false, waveCategory: 'Sedang', waveMaxM: 2.5 },
      });
      expect(fishing.steps).toHaveLength(8);
      expect((await risk(CARGO)).now).toMatchObject({ level: 'ok', wave: false });
      expect(await risk(TUG_LATE)).toMatchObject({ weatherClass: 'barge', area: null, now: null });
      expect((await call('GET', '/api/weather/vessels/525034999', visitor)).statusCode).toBe(404);
      expect((await call('GET', '/api/weather/vessels/abc', visitor)).statusCode).toBe(400);
    });

    it("answers a port's BMKG forecast, 'none' where BMKG has none, and its PDF", async () => {
      fixture.ports.set('pelabuhan-tanjung-priok', PRIOK);
      const res = await call('GET', '/api/weather/ports/wpi-50970', visitor);
      expect(res.statusCode).toBe(200);
      const f = res.json<PortForecast>();
      expect(f).toMatchObject({ state: 'ok', simulated: false, port: { name: 'Tanjung Priok' } });
      expect(f.issues.map((i) => i.weather)).toEqual(['Berawan', 'Hujan Ringan']);
      expect(fixture.requests).toContain('/public_api/pelabuhan/pelabuhan-tanjung-priok.json');
      // Another port BMKG does not know: an answer with no issues, not an error.
      const other = (
        await call('GET', '/api/weather/ports/wpi-51260', visitor)
      ).json<PortForecast>();
      expect(other).toMatchObject({ state: 'ok', issues: [] });
      expect((await call('GET', '/api/weather/ports/nope', visitor)).statusCode).toBe(404);
      const pdf = await call('GET', '/api/weather/ports/wpi-50970/pdf', visitor);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const { text, size } = await pdfText(pdf.rawPayload);
      // A4 portrait.
      expect(size).toEqual([595, 842]);
      for (const part of [
        'Tanjung Priok',
        'Terbit 02-12-2026 07:00:00',
        'Terbit 01-12-2026 19:00:00',
        'Angin: 5 - 15 kts',
        'Arus: 10 - 35 cm/s',
        'Pasang tertinggi: 1.1 M (09:00 WIB)',
      ])
        expect(text).toContain(part);
    });

    it('counts the readings in /metrics', async () => {
      const text = (await call('GET', '/metrics')).body;
      expect(text).toMatch(/^pantau_weather_polls_total [1-9]/m);
      expect(text).toMatch(/^pantau_weather_stale_areas 0$/m);
      expect(text).toMatch(/^pantau_weather_area_failures_total\{reason="malformed"\} 0$/m);
    });
  });

  describe.runIf(await database.available())('the weather routes without BMKG', () => {
    it('say BMKG is not configured when the picture is not the simulator', async () => {
      const store = await database.open();
      const { app, config } = await buildTestApp(store);
      try {
        const cookie = await sessionFor(store, config, 'visitor', 'vita');
        const res = await caller(app)('GET', '/api/weather/areas', cookie);
        expect(res.json()).toEqual({
          state: 'notConfigured',
          simulated: false,
          areas: [],
          lastGoodAt: null,
          message: null,
        });
      } finally {
        await app.close();
        await store.dispose();
      }
    });
  });
}

import { DENSITY_CELL_DEG, DENSITY_TOO_LONG, type DensityView } from '@pantau/contracts';
import { wibDay, type PositionEvent, type StaticEvent } from '@pantau/domain';
import { cellAreaKm2 } from '@pantau/geo';
import type { FastifyInstance } from 'fastify';
import { fromArrayBuffer } from 'geotiff';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../config.ts';
import { buildTestApp, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { DensityAggregator } from './density-aggregator.ts';
import { RequestCancelled } from '../../http/cancel.ts';
import { DENSITY_CSV_HEADER } from './density-export.ts';
import { DensityRepo } from './density.repo.ts';
import { densityGrid } from './density.routes.ts';

const MIN = 60_000;
const DAY = 86_400_000;

const pos = (mmsi: number, t: number, lon: number, lat = -6.0125, source = 'priok') =>
  ({
    kind: 'position',
    mmsi,
    t,
    source,
    msgType: 1,
    aisClass: 'A',
    lat,
    lon,
    sog: 10,
    cog: 90,
    heading: 90,
    navStatus: 0,
    rot: 0,
    accuracy: true,
  }) satisfies PositionEvent;
const stat = (mmsi: number, t: number, shipType: number): StaticEvent => ({
  kind: 'static',
  mmsi,
  t,
  source: 'priok',
  msgType: 5,
  aisClass: 'A',
  name: `V${mmsi}`,
  callSign: null,
  imo: null,
  shipType,
  toBow: null,
  toStern: null,
  toPort: null,
  toStarboard: null,
});

describe('density aggregation', () => {
  it('sums the time between consecutive positions per day, cell, group and source', () => {
    const agg = new DensityAggregator({ cellDeg: 0.1, groupOf: () => 'cargo' });
    const t0 = Date.UTC(2026, 10, 20, 3, 0);
    // 20 minutes inside one cell, reports every minute; a late copy changes nothing.
    for (let i = 0; i <= 20; i++) agg.add(pos(1, t0 + i * MIN, 106.81 + i * 0.001));
    agg.add(pos(1, t0 + 5 * MIN, 106.5));
    // A second vessel silent for an hour: its two positions are not joined.
    agg.add(pos(2, t0, 106.85, -6.05, 'sat'));
    agg.add(pos(2, t0 + 60 * MIN, 106.86, -6.05, 'sat'));
    const rows = agg.drain(t0 + 21 * MIN);
    expect(rows).toEqual([
      { day: '2026-11-20', ix: 1068, iy: -61, grp: 'cargo', source: 'priok', ms: 20 * MIN },
    ]);
    expect(agg.drain(t0 + 21 * MIN)).toEqual([]);
  });

  it('puts each segment in the UTC+7 day of its middle, a later vessel on an earlier day too', () => {
    const agg = new DensityAggregator({ cellDeg: 0.1, groupOf: () => 'cargo' });
    // Midnight WIB is 17:00 UTC: one vessel's minute ends the 20th, the next begins the 21st.
    const midnight = Date.UTC(2026, 10, 20, 17, 0);
    agg.add(pos(1, midnight - 2 * MIN, 106.81));
    agg.add(pos(1, midnight - MIN, 106.811));
    agg.add(pos(1, midnight + MIN, 106.812));
    // A second vessel, heard late, on the 20th.
    agg.add(pos(2, midnight - 4 * MIN, 106.82));
    agg.add(pos(2, midnight - 3 * MIN, 106.821));
    const byDay = new Map<string, number>();
    for (const r of agg.drain(midnight + 2 * MIN)) byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.ms);
    expect(Object.fromEntries(byDay)).toEqual({ '2026-11-20': 2 * MIN, '2026-11-21': 2 * MIN });
  });
});

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`density on ${database.name}`, () => {
    let store: TestStore;
    let app: FastifyInstance;
    let config: Config;
    let cookie: string;
    const now = Date.now();
    const today = wibDay(now);
    const yesterday = wibDay(now - DAY);
    const t0 = now - 40 * MIN;

    beforeAll(async () => {
      store = await database.open();
      ({ app, config } = await buildTestApp(store));
      cookie = await sessionFor(store, config, 'visitor');
      // A cargo vessel crossing from one cell into the next (0.03° in 30 minutes), and a
      // tanker at anchor in another cell, over the same 30 minutes.
      app.hub.publish(stat(525000001, t0, 70));
      app.hub.publish(stat(525000002, t0, 80));
      for (let i = 0; i <= 30; i++) {
        app.hub.publish(pos(525000001, t0 + i * MIN, 106.8 + 0.0125 + i * 0.001));
        app.hub.publish(pos(525000002, t0 + i * MIN, 107.5125, -6.0125, 'sat'));
      }
    });
    afterAll(async () => {
      await app.close();
      await store.dispose();
    });

    const get = (query: string) =>
      app.inject({ url: `/api/density?${query}`, headers: { cookie } });

    it('answers hours per km² per cell, as soon as positions arrived', async () => {
      const res = await get(`from=${yesterday}&to=${today}`);
      expect(res.statusCode).toBe(200);
      const view = res.json<DensityView>();
      expect(view.cellDeg).toBe(DENSITY_CELL_DEG);
      expect(view.days.length).toBeGreaterThan(0);
      const hours = view.hours.reduce((s, h) => s + h, 0);
      expect(hours).toBeCloseTo(1, 6); // 30 min each
      // The cargo vessel's half hour is shared by two cells: 0.0125° of 0.03° in the first.
      const cargoCells = view.lon
        .map((lon, i) => ({ lon, hours: view.hours[i] ?? 0 }))
        .filter((c) => c.lon < 107);
      expect(cargoCells).toHaveLength(2);
      expect(cargoCells.map((c) => c.hours * 60).sort((a, b) => a - b)[0]).toBeCloseTo(12.5, 6);
      const iy = Math.floor(-6.0125 / DENSITY_CELL_DEG);
      const anchored = view.lon.findIndex((lon) => lon > 107);
      expect(view.density[anchored]).toBeCloseTo(0.5 / cellAreaKm2(iy, DENSITY_CELL_DEG), 9);
    });

    it('stops a cancelled request before its sums: nothing more is read once the caller went', async () => {
      // The app's own write of what arrived, so the store has cells to sum.
      expect((await get(`from=${today}&to=${today}`)).statusCode).toBe(200);
      const repo = new DensityRepo(store);
      const sum = vi.spyOn(repo, 'sum');
      const cancel = new AbortController();
      await expect(
        densityGrid(
          { from: today, to: today },
          {
            repo,
            now: () => now,
            flush: () => Promise.resolve(cancel.abort()),
            signal: cancel.signal,
          },
        ),
      ).rejects.toBeInstanceOf(RequestCancelled);
      expect(sum).not.toHaveBeenCalled();
      // The same request, not cancelled, reads the sums.
      const view = await densityGrid(
        { from: today, to: today },
        {
          repo,
          now: () => now,
          flush: () => Promise.resolve(),
          signal: new AbortController().signal,
        },
      );
      expect(sum).toHaveBeenCalledTimes(1);
      expect(view.hours.length).toBeGreaterThan(0);
    });

    it('filters by ship type group and source', async () => {
      const tankers = (await get(`from=${today}&to=${today}&groups=tanker`)).json<DensityView>();
      expect(tankers.lon.every((lon) => lon > 107)).toBe(true);
      expect(tankers.lon.length).toBe(1);
      const priok = (await get(`from=${today}&to=${today}&sources=priok`)).json<DensityView>();
      expect(priok.lon.every((lon) => lon < 107)).toBe(true);
      const none = (await get(`from=${today}&to=${today}&groups=fishing`)).json<DensityView>();
      expect(none.lon).toEqual([]);
    });

    it('refuses bad input, naming the field', async () => {
      const sixDays = await get(`from=${wibDay(now - 5 * DAY)}&to=${today}`);
      expect(sixDays.statusCode).toBe(400);
      expect(sixDays.json()).toMatchObject({ field: 'to', message: DENSITY_TOO_LONG });
      expect((await get(`from=${wibDay(now - 4 * DAY)}&to=${today}`)).statusCode).toBe(200);
      const future = await get(`from=${today}&to=${wibDay(now + 2 * DAY)}`);
      expect(future.statusCode).toBe(400);
      expect(future.json()).toMatchObject({ field: 'to' });
      const reversed = await get(`from=${today}&to=${yesterday}`);
      expect(reversed.json()).toMatchObject({ field: 'from' });
      const unknown = await get(`from=${today}&to=${today}&groups=cargo,submarine`);
      expect(unknown.statusCode).toBe(400);
      // The field and which of the list: groups.1.
      expect(unknown.json()).toMatchObject({ field: 'groups.1' });
      expect(unknown.json<{ message: string }>().message).toContain('submarine');
      const badDay = await get(`from=2026-13-01&to=${today}`);
      expect(badDay.json()).toMatchObject({ field: 'from' });
    });

    it('exports the grid as CSV and as a GeoTIFF that reads back', async () => {
      const csv = await app.inject({
        url: `/api/density/export?from=${today}&to=${today}&format=csv`,
        headers: { cookie },
      });
      expect(csv.statusCode).toBe(200);
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe(DENSITY_CSV_HEADER.join(','));
      expect(lines).toHaveLength(4);

      const tif = await app.inject({
        url: `/api/density/export?from=${today}&to=${today}&format=tif`,
        headers: { cookie },
      });
      expect(tif.statusCode).toBe(200);
      expect(tif.headers['content-type']).toBe('image/tiff');
      const raw = tif.rawPayload;
      const file = await fromArrayBuffer(
        raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer,
      );
      const image = await file.getImage();
      const [west, south, east, north] = image.getBoundingBox();
      expect(west).toBeCloseTo(106.8, 6);
      expect(east).toBeCloseTo(107.525, 6);
      expect(north).toBeCloseTo(-6, 6);
      expect(south).toBeCloseTo(-6.025, 6);
      expect(image.getGeoKeys()).toMatchObject({ GeographicTypeGeoKey: 4326 });
      const [band] = (await image.readRasters()) as unknown as Float32Array[];
      const values = [...(band ?? [])].filter((v) => v > 0);
      expect(values).toHaveLength(3);
      const view = (await get(`from=${today}&to=${today}`)).json<DensityView>();
      expect(Math.max(...values)).toBeCloseTo(Math.max(...view.density), 6);
    });
  });
}

import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { appOnDatabase, sessionFor } from '../../testing/app.ts';
import { sql, type Kysely } from 'kysely';
import { up as backfill } from '../../store/migrations/0032_data_ais_backfill.ts';
import { sqliteTestStore, TEST_DATABASES } from '../../testing/databases.ts';
import { pos, stat } from '../../testing/vessel-events.ts';
import { BULK_SLICE, FleetRepo } from './fleet.repo.ts';

const T0 = Date.parse('2026-11-24T01:00:00Z');

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`Database Kapal on ${database.name}`, () => {
    const t = appOnDatabase(database);
    type Page = { vessels: { mmsi: number; name: string | null }[]; total: number };

    it('keeps the whole fleet seen, one row per MMSI, newest fields winning', async () => {
      const user = await sessionFor(t.store, t.config, 'visitor', 'visitor_fleet');
      t.app.hub.publish(pos(525005001, T0, 106.88, -6.1));
      t.app.hub.publish(
        stat(525005001, T0 + 1000, { name: 'KM SINAR PRIOK', callSign: 'YBAA', aisVersion: 2 }),
      );
      t.app.hub.publish(pos(525005001, T0 + 2000, 106.9, -6.05, 'benoa', { navStatus: 5 }));
      t.app.hub.publish(
        stat(563000123, T0, {
          name: 'ORIENT STAR',
          shipType: 80,
          imo: 9300001,
          aisClass: 'B',
          vendorId: 'SRT',
        }),
      );
      t.app.hub.publish(pos(477000555, T0, 114, -8));
      await t.app.fleet.flush();
      t.app.hub.publish(pos(563000123, T0 + 5000, 104, 1.2, 'priok', { aisClass: 'B' }));
      await t.app.fleet.flush();

      const res = await t.call('GET', '/api/data-ais', user);
      expect(res.statusCode).toBe(200);
      const page = res.json<Page & { vessels: Record<string, unknown>[] }>();
      expect(page.total).toBe(3);
      expect(page.vessels.map((v) => v.mmsi)).toEqual([477000555, 525005001, 563000123]);
      expect(page.vessels[1]).toMatchObject({
        mmsi: 525005001,
        name: 'KM SINAR PRIOK',
        callSign: 'YBAA',
        navStatus: 5,
        navStatusStr: 'Moored',
        src: 'benoa',
        lat: -6.05,
        aisType: 'Class A',
        aisVer: 2,
        vendorId: null,
        mmsiType: 'ship',
        firstSeen: T0,
        lastSeen: T0 + 2000,
      });
      expect(page.vessels[2]).toMatchObject({
        name: 'ORIENT STAR',
        shipType: 80,
        imo: 9300001,
        lat: 1.2,
        vendorId: 'SRT',
        aisVer: null,
      });
    });

    it('searches, and filters by conditions on the columns', async () => {
      const user = await sessionFor(t.store, t.config, 'visitor', 'visitor_fleet');
      const mmsis = async (query: string) =>
        (await t.call('GET', `/api/data-ais?${query}`, user))
          .json<Page>()
          .vessels.map((v) => v.mmsi);
      expect(await mmsis('q=sinar')).toEqual([525005001]);
      expect(await mmsis('q=5630')).toEqual([563000123]);
      expect(await mmsis('filter=shipType:eq:80')).toEqual([563000123]);
      expect(await mmsis('filter=name:empty:')).toEqual([477000555]);
      expect(await mmsis('filter=name:notEmpty:&filter=mmsi:lt:550000000')).toEqual([525005001]);
      expect(await mmsis('filter=aisType:eq:Class%20B')).toEqual([563000123]);
      expect(await mmsis('filter=src:contains:beno')).toEqual([525005001]);
      const bad = await t.call('GET', '/api/data-ais?filter=imo:contains:93', user);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'filter' });
      const none = await t.call('GET', '/api/data-ais?q=nothing-like-this', user);
      expect(none.json()).toMatchObject({ total: 0, vessels: [] });
      const paged = await t.call('GET', '/api/data-ais?pageSize=2&page=2', user);
      expect(paged.json()).toMatchObject({ total: 3, page: 2, vessels: [{ mmsi: 563000123 }] });
    });

    it("gives a vessel's kept positions, newest first", async () => {
      // A vessel of its own: the history sink may still be writing the positions the first
      // test published for 525005001 (on PostgreSQL one of them was counted, total 4).
      const user = await sessionFor(t.store, t.config, 'visitor', 'visitor_fleet');
      await t.store.db
        .insertInto('positions')
        .values(
          [0, 1, 2].map((i) => ({
            mmsi: 525005009,
            t: T0 + i * 60_000,
            lat: -6 - i / 100,
            lon: 106.9,
            sog: 8,
            cog: 90,
            heading: 91,
            nav_status: 0,
            rot: 0,
            source: 'priok',
          })),
        )
        .execute();
      const res = await t.call('GET', '/api/data-ais/525005009/positions?limit=2', user);
      expect(res.json()).toMatchObject({
        mmsi: 525005009,
        total: 3,
        positions: [{ t: T0 + 120_000, lat: -6.02 }, { t: T0 + 60_000 }],
      });
    });

    it('keeps quick views per user', async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana_fleet');
      const budi = await sessionFor(t.store, t.config, 'visitor', 'budi_fleet');
      const saved = await t.call('POST', '/api/data-ais/views', ana, {
        name: 'Tankers',
        q: '',
        filters: [{ column: 'shipType', op: 'eq', value: '80' }],
      });
      expect(saved.statusCode).toBe(200);
      const id = saved.json<{ id: number }>().id;
      await t.call('POST', '/api/data-ais/views', ana, {
        name: 'Tankers',
        q: 'orient',
        filters: [],
      });
      expect((await t.call('GET', '/api/data-ais/views', ana)).json()).toEqual({
        views: [{ id, name: 'Tankers', q: 'orient', filters: [] }],
      });
      expect((await t.call('GET', '/api/data-ais/views', budi)).json()).toEqual({ views: [] });
      expect((await t.call('DELETE', `/api/data-ais/views/${id}`, budi)).statusCode).toBe(404);
      expect((await t.call('DELETE', `/api/data-ais/views/${id}`, ana)).statusCode).toBe(200);
      const blank = await t.call('POST', '/api/data-ais/views', ana, { name: '  ' });
      expect(blank.json()).toMatchObject({ field: 'name', message: 'name can not be empty' });
    });

    it('exports the filtered fleet as a streamed xlsx named with the day', async () => {
      const user = await sessionFor(t.store, t.config, 'visitor', 'visitor_fleet');
      const res = await t.app.inject({
        url: '/api/data-ais/export?filter=name:notEmpty:',
        headers: { cookie: user },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/data-kapal-\d{2}-\d{2}-\d{4}\.xlsx/);
      const rows = await readSheet(res.rawPayload);
      expect(rows[0]?.slice(0, 3)).toEqual(['MMSI', 'IMO', 'mmsi type']);
      expect(rows.slice(1).map((r) => [r[0], r[6]])).toEqual([
        [525005001, 'KM SINAR PRIOK'],
        [563000123, 'ORIENT STAR'],
      ]);
    });

    it('streams 100,000 vessels', async () => {
      const repo = new FleetRepo(t.store.db, t.store.bulk);
      const patches = Array.from({ length: 100_000 }, (_, i) => ({
        mmsi: 200_000_000 + i,
        t: T0,
        name: `VESSEL ${i}`,
        ship_type: 70,
        lat: -6,
        lon: 106,
      }));
      await repo.upsert(patches);
      const user = await sessionFor(t.store, t.config, 'visitor', 'visitor_fleet');
      const before = process.memoryUsage().heapUsed;
      const res = await t.app.inject({
        url: '/api/data-ais/export?q=vessel',
        headers: { cookie: user },
      });
      const grew = (process.memoryUsage().heapUsed - before) / 1e6;
      expect(res.statusCode).toBe(200);
      const rows = await readSheet(res.rawPayload);
      expect(rows).toHaveLength(100_001);
      expect(rows[100_000]?.[6]).toBe('VESSEL 99999');
      // eslint-disable-next-line no-console
      console.log(
        `100,000-vessel export: ${(res.rawPayload.length / 1e6).toFixed(1)} MB, heap +${grew.toFixed(0)} MB`,
      );
    }, 180_000);
  });
}

describe('Database Kapal backfill (migration 0032)', () => {
  it('fills the fleet from the kept positions and static reports', async () => {
    const store = await sqliteTestStore();
    try {
      await store.db
        .insertInto('positions')
        .values([
          {
            mmsi: 525001111,
            t: T0,
            lat: -6,
            lon: 106,
            sog: 1,
            cog: 1,
            heading: 1,
            nav_status: 1,
            rot: 0,
            source: 'priok',
          },
          {
            mmsi: 525001111,
            t: T0 + 5000,
            lat: -6.5,
            lon: 106.5,
            sog: 1,
            cog: 1,
            heading: 1,
            nav_status: 5,
            rot: 0,
            source: 'benoa',
          },
        ])
        .execute();
      await store.db
        .insertInto('vessel_static')
        .values([
          {
            mmsi: 525001111,
            t: T0,
            name: 'KM LAMA',
            call_sign: 'YB1',
            imo: null,
            ship_type: 70,
            to_bow: 50,
            to_stern: 10,
            to_port: 5,
            to_starboard: 5,
            destination: 'PRIOK',
            draught: 5,
            source: 'priok',
          },
          {
            mmsi: 525001111,
            t: T0 + 1000,
            name: 'KM BARU',
            call_sign: null,
            imo: null,
            ship_type: 70,
            to_bow: 50,
            to_stern: 10,
            to_port: 5,
            to_starboard: 5,
            destination: null,
            draught: 5,
            source: 'priok',
          },
          {
            mmsi: 477002222,
            t: T0,
            name: 'STATIC ONLY',
            call_sign: 'VR1',
            imo: 9100001,
            ship_type: 80,
            to_bow: null,
            to_stern: null,
            to_port: null,
            to_starboard: null,
            destination: null,
            draught: null,
            source: 'sat',
          },
        ])
        .execute();
      await backfill(store.db as unknown as Kysely<unknown>);
      const page = await new FleetRepo(store.db).list({ filters: [] }, 1, 10);
      expect(page.vessels).toMatchObject([
        { mmsi: 477002222, name: 'STATIC ONLY', imo: 9100001, src: 'sat', lat: null },
        {
          mmsi: 525001111,
          name: 'KM BARU',
          callSign: 'YB1',
          destination: 'PRIOK',
          lat: -6.5,
          navStatus: 5,
          src: 'benoa',
          firstSeen: T0,
          lastSeen: T0 + 5000,
        },
      ]);
    } finally {
      await store.dispose();
    }
  });
});

describe("Database Kapal's write on SQLite", () => {
  it('hands the writer thread the fleet a slice at a time, and every vessel is stored', async () => {
    const store = await sqliteTestStore();
    try {
      const slices: number[] = [];
      const bulk = store.bulk;
      expect(bulk).toBeDefined();
      const repo = new FleetRepo(store.db, (sql, rows) => {
        slices.push(rows.length);
        return bulk!(sql, rows);
      });
      const n = 2 * BULK_SLICE + 7;
      await repo.upsert(
        Array.from({ length: n }, (_, i) => ({ mmsi: 525_100_000 + i, t: T0, name: `KM ${i}` })),
      );
      expect(slices).toEqual([BULK_SLICE, BULK_SLICE, 7]);
      const stored = await sql<{ n: number }>`select count(*) as n from data_ais_fleet`.execute(
        store.db,
      );
      expect(Number(stored.rows[0]?.n)).toBe(n);
    } finally {
      await store.dispose();
    }
  });
});

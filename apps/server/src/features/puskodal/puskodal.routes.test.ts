import type { PuskodalRow } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { appOnDatabase, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { pos, stat } from '../../testing/vessel-events.ts';

const MIN = 60_000;

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`puskodal on ${database.name}`, () => {
    const t = appOnDatabase(database);

    const rows = async (cookie: string, type: string) => {
      const r = await t.call('GET', `/api/puskodal/${type}/latest/100`, cookie);
      expect(r.statusCode).toBe(200);
      return r.json<{ rows: PuskodalRow[] }>().rows;
    };
    const eventually = async (p: () => Promise<boolean>) => {
      for (let i = 0; i < 100; i++) {
        if (await p()) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('timed out');
    };

    it('raises blacklist, conservation, slow and nowhere rows from the live picture', async () => {
      const admin = await sessionFor(t.store, t.config, 'admin', 'ana');
      const added = await t.call('POST', '/api/puskodal/blacklist', admin, {
        mmsi: 525_030_001,
        reason: 'illegal fishing 2026',
      });
      expect(added.statusCode).toBe(201);
      const now = Date.now();
      const hub = t.app.hub;
      // The blacklisted vessel is heard off Surabaya; another enters Komodo National Park.
      hub.publish(stat(525_030_001, now, { name: 'KM HITAM' }));
      hub.publish(pos(525_030_001, now, 112.8, -7.0));
      hub.publish(stat(525_030_002, now, { name: 'KM KOMODO' }));
      hub.publish(pos(525_030_002, now, 119.2, -8.6));
      hub.publish(pos(525_030_002, now + 5 * MIN, 119.45, -8.55));
      // A ship making 2 kn in the Java Sea for the last hour and a quarter. Its reports end now,
      // not in the future: the day's top speed is the day of the server's clock (WIB), and
      // reports an hour ahead would be tomorrow's when the test runs just before midnight WIB.
      const slowFrom = now - 75 * MIN;
      for (let m = 0; m <= 75; m += 5) {
        hub.publish(
          pos(525_030_003, slowFrom + m * MIN, 110 + m * 0.0005, -5, 'priok', { sog: 2 }),
        );
      }
      // A class A ship whose destination names no port.
      hub.publish(stat(525_030_004, now, { name: 'KM ENTAH' }));
      hub.publish(pos(525_030_004, now, 111, -5.5));
      hub.publish({
        kind: 'voyage',
        mmsi: 525_030_004,
        t: now,
        source: 'priok',
        destination: 'FISHING GROUND',
        draught: 5,
        eta: null,
      });

      await eventually(async () => (await rows(admin, 'blacklist')).length > 0);
      const black = (await rows(admin, 'blacklist'))[0];
      expect(black).toMatchObject({ ship_id: 525_030_001, shipname: 'KM HITAM' });
      expect(black?.ports).toBeTruthy();
      await eventually(async () => (await rows(admin, 'conservation')).length > 0);
      expect((await rows(admin, 'conservation'))[0]).toMatchObject({
        ship_id: 525_030_002,
        ports: 'Taman Nasional Komodo',
      });
      await eventually(async () => (await rows(admin, 'slow')).length > 0);
      expect((await rows(admin, 'slow'))[0]).toMatchObject({
        ship_id: 525_030_003,
        ship_date: slowFrom,
      });
      await eventually(async () => (await rows(admin, 'nowhere')).length > 0);
      expect((await rows(admin, 'nowhere'))[0]).toMatchObject({
        mmsi: 525_030_004,
        next_port_name: 'FISHING GROUND',
      });
      // Must not fire: the ship that entered Komodo once is one row; the fast ship is not slow.
      expect((await rows(admin, 'conservation')).length).toBe(1);
      expect((await rows(admin, 'slow')).map((r) => r.mmsi)).not.toContain(525_030_002);

      const ship = await t.call('GET', '/api/puskodal/shipInformation/525030003', admin);
      expect(ship.json()).toMatchObject({ ship_id: 525_030_003, speed: 2, max_speed: 2 });
      const wibDay = (t: number) => new Date(t + 7 * 3_600_000).toISOString().slice(0, 10);
      const range = await t.call(
        'GET',
        `/api/puskodal/slow/${wibDay(slowFrom)}/${wibDay(now)}`,
        admin,
      );
      expect(range.json<{ rows: PuskodalRow[] }>().rows.map((r) => r.mmsi)).toContain(525_030_003);
    });

    it("knows every registry port: the nearest, the one a ship was in, a destination's names", async () => {
      const admin = await sessionFor(t.store, t.config, 'admin', 'aris');
      await t.call('POST', '/api/puskodal/blacklist', admin, { mmsi: 525_030_011, reason: 'x' });
      const now = Date.now();
      const hub = t.app.hub;
      // Balikpapan is in the registry (IDBPN), not among the district seats: Samarinda is
      // the nearest of those.
      hub.publish(stat(525_030_011, now, { name: 'KM BALIK' }));
      hub.publish(pos(525_030_011, now, 116.816667, -1.25));
      // Destinations naming a registry port, by name and by the product's name (Tanjung Priok
      // is the registry's Jakarta), raise nothing; the ship last in Balikpapan bound for
      // nowhere does.
      const voyage = (mmsi: number, destination: string) => ({
        kind: 'voyage' as const,
        mmsi,
        t: now,
        source: 'priok',
        destination,
        draught: 5,
        eta: null,
      });
      for (const [mmsi, destination] of [
        [525_030_012, 'BALIKPAPAN'],
        [525_030_013, 'TG PRIOK'],
        [525_030_014, 'FISHING GROUND'],
      ] as const) {
        hub.publish(stat(mmsi, now));
        hub.publish(pos(mmsi, now, 116.816667, -1.25));
        hub.publish(pos(mmsi, now + MIN, 118, -2));
        hub.publish(voyage(mmsi, destination));
      }

      await eventually(async () =>
        (await rows(admin, 'blacklist')).some((r) => r.mmsi === 525_030_011),
      );
      expect((await rows(admin, 'blacklist')).find((r) => r.mmsi === 525_030_011)).toMatchObject({
        ports: 'Balikpapan',
      });
      await eventually(async () =>
        (await rows(admin, 'nowhere')).some((r) => r.mmsi === 525_030_014),
      );
      const nowhere = await rows(admin, 'nowhere');
      expect(nowhere.find((r) => r.mmsi === 525_030_014)).toMatchObject({
        last_port: 'Balikpapan',
        next_port_name: 'FISHING GROUND',
      });
      expect(nowhere.map((r) => r.mmsi)).not.toContain(525_030_012);
      expect(nowhere.map((r) => r.mmsi)).not.toContain(525_030_013);
      await t.call('DELETE', '/api/puskodal/blacklist/525030011', admin);
    });

    it('refuses bad requests with the field, and keeps Puskodal to staff (SPEC §6)', async () => {
      const admin = await sessionFor(t.store, t.config, 'admin', 'adi');
      const bad = async (url: string, field: string) => {
        const r = await t.call('GET', url, admin);
        expect(r.statusCode, url).toBe(400);
        expect(r.json<{ field?: string }>().field, url).toBe(field);
      };
      await bad('/api/puskodal/fast/latest/10', 'type');
      await bad('/api/puskodal/slow/latest/50', 'n');
      await bad('/api/puskodal/slow/2026-01-01/2026-03-01', 'to');
      await bad('/api/puskodal/slow/2026-02-01/2026-01-01', 'to');
      await bad('/api/puskodal/slow/2026-13-01/2026-01-01', 'from');
      await bad('/api/puskodal/slow/2099-01-01/2099-01-02', 'from');
      const post = await t.call('POST', '/api/puskodal/blacklist', admin, {
        mmsi: 12,
        reason: 'x',
      });
      expect(post.statusCode).toBe(400);
      expect(post.json<{ field?: string }>().field).toBe('mmsi');

      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vivi');
      expect((await t.call('GET', '/api/puskodal/slow/latest/10', visitor)).statusCode).toBe(403);
      const lps = await sessionFor(t.store, t.config, 'lps', 'lili');
      const refused = await t.call('POST', '/api/puskodal/blacklist', lps, {
        mmsi: 525_030_009,
        reason: 'x',
      });
      expect(refused.statusCode).toBe(403);
      const removed = await t.call('DELETE', '/api/puskodal/blacklist/525030001', admin);
      expect(removed.json()).toEqual({ removed: true });
    });
  });
}

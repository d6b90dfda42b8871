import { FEATURE_NAME_TAKEN } from '@pantau/contracts';
import { describe, expect, it, vi } from 'vitest';
import { appOnDatabase, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { BENOA } from '../../testing/map-features.ts';

interface Collection {
  features: { id: number; geometry: unknown; properties: Record<string, unknown> }[];
}
interface Found {
  results: { id: string; name: string; type: string; lon: number; lat: number; detail: string }[];
}

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`Alur & SBNP features on ${database.name}`, () => {
    const t = appOnDatabase(database);

    it("publishes a port's features whole, for every map, stamped with who and when", async () => {
      const officer = await sessionFor(t.store, t.config, 'disnav', 'benoa_officer', 'IDBOA');
      const put = await t.call('PUT', '/api/ports/IDBOA/map-features', officer, BENOA);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ message: 'features updated', count: 3 });

      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vita');
      const all = (await t.call('GET', '/api/map-features', visitor)).json<Collection>();
      expect(all.features.map((f) => f.properties['name'])).toEqual([
        'Alur Pelayaran Masuk Benoa',
        'Zona Labuh Benoa',
        'Rambu Suar Tanjung Benoa',
      ]);
      expect(all.features[0]).toMatchObject({
        geometry: BENOA.features[0]?.geometry,
        properties: { type: 'alur', pointNames: ['A', 'B', 'C'], portCode: 'IDBOA' },
      });
      expect(all.features[0]?.properties['updatedBy']).toBe('benoa_officer');
      expect(all.features[1]?.properties).toMatchObject({ poiColor: 'orange' });
      expect(all.features[1]?.properties).not.toHaveProperty('poiType');

      // Published again with one feature: the port's collection is that one now.
      const one = { type: 'FeatureCollection', features: [BENOA.features[2]] };
      await t.call('PUT', '/api/ports/IDBOA/map-features', officer, one);
      const benoa = (
        await t.call('GET', '/api/map-features?port=IDBOA', visitor)
      ).json<Collection>();
      expect(benoa.features.map((f) => f.properties['name'])).toEqual(['Rambu Suar Tanjung Benoa']);
      await t.call('PUT', '/api/ports/IDBOA/map-features', officer, BENOA);

      // The write is in the audit log.
      await vi.waitFor(async () => {
        const row = await t.store.db
          .selectFrom('audit_log')
          .selectAll()
          .where('target', '=', '/api/ports/IDBOA/map-features')
          .executeTakeFirst();
        expect(row).toMatchObject({ actor: 'benoa_officer', status: 200 });
      });
    });

    it('finds lanes and zones as Alur and sbnp features as SBNP, at the middle of each', async () => {
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vita');
      const alur = (
        await t.call('GET', '/api/assets/search?q=benoa&types=Alur', visitor)
      ).json<Found>().results;
      expect(alur.map((r) => [r.type, r.name, r.detail])).toEqual([
        ['Alur', 'Alur Pelayaran Masuk Benoa', 'alur · Benoa'],
        ['Alur', 'Zona Labuh Benoa', 'zona · Benoa'],
      ]);
      expect(alur[0]?.lon).toBeCloseTo(115.23, 6);
      expect(alur[0]?.lat).toBeCloseTo(-8.77, 6);
      const sbnp = (
        await t.call('GET', '/api/assets/search?q=rambu%20suar&types=SBNP', visitor)
      ).json<Found>().results;
      expect(sbnp).toEqual([
        {
          id: expect.stringMatching(/^IDBOA\/\d+$/) as string,
          name: 'Rambu Suar Tanjung Benoa',
          type: 'SBNP',
          lon: 115.2412,
          lat: -8.7651,
          detail: 'RambuSuar · Benoa',
        },
      ]);
    });

    it("lets superAdmin and developer publish any port's, the others only their own", async () => {
      const publish = (cookie: string, port: string) =>
        t.call('PUT', `/api/ports/${port}/map-features`, cookie, {
          type: 'FeatureCollection',
          features: [],
        });
      const dev = await sessionFor(t.store, t.config, 'developer', 'dev');
      expect((await publish(dev, 'IDJKT')).statusCode).toBe(200);
      const admin = await sessionFor(t.store, t.config, 'admin', 'priok_admin', 'IDJKT');
      expect((await publish(admin, 'IDJKT')).statusCode).toBe(200);
      expect((await publish(admin, 'IDBOA')).statusCode).toBe(403);
      const lps = await sessionFor(t.store, t.config, 'lps', 'lps_nowhere');
      expect((await publish(lps, 'IDJKT')).statusCode).toBe(403);
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vita');
      expect((await publish(visitor, 'IDJKT')).statusCode).toBe(403);
      expect((await t.call('GET', '/api/map-features')).statusCode).toBe(401);
    });

    it('refuses a bad collection with the field and the reason, keeping what was there', async () => {
      const dev = await sessionFor(t.store, t.config, 'developer', 'dev');
      const twice = {
        type: 'FeatureCollection',
        features: [BENOA.features[0], BENOA.features[0]],
      };
      const dup = await t.call('PUT', '/api/ports/IDBOA/map-features', dev, twice);
      expect(dup.statusCode).toBe(400);
      expect(dup.json()).toEqual({
        code: 'VALIDATION',
        field: 'features.1.properties.name',
        message: FEATURE_NAME_TAKEN,
      });
      const open = structuredClone(BENOA);
      const zone = open.features[1] as { geometry: { coordinates: number[][][] } };
      zone.geometry.coordinates[0]?.splice(-1, 1, [115.22, -8.74]);
      const ring = await t.call('PUT', '/api/ports/IDBOA/map-features', dev, open);
      expect(ring.json()).toMatchObject({
        field: 'features.1.geometry.coordinates.0',
        message: 'a ring must end where it starts',
      });
      const blank = structuredClone(BENOA);
      (blank.features[2] as { properties: { name: string } }).properties.name = '   ';
      expect(
        (await t.call('PUT', '/api/ports/IDBOA/map-features', dev, blank)).json(),
      ).toMatchObject({ field: 'features.2.properties.name', message: 'Must contain character' });
      const badPort = await t.call('PUT', '/api/ports/idboa/map-features', dev, BENOA);
      expect(badPort.json()).toMatchObject({ code: 'VALIDATION', field: 'portCode' });
      const unknown = await t.call('PUT', '/api/ports/IDXXX/map-features', dev, BENOA);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'port IDXXX not found' });
      const kept = (await t.call('GET', '/api/map-features?port=IDBOA', dev)).json<Collection>();
      expect(kept.features).toHaveLength(3);
    });

    it("keeps an SBNP's DSI identifier, at most 6 characters (SPEC §5)", async () => {
      const dev = await sessionFor(t.store, t.config, 'developer', 'dev');
      const withDsi = structuredClone(BENOA);
      (withDsi.features[2] as { properties: Record<string, unknown> }).properties['dsi'] = '12345A';
      expect((await t.call('PUT', '/api/ports/IDBOA/map-features', dev, withDsi)).statusCode).toBe(
        200,
      );
      const back = (await t.call('GET', '/api/map-features?port=IDBOA', dev)).json<Collection>();
      expect(back.features[2]?.properties['dsi']).toBe('12345A');
      expect(back.features[0]?.properties).not.toHaveProperty('dsi');
      (withDsi.features[2] as { properties: Record<string, unknown> }).properties['dsi'] =
        '1234567';
      const long = await t.call('PUT', '/api/ports/IDBOA/map-features', dev, withDsi);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        field: 'features.2.properties.dsi',
        message: 'Max of 6 Characters',
      });
      await t.call('PUT', '/api/ports/IDBOA/map-features', dev, BENOA);
    });

    it('takes every registry port with a code, not only the district seats, and one it gains', async () => {
      const lane = (name: string, lon: number, lat: number) => ({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: {
              type: 'LineString',
              coordinates: [
                [lon, lat],
                [lon + 0.02, lat - 0.02],
              ],
            },
            properties: { name, type: 'alur' },
          },
        ],
      });
      // Balikpapan (IDBPN) is a registry port (World Port Index), not a district seat.
      const officer = await sessionFor(t.store, t.config, 'admin', 'bpn_admin', 'IDBPN');
      const bpn = lane('Alur Pelayaran Balikpapan', 116.8, -1.27);
      expect((await t.call('PUT', '/api/ports/IDBPN/map-features', officer, bpn)).statusCode).toBe(
        200,
      );
      expect((await t.call('PUT', '/api/ports/IDJKT/map-features', officer, bpn)).statusCode).toBe(
        403,
      );
      const found = (
        await t.call('GET', '/api/assets/search?q=balikpapan&types=Alur', officer)
      ).json<Found>().results;
      expect(found.map((r) => [r.name, r.detail])).toEqual([
        ['Alur Pelayaran Balikpapan', 'alur · Balikpapan'],
      ]);

      // A code the registry does not have is still not found, digits or not; once staff add
      // the port to the registry, its features may be published at once.
      const dev = await sessionFor(t.store, t.config, 'developer', 'dev');
      const uji = lane('Alur Uji', 110, -5);
      const before = await t.call('PUT', '/api/ports/IDUJ1/map-features', dev, uji);
      expect(before.statusCode).toBe(404);
      expect(before.json()).toMatchObject({ message: 'port IDUJ1 not found', field: 'portCode' });
      const added = await t.call('PUT', '/api/ports/uji-1', dev, {
        category: 'ports',
        name: 'Pelabuhan Uji',
        code: 'IDUJ1',
        lon: 110,
        lat: -5,
      });
      expect(added.statusCode).toBe(200);
      expect((await t.call('PUT', '/api/ports/IDUJ1/map-features', dev, uji)).statusCode).toBe(200);
      const uj = (await t.call('GET', '/api/assets/search?q=uji&types=Alur', dev)).json<Found>();
      expect(uj.results.map((r) => r.detail)).toEqual(['alur · Pelabuhan Uji']);
    });
  });
}

import { readFileSync } from 'node:fs';
import { PORT_COLUMNS, SUMMARY_COLUMNS, type RegistryAsset } from '@pantau/contracts';
import { greatCircleM } from '@pantau/geo';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { appOnDatabase, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { sharedFile } from '../../testing/shared-data.ts';

interface Registry {
  assets: RegistryAsset[];
}
interface Found {
  results: { id: string; name: string; type: string; detail: string | null; poi?: string }[];
}

const TUKS_CSV = [
  'id,category,name,lon,lat,sk,bidang_usaha,kategori,tipe,alamat,npwp,status,region',
  'tuks-001,tuks,"TUKS PT Semen Contoh, Tbk",112.6521,-6.8891,BX.123/2020,Semen,Umum,Dermaga,"Jl. Raya Tuban No. 1",01.234.567.8-901.000,Aktif,Tuban',
  'tersus-001,tersus,TERSUS PT Nikel Contoh,122.3,-3.9,KP.45/2021,Nikel,Khusus,Jetty,Kendari,02.345.678.9-012.000,Aktif,Kendari',
].join('\n');

const sharedWpi = sharedFile('geo/ports-wpi-indonesia.geojson');

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`port and asset registry on ${database.name}`, () => {
    const t = appOnDatabase(database);
    const list = async (cookie: string) =>
      (await t.call('GET', '/api/ports', cookie)).json<Registry>().assets;

    it('holds every Indonesian WPI port, the 25 Kantor Disnav and the 23 VTS at start', async () => {
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vita');
      const assets = await list(visitor);
      expect(assets.filter((a) => a.source === 'wpi')).toHaveLength(123);
      expect(assets.filter((a) => a.category === 'kantor disnav')).toHaveLength(25);
      expect(assets.filter((a) => a.category === 'vts')).toHaveLength(23);
      expect(assets.find((a) => a.id === 'wpi-50970')).toMatchObject({
        name: 'Tanjung Priok',
        alternateName: 'Jakarta; Batavia; Djakarta; Tandjoenpriok',
        code: 'IDJKT',
        category: 'ports',
        district: 'Tanjung Priok',
        quickZoom: 12,
        focusZoom: true,
        harborSize: 'Large',
      });
    });

    it.runIf(sharedWpi !== undefined)(
      'has every port of the shared WPI file within 2 km, with its UN/LOCODE',
      async () => {
        const shared = JSON.parse(readFileSync(sharedWpi ?? '', 'utf8')) as {
          features: {
            properties: {
              wpi: number;
              name: string;
              code: string | null;
              lon: number;
              lat: number;
            };
          }[];
        };
        const visitor = await sessionFor(t.store, t.config, 'visitor', 'vita');
        const byWpi = new Map((await list(visitor)).map((a) => [a.wpi, a]));
        expect(shared.features.length).toBeGreaterThanOrEqual(120);
        for (const { properties: p } of shared.features) {
          const mine = byWpi.get(p.wpi);
          expect(mine, p.name).toBeDefined();
          expect(greatCircleM(mine?.lon ?? 0, mine?.lat ?? 0, p.lon, p.lat), p.name).toBeLessThan(
            2000,
          );
          if (p.code) expect(mine?.code, p.name).toBe(p.code);
        }
      },
    );

    it('imports TUKS and TERSUS from CSV for an admin, with every SPEC §2.24 field', async () => {
      const admin = await sessionFor(t.store, t.config, 'admin', 'adi');
      const res = await t.call('POST', '/api/ports/import', admin, {
        format: 'csv',
        content: TUKS_CSV,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ created: 2, updated: 0 });
      const tuks = (await list(admin)).find((a) => a.id === 'tuks-001');
      expect(tuks).toMatchObject({
        category: 'tuks',
        name: 'TUKS PT Semen Contoh, Tbk',
        sk: 'BX.123/2020',
        bidangUsaha: 'Semen',
        kategori: 'Umum',
        tipe: 'Dermaga',
        alamat: 'Jl. Raya Tuban No. 1',
        npwp: '01.234.567.8-901.000',
        status: 'Aktif',
        region: 'Tuban',
        source: 'import',
        updatedBy: 'adi',
      });
      // Again: the same ids are replaced, not doubled.
      const again = await t.call('POST', '/api/ports/import', admin, {
        format: 'csv',
        content: TUKS_CSV,
      });
      expect(again.json()).toEqual({ created: 0, updated: 2 });
    });

    it('refuses a bad row naming the row and field, and stores nothing of that file', async () => {
      const admin = await sessionFor(t.store, t.config, 'admin', 'adi');
      const csv = [
        'id,category,name,lon,lat',
        'srop-ok,srop,SROP Fine,115.2,-8.7',
        'srop-bad,srop,SROP Bad,115.2,-95',
      ].join('\n');
      const res = await t.call('POST', '/api/ports/import', admin, { format: 'csv', content: csv });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'rows.2.lat',
        message: 'row 2, lat: Please use valid Latitude with dots',
      });
      expect((await list(admin)).some((a) => a.id === 'srop-ok')).toBe(false);

      const badCategory = await t.call('POST', '/api/ports/import', admin, {
        format: 'csv',
        content: 'id,category,name,lon,lat\nx1,harbour,X,110,-7',
      });
      expect(badCategory.json()).toMatchObject({ field: 'rows.1.category' });
      const switched = await t.call('POST', '/api/ports/import', admin, {
        format: 'csv',
        content: 'id,category,name,lon,lat\nx1,ports,X,7°S,110',
      });
      expect(switched.json()).toMatchObject({
        field: 'rows.1.lon',
        message:
          'row 1, lon: coordinate inputed contains error, longitude and latitude position might be switched',
      });
      const unknown = await t.call('POST', '/api/ports/import', admin, {
        format: 'csv',
        content: 'id,category,name,lon,lat,colour\nx1,ports,X,110,-7,red',
      });
      expect(unknown.json()).toMatchObject({
        field: 'content',
        message: "unknown column 'colour'",
      });
    });

    it('imports GeoJSON Points, and refuses a feature that is not one', async () => {
      const admin = await sessionFor(t.store, t.config, 'superAdmin', 'sam');
      const srop = {
        type: 'Feature',
        id: 'srop-benoa',
        geometry: { type: 'Point', coordinates: [115.2105, -8.7462] },
        properties: { category: 'srop', name: 'SROP Benoa', identifier: 'PKD' },
      };
      const ok = await t.call('POST', '/api/ports/import', admin, {
        format: 'geojson',
        content: JSON.stringify({ type: 'FeatureCollection', features: [srop] }),
      });
      expect(ok.json()).toEqual({ created: 1, updated: 0 });
      const line = { ...srop, id: 'x', geometry: { type: 'LineString', coordinates: [] } };
      const bad = await t.call('POST', '/api/ports/import', admin, {
        format: 'geojson',
        content: JSON.stringify({ type: 'FeatureCollection', features: [srop, line] }),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'rows.2.geometry' });
    });

    it('lets staff edit an entry and refuses the others, on the server', async () => {
      const dev = await sessionFor(t.store, t.config, 'developer', 'devi');
      const put = await t.call('PUT', '/api/ports/wpi-51260', dev, {
        category: 'ports',
        name: 'Benoa',
        code: 'IDBOA',
        lon: 115.2105,
        lat: -8.7462,
        upt: 'KSOP Kelas II Benoa',
        kelasEksisting: 'II',
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        upt: 'KSOP Kelas II Benoa',
        source: 'wpi',
        lon: 115.2105,
      });
      for (const role of ['visitor', 'disnav', 'lps'] as const) {
        const cookie = await sessionFor(t.store, t.config, role, `r_${role}`);
        const res = await t.call('POST', '/api/ports/import', cookie, {
          format: 'csv',
          content: TUKS_CSV,
        });
        expect(res.statusCode).toBe(403);
        const edit = await t.call('PUT', '/api/ports/wpi-51260', cookie, {
          category: 'ports',
          name: 'Mine',
          lon: 1,
          lat: 1,
        });
        expect(edit.statusCode).toBe(403);
      }
    });

    it('finds ports, offices, stations and TUKS by name or ID in the Others search', async () => {
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vita');
      const search = async (q: string) =>
        (
          await t.call('GET', `/api/assets/search?q=${encodeURIComponent(q)}`, visitor)
        ).json<Found>().results;
      // The port by the name officers use, before the district office of the same place; the
      // World Port Index's name finds it too.
      expect((await search('priok')).map((r) => [r.type, r.name, r.id]).slice(0, 2)).toEqual([
        ['Port', 'Tanjung Priok', 'IDJKT'],
        ['Port', 'Distrik Navigasi Tanjung Priok', 'disnav-08'],
      ]);
      expect((await search('jakarta'))[0]).toMatchObject({ name: 'Tanjung Priok', id: 'IDJKT' });
      expect((await search('wpi-51780'))[0]).toMatchObject({ name: 'Lingkas', poi: 'wpi-51780' });
      expect((await search('vts tarakan')).map((r) => [r.type, r.name])).toEqual([
        ['VTS', 'VTS Tarakan'],
      ]);
      expect((await search('distrik navigasi tual'))[0]).toMatchObject({
        type: 'Port',
        detail: 'Kantor Disnav · Tual',
      });
      expect((await search('semen contoh'))[0]).toMatchObject({ poi: 'tuks-001', type: 'Port' });
      expect((await search('PKD'))[0]).toMatchObject({ type: 'SROP', name: 'SROP Benoa' });
    });

    it('downloads DATA PORT (20 columns) and DATA REKAP PELABUHAN (7) as xlsx, searched', async () => {
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vita');
      const ports = await t.app.inject({
        url: '/api/ports/export?table=ports',
        headers: { cookie: visitor },
      });
      expect(ports.statusCode).toBe(200);
      const sheet = await readSheet(ports.rawPayload);
      expect(sheet[0]).toEqual(PORT_COLUMNS.map((c) => c.header));
      expect(sheet[0]).toHaveLength(20);
      // The 123 ports of the World Port Index, Batam and Tual, and six ferry harbours.
      expect(sheet.length - 1).toBe(131);
      const found = await t.app.inject({
        url: '/api/ports/export?table=summary&q=benoa',
        headers: { cookie: visitor },
      });
      const summary = await readSheet(found.rawPayload);
      expect(summary[0]).toEqual(SUMMARY_COLUMNS.map((c) => c.header));
      expect(summary[0]).toHaveLength(7);
      // The summary's search looks in its own columns: the edited Benoa's UPT and its code.
      expect(summary.slice(1).map((r) => r.slice(0, 2))).toEqual([
        ['IDBOA', 'KSOP Kelas II Benoa'],
      ]);
    });
  });
}

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(
    `users' points of interest on ${database.name}`,
    () => {
      const t = appOnDatabase(database);
      const poi = {
        category: 'srop',
        identifier: '525000123',
        name: 'SROP Uji',
        longitude: '115.2',
        latitude: '-8.7',
      };

      it('adds one for a non-visitor, on the map and in the search; refuses visitors', async () => {
        const lps = await sessionFor(t.store, t.config, 'lps', 'lina');
        const res = await t.call('POST', '/api/ports/pois', lps, poi);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          category: 'srop',
          identifier: '525000123',
          name: 'SROP Uji',
          lon: 115.2,
          lat: -8.7,
          source: 'user',
          updatedBy: 'lina',
        });
        const found = (await t.call('GET', '/api/assets/search?q=525000123', lps)).json<Found>()
          .results;
        expect(found[0]).toMatchObject({ type: 'SROP', name: 'SROP Uji' });

        const visitor = await sessionFor(t.store, t.config, 'visitor', 'vita');
        expect((await t.call('POST', '/api/ports/pois', visitor, poi)).statusCode).toBe(403);
        expect((await t.call('GET', '/api/ports/pois?category=srop', visitor)).statusCode).toBe(
          403,
        );
      });

      it("checks the form's rules on the server, naming the field with the spec's message", async () => {
        const lps = await sessionFor(t.store, t.config, 'lps', 'lina');
        const bad = async (over: Partial<typeof poi>) =>
          (await t.call('POST', '/api/ports/pois', lps, { ...poi, ...over })).json<{
            field: string;
            message: string;
          }>();
        expect(await bad({ category: 'harbour' })).toMatchObject({
          field: 'category',
          message: 'value not accepted',
        });
        expect(await bad({ identifier: '5250001234' })).toMatchObject({
          field: 'identifier',
          message: 'Max of 9 Characters',
        });
        expect(await bad({ category: 'sbnp-mercu suar', identifier: '12345' })).toMatchObject({
          field: 'identifier',
          message: 'Max of 4 Characters',
        });
        expect(await bad({ name: '  ' })).toMatchObject({
          field: 'name',
          message: 'Must contain character',
        });
        expect(await bad({ longitude: '115,2' })).toMatchObject({
          field: 'longitude',
          message: 'Please use only dots and numbers',
        });
        expect(await bad({ latitude: '-91' })).toMatchObject({
          field: 'latitude',
          message: 'Please use valid Latitude with dots',
        });
      });

      it('pages them by 10, page 1 the oldest, the newest page by default', async () => {
        const dev = await sessionFor(t.store, t.config, 'developer', 'devi');
        for (let i = 1; i <= 12; i++) {
          const res = await t.call('POST', '/api/ports/pois', dev, {
            category: 'marinas',
            identifier: String(i),
            name: `Marina ${i}`,
            longitude: String(115 + i / 100),
            latitude: '-8.7',
          });
          expect(res.statusCode).toBe(200);
        }
        const last = (await t.call('GET', '/api/ports/pois?category=marinas', dev)).json<{
          items: { name: string }[];
          page: number;
          lastIndex: number;
          total: number;
        }>();
        expect(last).toMatchObject({ page: 2, lastIndex: 2, total: 12 });
        expect(last.items.map((p) => p.name)).toEqual(['Marina 11', 'Marina 12']);
        const first = (await t.call('GET', '/api/ports/pois?category=marinas&page=1', dev)).json<{
          items: { name: string }[];
        }>();
        expect(first.items).toHaveLength(10);
        expect(first.items[0]?.name).toBe('Marina 1');
        const bad = await t.call('GET', '/api/ports/pois?category=marinas&page=0', dev);
        expect(bad.json()).toMatchObject({ field: 'page' });
      });
    },
  );
}

import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { appOnDatabase, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { multipart } from '../../testing/multipart.ts';

const HEADER = [
  'No.',
  'No. Rekomendasi',
  'No. Aju',
  'Tanggal/Jam Aju',
  'Pemohon',
  'Nama Kapal Laut',
  'Tanda Panggil',
  'MMSI',
  'GT',
  'Jenis Kapal Syncronized',
  'Jenis Pengajuan',
  'Status',
  'Tahun',
];

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const file = writeXlsxFile([HEADER, ...rows].map((r) => r.map((v) => v ?? '')));
  return file.toBuffer();
}

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`registrations on ${database.name}`, () => {
    const t = appOnDatabase(database);
    const upload = (cookie: string, name: string, bytes: Buffer, type: string) => {
      const body = multipart(name, bytes, type);
      return t.app.inject({
        method: 'POST',
        url: '/api/registrations/import',
        headers: { cookie, 'content-type': body.contentType },
        payload: body.payload,
      });
    };

    it('refuses a file with a bad row, naming row and field, and stores nothing', async () => {
      const admin = await sessionFor(t.store, t.config, 'admin', 'admin_reg');
      const csv = [
        HEADER.join(','),
        '1,R-1,AJU-001,2024-01-05 09:00,PT Satu,KM Satu,YBAA,525005001,120,Cargo,Baru,Disetujui,2024',
        '2,R-2,AJU-002,2024-02-05 09:00,PT Dua,KM Dua,YBAB,52500,80,Tanker,Perpanjangan,Disetujui,2023',
        '3,R-3,AJU-003,,PT Tiga,,YBAC,525005003,x,Tanker,Baru,Proses,20',
      ].join('\r\n');
      const res = await upload(admin, 'rekap.csv', Buffer.from(csv), 'text/csv');
      expect(res.statusCode).toBe(400);
      const body = res.json<{ errors: { row: number; field: string; message: string }[] }>();
      expect(body.errors).toEqual([
        { row: 3, field: 'MMSI', message: 'MMSI needs to be 9 digits' },
        { row: 4, field: 'Nama Kapal Laut', message: 'Nama Kapal Laut can not be empty' },
        { row: 4, field: 'GT', message: 'GT must be a number' },
        { row: 4, field: 'Tahun', message: 'Tahun must be a year between 1900 and 2100' },
      ]);
      const list = await t.call('GET', '/api/registrations', admin);
      expect(list.json()).toMatchObject({ total: 0, registrations: [] });
    });

    it('imports an xlsx whole, and a re-import replaces by registration number', async () => {
      const admin = await sessionFor(t.store, t.config, 'admin', 'admin_reg');
      const first = await xlsx([
        [
          1,
          'R-1',
          'AJU-001',
          '2024-01-05',
          'PT Satu',
          'KM Satu',
          'YBAA',
          525005001,
          120,
          'Cargo',
          'Baru',
          'Disetujui',
          2024,
        ],
        [
          2,
          'R-2',
          'AJU-002',
          null,
          'PT Dua',
          'KM Dua',
          'YBAB',
          525005002,
          80,
          'Tanker',
          'Perpanjangan',
          'Disetujui',
          2022,
        ],
        [
          3,
          null,
          'AJU-003',
          null,
          'PT Tiga',
          'KM Tiga',
          null,
          525005003,
          null,
          null,
          'Pencabutan',
          'Proses',
          2020,
        ],
        [
          4,
          'R-4',
          'AJU-004',
          null,
          'PT Satu',
          'KM Satu',
          'YBAA',
          525005001,
          120,
          'No Type',
          'Persetujuan Perubahan',
          'Disetujui',
          2021,
        ],
      ]);
      const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      const ok = await upload(admin, 'rekap.xlsx', first, type);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ rows: 4, added: 4, replaced: 0 });

      const again = await upload(
        admin,
        'rekap.xlsx',
        await xlsx([
          [
            1,
            'R-2b',
            'AJU-002',
            null,
            'PT Dua',
            'KM Dua Baru',
            'YBAB',
            525005002,
            90,
            'Tanker',
            'Perpanjangan',
            'Disetujui',
            2023,
          ],
        ]),
        type,
      );
      expect(again.json()).toEqual({ rows: 1, added: 0, replaced: 1 });
      const two = await t.call('GET', '/api/registrations?q=aju-002', admin);
      expect(two.json()).toMatchObject({
        total: 1,
        registrations: [
          { noAju: 'AJU-002', namaKapal: 'KM Dua Baru', gt: 90, tahun: 2023, mmsi: 525005002 },
        ],
      });

      const audit = await t.call(
        'GET',
        `/api/audit?day=${new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)}`,
        await sessionFor(t.store, t.config, 'superAdmin', 'root_reg'),
      );
      const actions = audit.json<{ entries: { actor: string; action: string; status: number }[] }>()
        .entries;
      expect(actions).toContainEqual(
        expect.objectContaining({
          actor: 'admin_reg',
          action: 'POST /api/registrations/import',
          status: 200,
        }),
      );
    });

    it('filters by year range, ship type and submission type (SPEC §5)', async () => {
      const user = await sessionFor(t.store, t.config, 'visitor', 'visitor_reg');
      const ajus = async (query: string) =>
        (await t.call('GET', `/api/registrations?${query}`, user))
          .json<{ registrations: { noAju: string }[] }>()
          .registrations.map((r) => r.noAju)
          .sort();
      expect(await ajus('yearFrom=2021&yearTo=2023')).toEqual(['AJU-002', 'AJU-004']);
      expect(await ajus('yearFrom=2024')).toEqual(['AJU-001']);
      expect(await ajus('shipType=Tanker')).toEqual(['AJU-002']);
      expect(await ajus('shipType=No%20Type')).toEqual(['AJU-003', 'AJU-004']);
      expect(await ajus('shipType=All')).toHaveLength(4);
      expect(await ajus('submission=Baru')).toEqual(['AJU-001']);
      expect(await ajus('submission=Persetujuan')).toEqual(['AJU-004']);
      expect(await ajus('submission=Else')).toEqual(['AJU-003']);
      expect(await ajus('submission=Perpanjangan&yearFrom=2023&yearTo=2023')).toEqual(['AJU-002']);
      const bad = await t.call('GET', '/api/registrations?yearFrom=2024&yearTo=2020', user);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'yearTo' });

      const options = await t.call('GET', '/api/registrations/options', user);
      expect(options.json()).toMatchObject({
        years: [2020, 2021, 2023, 2024],
        shipTypes: ['Cargo', 'Tanker'],
        total: 4,
      });
      const vessels = await t.call('GET', '/api/registrations/vessels', user);
      expect(vessels.json()).toMatchObject({
        total: 3,
        vessels: [
          { mmsi: 525005002, registrations: 1 },
          { mmsi: 525005001, registrations: 2, latestTahun: 2024 },
          { mmsi: 525005003, registrations: 1 },
        ],
      });
    });

    it('downloads the filtered registrations as xlsx', async () => {
      const user = await sessionFor(t.store, t.config, 'visitor', 'visitor_reg');
      const res = await t.app.inject({
        url: '/api/registrations/export?submission=Baru',
        headers: { cookie: user },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /rekap-kapal-pantau-\d{2}-\d{2}-\d{4}\.xlsx/,
      );
      const rows = await readSheet(res.rawPayload);
      expect(rows[0]?.slice(0, 4)).toEqual([
        'No.',
        'No. Rekomendasi',
        'No. Aju',
        'Tanggal/Jam Aju',
      ]);
      expect(rows).toHaveLength(2);
      expect(rows[1]?.[2]).toBe('AJU-001');
    });

    it('lets only admins import, and refuses what is not a registration file', async () => {
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'visitor_reg');
      const disnav = await sessionFor(t.store, t.config, 'disnav', 'disnav_reg');
      const file = Buffer.from(`${HEADER.join(',')}\n1,,AJU-9,,,KM,,525005009,,,,,2024`);
      expect((await upload(visitor, 'a.csv', file, 'text/csv')).statusCode).toBe(403);
      expect((await upload(disnav, 'a.csv', file, 'text/csv')).statusCode).toBe(403);
      const admin = await sessionFor(t.store, t.config, 'admin', 'admin_reg');
      const missing = await upload(admin, 'a.csv', Buffer.from('Nama,Kapal\nx,y'), 'text/csv');
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ errors: { row: number; field: string }[] }>().errors).toContainEqual(
        expect.objectContaining({ row: 1, field: 'No. Aju' }),
      );
      const big = await upload(admin, 'big.csv', Buffer.alloc(10_485_761, 0x41), 'text/csv');
      expect(big.statusCode).toBe(400);
      expect(big.json()).toMatchObject({
        field: 'file',
        message: 'file may not be larger than 10485760 bytes',
      });
      const json = await t.call('POST', '/api/registrations/import', admin, {});
      expect(json.statusCode).toBe(400);
      expect(json.json()).toMatchObject({ field: 'file' });
      const total = await t.call('GET', '/api/registrations/options', admin);
      expect(total.json()).toMatchObject({ total: 4 });
    });
  });
}

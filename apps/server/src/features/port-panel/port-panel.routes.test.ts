import {
  DENSITY_CELL_DEG,
  type DensityView,
  type PortHistory,
  type PortSummary,
} from '@pantau/contracts';
import { wibDay } from '@pantau/domain';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { pos, stat } from '../../testing/vessel-events.ts';
import { DensityRepo } from '../density/density.repo.ts';
import { startSimnavFixture, type RunningSimnavFixture } from '../simnav/fixture-server.ts';

/** Jakarta (Tanjung Priok) in the registry: WPI 50970, IDJKT. */
const PRIOK_ID = 'wpi-50970';
const ring = (w: number, s: number, e: number, n: number) => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
  [w, s],
];
/** I-MOTION's DLKP over the harbour; SIMNAV's a smaller one that leaves the harbour ship out. */
const IMOTION = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [ring(106.85, -6.12, 106.95, -6.02)] },
      properties: { name: 'DLKP Tanjung Priok', type: 'zona' },
    },
  ],
};
const SIMNAV = {
  IDJKT: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [ring(106.7, -6.05, 106.8, -5.95)] },
        properties: { id: 1, nama: 'Batas DLKP Priok', jenis: 'zona', warna: null },
      },
    ],
  },
};

const HARBOUR = 525_020_001;
const OFFSHORE = 525_020_002;
const FAR = 525_020_003;

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(
    `the port info panel routes on ${database.name}`,
    () => {
      let fixture: RunningSimnavFixture;
      let store: TestStore;
      let call: ReturnType<typeof caller>;
      let close: () => Promise<void>;
      let visitor: string;
      let admin: string;

      beforeAll(async () => {
        fixture = await startSimnavFixture({ ports: SIMNAV });
        store = await database.open();
        const { app, config } = await buildTestApp(store, { PANTAU_SIMNAV_URL: fixture.url });
        call = caller(app);
        close = async () => {
          await app.close();
          await store.dispose();
          await fixture.close();
        };
        const chief = await sessionFor(store, config, 'superAdmin', 'chief');
        const put = await call('PUT', '/api/ports/IDJKT/map-features', chief, IMOTION);
        expect(put.statusCode).toBe(200);
        visitor = await sessionFor(store, config, 'visitor', 'vita');
        admin = await sessionFor(store, config, 'admin', 'adi');
        const now = Date.now();
        app.live.picture.apply(pos(HARBOUR, now, 106.89, -6.08));
        app.live.picture.apply(stat(HARBOUR, now, { name: 'KM PELABUHAN', callSign: 'YBPL' }));
        app.live.picture.apply(pos(OFFSHORE, now, 106.883333, -6.1 + 20 / 60));
        app.live.picture.apply(pos(FAR, now, 106.883333 + 40 / 60, -6.1));
        // The last 24 h in the store (written as the history writer does, with the presence):
        // the harbour ship twice, the far one once, the offshore one 30 h ago.
        await app.history.repo.write(
          [
            pos(HARBOUR, now - 3_600_000, 106.89, -6.08, 't'),
            pos(HARBOUR, now - 1_800_000, 106.89, -6.07, 't'),
            pos(FAR, now - 1_800_000, 107.55, -6.1, 't'),
            pos(OFFSHORE, now - 30 * 3_600_000, 106.88, -6.0, 't'),
          ],
          [],
        );
      });
      afterAll(() => close());

      it('counts the vessels inside and outside the I-MOTION DLKP and within 30 NM', async () => {
        const res = await call('GET', `/api/port-panel/${PRIOK_ID}`, visitor);
        expect(res.statusCode).toBe(200);
        const s = res.json<PortSummary>();
        expect(s.port).toMatchObject({ id: PRIOK_ID, code: 'IDJKT', category: 'ports' });
        expect(s.dlkp).toMatchObject({
          source: 'imotion',
          name: 'DLKP Tanjung Priok',
          inside: 1,
          outside: 1,
        });
        expect([s.within30, s.within15]).toEqual([2, 1]);
        expect(s.vessels.map((v) => [v.mmsi, v.name, v.inDlkp])).toEqual([
          [HARBOUR, 'KM PELABUHAN', true],
          [OFFSHORE, null, false],
        ]);
      });

      it("counts against SIMNAV's DLKP when chosen", async () => {
        const s = (
          await call('GET', `/api/port-panel/${PRIOK_ID}?source=simnav`, visitor)
        ).json<PortSummary>();
        expect(s.dlkp).toMatchObject({
          source: 'simnav',
          name: 'Batas DLKP Priok',
          configured: true,
        });
        expect([s.dlkp.inside, s.dlkp.outside]).toEqual([0, 2]);
        expect(fixture.requests).toContain('/alurdansbnp/IDJKT.json');
      });

      it('says a port without code has no DLKP, and refuses bad input naming the field', async () => {
        const office = (
          await call('GET', '/api/port-panel/disnav-01', visitor)
        ).json<PortSummary>();
        expect(office.port.category).toBe('kantor disnav');
        const source = await call(
          'GET',
          `/api/port-panel/${PRIOK_ID}?source=marinetraffic`,
          visitor,
        );
        expect(source.statusCode).toBe(400);
        expect(source.json<{ field: string }>().field).toBe('source');
        const radius = await call('GET', `/api/port-panel/${PRIOK_ID}/vessels?radius=20`, visitor);
        expect(radius.statusCode).toBe(400);
        expect(radius.json<{ field: string; message: string }>()).toMatchObject({
          field: 'radius',
          message: 'radius must be 15 or 30',
        });
        const badId = await call('GET', '/api/port-panel/no%20such%20port', visitor);
        expect(badId.statusCode).toBe(400);
        expect(badId.json<{ field: string }>().field).toBe('id');
        const vts = await call('GET', '/api/port-panel/vts-01', visitor);
        expect(vts.statusCode).toBe(404);
        expect((await call('GET', `/api/port-panel/${PRIOK_ID}`)).statusCode).toBe(401);
      });

      it('downloads the vessels within 15 and 30 NM as xlsx, read back', async () => {
        const r15 = await call('GET', `/api/port-panel/${PRIOK_ID}/vessels?radius=15`, visitor);
        expect(r15.statusCode).toBe(200);
        expect(r15.headers['content-disposition']).toMatch(
          /^attachment; filename="vessels-IDJKT-15nm-\d{2}-\d{2}-\d{4}\.xlsx"$/,
        );
        const sheet15 = await readSheet(r15.rawPayload);
        expect(sheet15[0]?.slice(0, 3)).toEqual(['No', 'MMSI', 'Name']);
        expect(sheet15.slice(1).map((r) => [r[1], r[2], r[11]])).toEqual([
          [HARBOUR, 'KM PELABUHAN', 'in'],
        ]);
        const r30 = await call('GET', `/api/port-panel/${PRIOK_ID}/vessels?radius=30`, visitor);
        const sheet30 = await readSheet(r30.rawPayload);
        expect(sheet30.slice(1).map((r) => r[1])).toEqual([HARBOUR, OFFSHORE]);
      });

      it('prints the port as an A4 landscape PDF, read back', async () => {
        const res = await call('GET', `/api/port-panel/${PRIOK_ID}/report`, visitor);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        const pdf = await pdfText(res.rawPayload);
        expect(pdf.size).toEqual([842, 595]);
        expect(pdf.text).toContain('Tanjung Priok');
        expect(pdf.text).toContain('General Info');
        expect(pdf.text).toContain('DLKP (I-MOTION) in: 1');
        expect(pdf.text).toContain('AIS radius 30NM: 2');
        expect(pdf.text).toContain('KM PELABUHAN');
      });

      it("gives today's density within 30 NM to superAdmin, admin and developer only", async () => {
        const day = wibDay(Date.now());
        const cell = (lon: number, lat: number) => ({
          ix: Math.floor(lon / DENSITY_CELL_DEG),
          iy: Math.floor(lat / DENSITY_CELL_DEG),
        });
        // A cell in the harbour, and one off Surabaya (far outside the port's box).
        await new DensityRepo(store).add([
          { day, ...cell(106.89, -6.08), grp: 'cargo', source: 't', ms: 7_200_000 },
          { day, ...cell(112.75, -7.2), grp: 'cargo', source: 't', ms: 3_600_000 },
        ]);
        expect((await call('GET', `/api/port-panel/${PRIOK_ID}/density`, visitor)).statusCode).toBe(
          403,
        );
        const res = await call('GET', `/api/port-panel/${PRIOK_ID}/density`, admin);
        expect(res.statusCode).toBe(200);
        const view = res.json<DensityView>();
        expect(view.days).toEqual([day]);
        expect(view.hours).toEqual([2]);
        expect(view.lon[0]).toBeCloseTo(106.89, 1);
        expect(view.lat[0]).toBeCloseTo(-6.08, 1);
      });

      it("lists the port's vessels of the last 24 h within 30 NM for its history", async () => {
        const h = (
          await call('GET', `/api/port-panel/${PRIOK_ID}/history`, visitor)
        ).json<PortHistory>();
        expect(h.to - h.from).toBe(24 * 3_600_000);
        expect(h.vessels).toEqual([{ mmsi: HARBOUR, positions: 2 }]);
        expect(h.truncated).toBe(false);
      });
    },
  );
}

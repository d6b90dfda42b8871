import type { AlertSettings, AlertView } from '@pantau/contracts';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it, vi } from 'vitest';
import { appOnDatabase, sessionFor } from '../../testing/app.ts';
import { ALERT_T0, alertRecord } from '../../testing/alert-records.ts';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { pos } from '../../testing/vessel-events.ts';
import { ALERT_EXPORT_HEADER } from './alerts-export.ts';
import { AlertsRepo } from './alerts.repo.ts';

const T0 = ALERT_T0;
const rec = alertRecord;

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`alerts routes on ${database.name}`, () => {
    const t = appOnDatabase(database);

    it("answers a vessel's open alerts of the types the caller may see, pairs included", async () => {
      const repo = new AlertsRepo(t.store.db);
      const own = await repo.insert(rec('noImo', 563000201));
      await repo.insert(rec('noImo', 563000201, { status: 'closed', closedAt: T0 + 1 }));
      const pair = await repo.insert(
        rec('closeDistance', 563000200, { details: { mmsi2: 563000201, distance: 120 } }),
      );
      await repo.insert(rec('closeDistance', 563000209, { details: { mmsi2: 5630002010 } }));
      const admin = await sessionFor(t.store, t.config, 'admin', 'adam');
      const seen = await t.call('GET', '/api/alerts/vessel/563000201', admin);
      expect(seen.json<{ alerts: AlertView[] }>().alerts.map((a) => a.id)).toEqual([pair, own]);
      // A visitor may not see Close Distance (SPEC §6): only the No IMO alert.
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vito');
      const some = await t.call('GET', '/api/alerts/vessel/563000201', visitor);
      expect(some.json<{ alerts: AlertView[] }>().alerts.map((a) => a.id)).toEqual([own]);
      expect((await t.call('GET', '/api/alerts/vessel/abc', admin)).statusCode).toBe(400);
    });

    it('lists a type newest first with the Load Previous cursor and search', async () => {
      const repo = new AlertsRepo(t.store.db);
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push(await repo.insert(rec('noImo', 563000100 + i)));
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vera');
      const page = await t.call('GET', '/api/alerts?type=noImo&limit=2', visitor);
      expect(page.statusCode).toBe(200);
      const body = page.json<{ alerts: AlertView[]; next: number | null }>();
      expect(body.alerts.map((a) => a.id)).toEqual([ids[4], ids[3]]);
      expect(body.next).toBe(ids[3]);
      const prev = await t.call(
        'GET',
        `/api/alerts?type=noImo&limit=2&before=${body.next}`,
        visitor,
      );
      expect(prev.json<{ alerts: AlertView[] }>().alerts.map((a) => a.id)).toEqual([
        ids[2],
        ids[1],
      ]);
      const q = await t.call('GET', '/api/alerts?type=noImo&q=563000102', visitor);
      expect(q.json<{ alerts: AlertView[] }>().alerts.map((a) => a.mmsi)).toEqual([563000102]);
      const bad = await t.call('GET', '/api/alerts?type=nope', visitor);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'type' });
    });

    it('exports a type as xlsx and as an A4 portrait PDF, read back; audited; SPEC §6 holds', async () => {
      const repo = new AlertsRepo(t.store.db);
      for (let i = 0; i < 3; i++) await repo.insert(rec('noImo', 563000500 + i));
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vexport');
      const xlsx = await t.call(
        'GET',
        '/api/alerts/export?type=noImo&format=xlsx&q=56300050',
        visitor,
      );
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-disposition']).toMatch(/alerts-noImo-\d\d-\d\d-\d{4}\.xlsx/);
      const sheet = await readSheet(xlsx.rawPayload);
      expect(sheet[0]).toEqual([...ALERT_EXPORT_HEADER]);
      expect(sheet.slice(1).map((r) => r[1])).toEqual([563000502, 563000501, 563000500]);
      expect(sheet[1]?.[2]).toBe('KM 563000502');
      expect(sheet[1]?.[9]).toBe('distance: 120');

      const pdf = await t.call(
        'GET',
        '/api/alerts/export?type=noImo&format=pdf&q=563000501',
        visitor,
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const read = await pdfText(pdf.rawPayload);
      expect(read.size).toEqual([595, 842]);
      expect(read.text).toContain('563000501');
      expect(read.text).toContain('KM 563000501');
      expect(read.text).not.toContain('563000502');

      // A type the caller may not see is refused, not exported empty.
      const hidden = await t.call(
        'GET',
        '/api/alerts/export?type=closeDistance&format=pdf',
        visitor,
      );
      expect(hidden.statusCode).toBe(403);
      const bad = await t.call('GET', '/api/alerts/export?type=noImo&format=docx', visitor);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'format' });
      await expect
        .poll(
          async () =>
            (
              await t.store.db
                .selectFrom('audit_log')
                .select('actor')
                .where('action', '=', 'GET /api/alerts/export')
                .execute()
            ).filter((r) => r.actor === 'vexport').length,
        )
        .toBeGreaterThanOrEqual(2);
    });

    it('enforces SPEC §6 on reads and counts', async () => {
      const repo = new AlertsRepo(t.store.db);
      await repo.insert(rec('closeDistance', 563000200));
      await repo.insert(rec('aisOff', 563000201));
      await repo.insert(rec('zee', 563000202));
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vera');
      const admin = await sessionFor(t.store, t.config, 'admin', 'ana');
      const root = await sessionFor(t.store, t.config, 'superAdmin', 'root');
      const mcc = await sessionFor(t.store, t.config, 'superAdmin', 'mcc');
      const status = async (cookie: string, type: string) =>
        (await t.call('GET', `/api/alerts?type=${type}`, cookie)).statusCode;
      expect(await status(visitor, 'closeDistance')).toBe(403);
      expect(await status(admin, 'closeDistance')).toBe(200);
      expect(await status(admin, 'zee')).toBe(403);
      expect(await status(root, 'zee')).toBe(200);
      expect(await status(root, 'aisOff')).toBe(403);
      expect(await status(mcc, 'aisOff')).toBe(200);
      const counts = async (cookie: string) =>
        (await t.call('GET', '/api/alerts/counts', cookie)).json<{
          counts: { type: string; open: number }[];
        }>().counts;
      expect((await counts(visitor)).map((c) => c.type)).toEqual([
        'boundary',
        'aoi',
        'alur',
        'doubleMmsi',
        'doubleCallSign',
        'noImo',
        'clearance',
      ]);
      const all = await counts(mcc);
      expect(all).toHaveLength(12);
      expect(all.find((c) => c.type === 'aisOff')?.open).toBe(1);
    });

    it('rings on the map only vessels whose alarm or warning waits for a person', async () => {
      const repo = new AlertsRepo(t.store.db);
      await repo.insert(rec('doubleMmsi', 563777001));
      await repo.insert(rec('doubleMmsi', 563777002, { priority: 'alarm' }));
      await repo.insert(rec('noImo', 563777002));
      // Not rung: closed, acknowledged, a mere record, or a type the caller may not see.
      await repo.insert(rec('doubleMmsi', 563777003, { status: 'closed', closedAt: T0 + 1 }));
      const acked = await repo.insert(rec('doubleMmsi', 563777004));
      await repo.ack(acked, 'ana', T0 + 5);
      await repo.insert(rec('boundary', 563777005, { priority: 'caution' }));
      await repo.insert(rec('closeDistance', 563777006));
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vera');
      const res = await t.call('GET', '/api/alerts/vessels', visitor);
      expect(res.statusCode).toBe(200);
      // Other tests' alerts share the database: only this test's vessels are looked at.
      const body = res.json<{ vessels: { mmsi: number }[]; truncated: boolean }>();
      const mine = {
        ...body,
        vessels: body.vessels.filter((v) => Math.floor(v.mmsi / 100) === 5637770),
      };
      expect(mine).toEqual({
        vessels: [
          { mmsi: 563777002, priority: 'alarm' },
          { mmsi: 563777001, priority: 'warning' },
        ],
        truncated: false,
      });
      // An admin may see Close Distance (SPEC §6): that vessel is rung for them.
      const admin = await sessionFor(t.store, t.config, 'admin', 'ana');
      const theirs = (await t.call('GET', '/api/alerts/vessels', admin)).json<{
        vessels: { mmsi: number }[];
      }>();
      expect(theirs.vessels.map((v) => v.mmsi)).toContain(563777006);
      expect((await t.call('GET', '/api/alerts/vessels')).statusCode).toBe(401);
    });

    it('acknowledges (stamped and audited), hiding alerts the caller may not see', async () => {
      const repo = new AlertsRepo(t.store.db);
      const id = await repo.insert(rec('doubleMmsi', 563000300));
      const hidden = await repo.insert(rec('idle', 563000301));
      const lps = await sessionFor(t.store, t.config, 'lps', 'lala');
      const ack = await t.call('POST', `/api/alerts/${id}/ack`, lps);
      expect(ack.statusCode).toBe(200);
      expect(ack.json()).toMatchObject({ id, ackBy: 'lala' });
      expect(ack.json<AlertView>().ackAt).toBeGreaterThan(0);
      expect((await t.call('POST', `/api/alerts/${hidden}/ack`, lps)).statusCode).toBe(404);
      // The audit row is written as the response ends: wait for it.
      const auditRows = () =>
        t.store.db
          .selectFrom('audit_log')
          .selectAll()
          .where('target', '=', `/api/alerts/${id}/ack`)
          .execute();
      await expect.poll(async () => (await auditRows()).length).toBe(1);
      const audit = await auditRows();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor: 'lala',
        action: 'POST /api/alerts/:id/ack',
        status: 200,
      });
    });

    it('silences for a period, an occurrence, or a custom time; 400s name the field', async () => {
      const repo = new AlertsRepo(t.store.db);
      const id = await repo.insert(rec('doubleMmsi', 563000400));
      const admin = await sessionFor(t.store, t.config, 'admin', 'ana');
      const hour = await t.call('POST', '/api/alerts/silence', admin, {
        mmsi: 563000400,
        type: 'doubleMmsi',
        period: '1h',
      });
      expect(hour.statusCode).toBe(200);
      expect(hour.json<{ until: number }>().until).toBeGreaterThan(Date.now() + 3_500_000);
      const occ = await t.call('POST', '/api/alerts/silence', admin, {
        mmsi: 563000400,
        type: 'doubleMmsi',
        period: 'occurrence',
        alertId: id,
      });
      expect(occ.statusCode).toBe(200);
      const noId = await t.call('POST', '/api/alerts/silence', admin, {
        mmsi: 1,
        type: 'doubleMmsi',
        period: 'occurrence',
      });
      expect(noId.json()).toMatchObject({ code: 'VALIDATION', field: 'alertId' });
      const noUntil = await t.call('POST', '/api/alerts/silence', admin, {
        mmsi: 1,
        type: 'noImo',
        period: 'custom',
      });
      expect(noUntil.json()).toMatchObject({ code: 'VALIDATION', field: 'until' });
      const past = await t.call('POST', '/api/alerts/silence', admin, {
        mmsi: 1,
        type: 'noImo',
        period: 'custom',
        until: 1,
      });
      expect(past.json()).toMatchObject({ code: 'VALIDATION', field: 'until' });
      const visitor = await sessionFor(t.store, t.config, 'visitor', 'vera');
      const forbidden = await t.call('POST', '/api/alerts/silence', visitor, {
        mmsi: 1,
        type: 'idle',
        period: '1h',
      });
      expect(forbidden.statusCode).toBe(403);
      expect(t.app.alerts.push).toBeDefined();
    });

    it('keeps alert settings per user, defaults until saved, metres stored', async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      const first = (await t.call('GET', '/api/alerts/settings', ana)).json<{
        distance: { metres: number };
        boundary: Record<string, { metres: number; unit: string }>;
      }>();
      expect(first.boundary.port).toEqual({ metres: 55_560, unit: 'km' });
      const next = {
        ...first,
        triggers: ['noImo'],
        actions: ['notification', 'email'],
        email: 'ops@example.org',
        distance: { metres: 1852, unit: 'nm' },
      };
      const saved = await t.call('PUT', '/api/alerts/settings', ana, next);
      expect(saved.statusCode).toBe(200);
      expect((await t.call('GET', '/api/alerts/settings', ana)).json()).toMatchObject({
        triggers: ['noImo'],
        distance: { metres: 1852, unit: 'nm' },
      });
      const bad = await t.call('PUT', '/api/alerts/settings', ana, {
        ...next,
        distance: { metres: -1, unit: 'nm' },
      });
      expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'distance.metres' });
    });

    it('draws the Boundary circles as wide as the widest radius a user saved', async () => {
      const members = () => t.app.geofences.members('port', 'wpi-51260');
      // Benoa (115.2167, -8.75); a vessel 80 km south, outside the default 30 NM.
      const far = { lon: 115.2167, lat: -8.75 - 80_000 / 111_195 };
      const mmsi = 525009077;
      const at = Date.now();
      t.app.hub.publish(pos(mmsi, at, far.lon, far.lat));
      expect(members().has(mmsi)).toBe(false);
      const budi = await sessionFor(t.store, t.config, 'admin', 'budi');
      const mine = (await t.call('GET', '/api/alerts/settings', budi)).json<AlertSettings>();
      const wide = {
        ...mine,
        boundary: { ...mine.boundary, port: { metres: 100_000, unit: 'km' } },
      };
      expect((await t.call('PUT', '/api/alerts/settings', budi, wide)).statusCode).toBe(200);
      // Inside once two reports 20 s apart are (the geofence dwell).
      let next = at;
      await vi.waitFor(() => {
        next += 30_000;
        t.app.hub.publish(pos(mmsi, next, far.lon, far.lat));
        expect(members().has(mmsi)).toBe(true);
      });
    });
  });
}

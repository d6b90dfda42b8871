import { ROLES } from '@pantau/domain';
import { wibDay } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { appOnDatabase, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { AuditRepo } from '../audit/audit.repo.ts';

const polygon = (name: string, extra: object = {}) => ({
  type: 'Polygon',
  name,
  description: 'Kolam pelabuhan',
  coordinates: [
    [106.9, -6.1],
    [106.91, -6.1],
    [106.91, -6.09],
  ],
  ...extra,
});
const circle = (name: string, extra: object = {}) => ({
  type: 'Circle',
  name,
  description: 'Lingkar',
  center: [106.88, -6.09],
  radiusM: 2_000,
  ...extra,
});

interface Aoi {
  id: number;
  name: string;
  author: string;
  coordinates?: number[][];
  archivedAt: number | null;
}

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`areas of interest on ${database.name}`, () => {
    const t = appOnDatabase(database);

    it('lets every role but visitor make and read areas, stamped with the author', async () => {
      for (const role of ROLES) {
        const cookie = await sessionFor(t.store, t.config, role);
        const made = await t.call('POST', '/api/aois', cookie, polygon(`Area ${role}`));
        const read = await t.call('GET', '/api/aois', cookie);
        if (role === 'visitor') {
          expect(made.statusCode, role).toBe(403);
          expect(read.statusCode, role).toBe(403);
          continue;
        }
        expect(made.statusCode, role).toBe(201);
        expect(made.json<Aoi>()).toMatchObject({
          name: `Area ${role}`,
          author: `user_${role}`,
          archivedAt: null,
        });
        expect(read.statusCode, role).toBe(200);
      }
      expect((await t.call('GET', '/api/aois')).statusCode).toBe(401);
    });

    it('closes an open ring, keeps point names, stores circles, and audits the write', async () => {
      const cookie = await sessionFor(t.store, t.config, 'lps', 'lina');
      const made = await t.call(
        'POST',
        '/api/aois',
        cookie,
        polygon('Named', { pointNames: ['A', 'B', 'C'] }),
      );
      const aoi = made.json<Aoi & { pointNames: string[] }>();
      expect(aoi.coordinates).toHaveLength(4);
      expect(aoi.coordinates?.[3]).toEqual(aoi.coordinates?.[0]);
      expect(aoi.pointNames).toEqual(['A', 'B', 'C']);
      const c = await t.call('POST', '/api/aois', cookie, circle('Ring'));
      expect(c.json()).toMatchObject({
        type: 'Circle',
        center: [106.88, -6.09],
        radiusM: 2_000,
        author: 'lina',
      });
      expect((await t.call('GET', `/api/aois/${aoi.id}`, cookie)).json()).toEqual(aoi);
      let actions: string[] = [];
      for (let i = 0; i < 20 && !actions.includes('lina POST /api/aois'); i++) {
        const rows = await new AuditRepo(t.store.db).day(wibDay(Date.now()));
        actions = rows.map((r) => `${r.actor} ${r.action}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(actions).toContain('lina POST /api/aois');
    });

    it('refuses each bad input with a 400 naming the field and the reason, storing nothing', async () => {
      const cookie = await sessionFor(t.store, t.config, 'admin', 'ana');
      const before = (await t.call('GET', '/api/aois?limit=100', cookie)).json<{ aois: Aoi[] }>()
        .aois.length;
      const cases: [object, string, string][] = [
        [
          polygon('Bow', {
            coordinates: [
              [0, 0],
              [1, 1],
              [1, 0],
              [0, 1],
            ],
          }),
          'coordinates',
          'the polygon may not cross itself',
        ],
        [
          polygon('Two', {
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          }),
          'coordinates',
          'masukkan minimal 3 koordinat',
        ],
        [
          polygon('Dup', {
            coordinates: [
              [0, 0],
              [1, 1],
              [0, 0],
            ],
          }),
          'coordinates',
          'masukkan minimal 3 koordinat unik',
        ],
        [
          polygon('Lon', {
            coordinates: [
              [0, 0],
              [181, 1],
              [1, 0],
            ],
          }),
          'coordinates.1.0',
          'longitude must be within -180..180',
        ],
        [
          polygon('Lat', {
            coordinates: [
              [0, 0],
              [1, 91],
              [1, 0],
            ],
          }),
          'coordinates.1.1',
          'latitude must be within -90..90',
        ],
        [circle('Zero', { radiusM: 0 }), 'radiusM', 'radiusM must be greater than 0'],
        [circle('Huge', { radiusM: 1_000_001 }), 'radiusM', 'radiusM may not be over 1,000 km'],
        [circle('Far', { center: [200, 0] }), 'center.0', 'longitude must be within -180..180'],
        [polygon('x'.repeat(51)), 'name', 'name may not be greater than 50 characters'],
        [polygon('   '), 'name', 'name can not be empty'],
        [polygon('Two  spaces'), 'name', 'name may not contain two consecutive spaces'],
        [
          polygon('Long', { description: 'd'.repeat(501) }),
          'description',
          'description may not be greater than 500 characters',
        ],
        [polygon('NoDesc', { description: '' }), 'description', 'description can not be empty'],
      ];
      for (const [body, field, message] of cases) {
        const res = await t.call('POST', '/api/aois', cookie, body);
        expect(res.statusCode, message).toBe(400);
        expect(res.json(), message).toMatchObject({ code: 'VALIDATION', field, message });
      }
      const after = (await t.call('GET', '/api/aois?limit=100', cookie)).json<{ aois: Aoi[] }>()
        .aois.length;
      expect(after).toBe(before);
    });

    it("answers 'Found Duplicate Name' for a name in use, in any case, until it is archived", async () => {
      const cookie = await sessionFor(t.store, t.config, 'disnav', 'dina');
      const first = (await t.call('POST', '/api/aois', cookie, polygon('Selat Sunda'))).json<Aoi>();
      const again = await t.call('POST', '/api/aois', cookie, circle('selat sunda'));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'AOI_NAME_TAKEN',
        message: 'Found Duplicate Name',
        field: 'name',
      });
      const taken = await t.call('GET', '/api/aois/name-taken?name=SELAT%20SUNDA', cookie);
      expect(taken.json()).toEqual({ taken: true });
      await t.call('POST', `/api/aois/${first.id}/archive`, cookie);
      expect(
        (await t.call('GET', '/api/aois/name-taken?name=Selat%20Sunda', cookie)).json(),
      ).toEqual({ taken: false });
      expect((await t.call('POST', '/api/aois', cookie, polygon('Selat Sunda'))).statusCode).toBe(
        201,
      );
    });

    it('lets only the author or an admin archive, and keeps the record', async () => {
      const owner = await sessionFor(t.store, t.config, 'lps', 'owner');
      const other = await sessionFor(t.store, t.config, 'developer', 'dev');
      const admin = await sessionFor(t.store, t.config, 'admin', 'boss');
      const a = (await t.call('POST', '/api/aois', owner, polygon('Mine'))).json<Aoi>();
      const b = (await t.call('POST', '/api/aois', owner, polygon('Mine too'))).json<Aoi>();
      const refused = await t.call('POST', `/api/aois/${a.id}/archive`, other);
      expect(refused.statusCode).toBe(403);
      const byOwner = await t.call('POST', `/api/aois/${a.id}/archive`, owner);
      expect(byOwner.statusCode).toBe(200);
      expect(byOwner.json<Aoi>().archivedAt).toEqual(expect.any(Number));
      expect((await t.call('POST', `/api/aois/${b.id}/archive`, admin)).statusCode).toBe(200);
      expect((await t.call('POST', '/api/aois/999999/archive', admin)).statusCode).toBe(404);
      // The record stays: readable, listed with ?archived=true, not in the default list.
      expect(
        (await t.call('GET', `/api/aois/${a.id}`, other)).json<Aoi>().archivedAt,
      ).not.toBeNull();
      const inUse = (await t.call('GET', '/api/aois?limit=100', other)).json<{ aois: Aoi[] }>()
        .aois;
      expect(inUse.map((x) => x.id)).not.toContain(a.id);
      const all = (await t.call('GET', '/api/aois?limit=100&archived=true', other)).json<{
        aois: Aoi[];
      }>().aois;
      expect(all.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    });

    it('pages newest first (Load More)', async () => {
      const cookie = await sessionFor(t.store, t.config, 'admin', 'ana');
      const all = (await t.call('GET', '/api/aois?limit=100', cookie)).json<{ aois: Aoi[] }>().aois;
      expect(all.length).toBeGreaterThan(3);
      const ids = all.map((a) => a.id);
      expect([...ids].sort((x, y) => y - x)).toEqual(ids);
      const first = (await t.call('GET', '/api/aois?limit=2', cookie)).json<{
        aois: Aoi[];
        next: number;
      }>();
      expect(first.aois.map((a) => a.id)).toEqual(ids.slice(0, 2));
      expect(first.next).toBe(ids[1]);
      const second = (await t.call('GET', `/api/aois?limit=2&cursor=${first.next}`, cookie)).json<{
        aois: Aoi[];
      }>();
      expect(second.aois.map((a) => a.id)).toEqual(ids.slice(2, 4));
      const last = (await t.call('GET', `/api/aois?limit=100&cursor=${ids[1]}`, cookie)).json<{
        next: number | null;
      }>();
      expect(last.next).toBeNull();
      const bad = await t.call('GET', '/api/aois?limit=0', cookie);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'limit' });
    });

    it('declares every AOI route with the aoi.use capability (the permission walk covers them)', () => {
      const aoi = t.app.routeTable.filter(
        (r) => r.url.startsWith('/api/aois') && r.method !== 'HEAD',
      );
      expect(aoi.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
        'GET /api/aois',
        'GET /api/aois/:id',
        'GET /api/aois/name-taken',
        'GET /api/aois/vessels',
        'POST /api/aois',
        'POST /api/aois/:id/archive',
      ]);
      expect(new Set(aoi.map((r) => r.access))).toEqual(new Set(['aoi.use']));
    });
  });
}

import type { PositionEvent, StaticEvent } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession } from '../../testing/app.ts';
import { ApiUsersRepo } from '../api-users/api-users.repo.ts';

const now = Date.now();
const pos = (mmsi: number, lon: number, lat: number): PositionEvent => ({
  kind: 'position',
  mmsi,
  t: now,
  source: 'priok',
  msgType: 1,
  aisClass: 'A',
  lat,
  lon,
  sog: 10.5,
  cog: 90,
  heading: 91,
  navStatus: 0,
  rot: 0,
  accuracy: true,
});
const stat = (mmsi: number, name: string, callSign: string): StaticEvent => ({
  kind: 'static',
  mmsi,
  t: now,
  source: 'priok',
  msgType: 5,
  aisClass: 'A',
  name,
  callSign,
  imo: 9123456,
  shipType: 80,
  toBow: 100,
  toStern: 20,
  toPort: 10,
  toStarboard: 10,
});

describe('vessel read API', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await appWithSession('visitor');
    app = t.app;
    const p = app.live.picture;
    p.apply(pos(525005001, 106.9, -6.0));
    p.apply(stat(525005001, 'MT PERTAMINA SATU', 'PKAA'));
    p.apply(pos(563000123, 103.9, 1.2));
    p.apply(stat(563000123, 'EVER GIVEN', '9V1234'));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { cookie: t.cookie }) =>
    app.inject({ url, headers });

  it('searches by MMSI, call sign or name', async () => {
    const byMmsi = await get('/api/vessels/search?q=5250');
    expect(byMmsi.json<{ results: { mmsi: number }[] }>().results.map((r) => r.mmsi)).toEqual([
      525005001,
    ]);
    const byName = await get('/api/vessels/search?q=pertamina');
    expect(byName.json()).toEqual({
      results: [
        {
          mmsi: 525005001,
          name: 'MT PERTAMINA SATU',
          callSign: 'PKAA',
          imo: 9123456,
          lat: -6,
          lon: 106.9,
        },
      ],
    });
    const byCall = await get('/api/vessels/search?q=9v1');
    expect(byCall.json<{ results: { mmsi: number }[] }>().results.map((r) => r.mmsi)).toEqual([
      563000123,
    ]);
    const empty = await get('/api/vessels/search?q=%20');
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'q',
      message: 'q can not be empty',
    });
  });

  it('answers one vessel with flag and freshness, or the spec message', async () => {
    const v = await get('/api/vessels/563000123');
    expect(v.json()).toMatchObject({
      mmsi: 563000123,
      name: 'EVER GIVEN',
      shipTypeGroup: 'tanker',
      flag: { iso: 'SG', country: 'Singapore' },
      freshness: 'fresh',
      sog: 10.5,
    });
    const missing = await get('/api/vessels/525999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: '525999999 is not yet rendered' });
  });

  it('lists live vessels in a box', async () => {
    const all = await get('/api/vessels');
    expect(all.json<{ total: number }>().total).toBe(2);
    const java = await get('/api/vessels?bbox=105,-8,108,-5');
    expect(java.json<{ vessels: { mmsi: number }[] }>().vessels.map((v) => v.mmsi)).toEqual([
      525005001,
    ]);
    const bad = await get('/api/vessels?bbox=west');
    expect(bad.json()).toMatchObject({
      field: 'bbox',
      message: 'bbox must be west,south,east,north',
    });
    // Out of range, every way round (it overflowed the grid query's stack: a 500).
    for (const [bbox, message] of [
      ['181,91,-181,-91', 'bbox must be west,south,east,north within -180..180 and -90..90'],
      ['1e400,0,1,1', 'bbox must be west,south,east,north'],
      ['100,5,110,-5', 'bbox must have its south no further north than its north'],
      ['1.2.3,0,1,1', 'bbox must be west,south,east,north'],
    ]) {
      const res = await get(`/api/vessels?bbox=${bbox}`);
      expect(res.statusCode, bbox).toBe(400);
      expect(res.json(), bbox).toMatchObject({ field: 'bbox', message });
    }
    // Across the antimeridian is a box.
    expect((await get('/api/vessels?bbox=170,-10,-170,10')).statusCode).toBe(200);
  });

  it('serves the live vessels to an API token, and refuses a disabled one', async () => {
    const repo = new ApiUsersRepo(t.store.db);
    const { user, token } = await repo.create('partner', true);
    const ok = await get('/api/vessels', { authorization: `Bearer ${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ total: number }>().total).toBe(2);
    await repo.update(user.id, { access: false });
    const off = await get('/api/vessels', { authorization: `Bearer ${token}` });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'API_ACCESS_DISABLED' });
    // A token never reaches administration.
    await repo.update(user.id, { access: true });
    expect((await get('/api/users', { authorization: `Bearer ${token}` })).statusCode).toBe(403);
  });
});

import type { AoiZoneVessels } from '@pantau/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession } from '../../testing/app.ts';
import { pos, stat } from '../../testing/vessel-events.ts';

/** Through the hub: a vessel sails into an AOI, shows in LIST ZONA AOI, and sails out. */
describe('vessels inside areas, from the geofence engine', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  beforeAll(async () => {
    t = await appWithSession('lps', 'lina');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: {
        cookie: t.cookie,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload } : {}),
    });

  it('lists a vessel while it is inside and not after it left', async () => {
    const made = await call('POST', '/api/aois', {
      type: 'Polygon',
      name: 'Kolam Priok',
      description: 'harbour basin',
      coordinates: [
        [106.9, -6.1],
        [106.91, -6.1],
        [106.91, -6.09],
        [106.9, -6.09],
      ],
    });
    expect(made.statusCode).toBe(201);
    const { id } = made.json<{ id: number }>();
    const ring = await call('POST', '/api/aois', {
      type: 'Circle',
      name: 'Far away',
      description: 'elsewhere',
      center: [120, -8],
      radiusM: 1000,
    });
    const other = ring.json<{ id: number }>().id;

    const t0 = Date.now() - 120_000;
    t.app.hub.publish(stat(525005001, t0, { name: 'KM MASUK', callSign: 'PMAS' }));
    // From 500 m south into the middle, a report every 5 s.
    const lats = [-6.1045, -6.1, -6.097, -6.095, -6.095, -6.095, -6.095, -6.095];
    lats.forEach((lat, i) => t.app.hub.publish(pos(525005001, t0 + i * 5_000, 106.905, lat)));

    const inside = await call('GET', `/api/aois/vessels?ids=${id},${other}`);
    expect(inside.statusCode).toBe(200);
    const zones = inside.json<AoiZoneVessels>().zones;
    expect(zones.map((z) => [z.id, z.name, z.vessels.length])).toEqual([
      [id, 'Kolam Priok', 1],
      [other, 'Far away', 0],
    ]);
    expect(zones[0]!.vessels[0]).toMatchObject({
      mmsi: 525005001,
      name: 'KM MASUK',
      callSign: 'PMAS',
      shipType: 70,
      shipTypeStr: expect.stringContaining('Cargo') as string,
      navStatus: 0,
      navStatusStr: 'Under way using engine',
      longitude: 106.905,
      latitude: -6.095,
      timestamp: t0 + 35_000,
      source: 'priok',
      class: 'A',
      // The first report clearly inside (333 m) was at 10 s.
      enteredAt: t0 + 10_000,
    });

    // Sails out north.
    [-6.089, -6.087, -6.085, -6.083, -6.081, -6.08].forEach((lat, i) =>
      t.app.hub.publish(pos(525005001, t0 + 40_000 + i * 5_000, 106.905, lat)),
    );
    const after = (await call('GET', `/api/aois/vessels?ids=${id}`)).json<AoiZoneVessels>();
    expect(after.zones[0]!.vessels).toEqual([]);
  });

  it('drops an archived area from the engine at once', async () => {
    const made = await call('POST', '/api/aois', {
      type: 'Circle',
      name: 'Short lived',
      description: 'archived soon',
      center: [110, -7],
      radiusM: 5_000,
    });
    const { id } = made.json<{ id: number }>();
    expect(t.app.geofences.zones().map((z) => z.key)).toContain(`aoi:${id}`);
    await call('POST', `/api/aois/${id}/archive`);
    expect(t.app.geofences.zones().map((z) => z.key)).not.toContain(`aoi:${id}`);
    // The ports' 30 NM boundaries are zones too.
    expect(t.app.geofences.zones().some((z) => z.provider === 'port')).toBe(true);
  });

  it('refuses a bad ids list naming the field', async () => {
    const res = await call('GET', '/api/aois/vessels?ids=1,,x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'ids' });
  });
});

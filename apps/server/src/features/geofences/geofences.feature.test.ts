import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appWithSession, writeHeaders } from '../../testing/app.ts';
import { BENOA } from '../../testing/map-features.ts';
import { DEFAULT_ALERT_THRESHOLDS } from '@pantau/domain';
import { pos } from '../../testing/vessel-events.ts';
import type { ZoneEvent } from './engine.ts';

/** The engine in the app: its providers, published zones at once, events out. */
describe('geofences feature', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  beforeAll(async () => {
    t = await appWithSession('superAdmin', 'chief');
  });
  afterAll(() => t.close());

  it("has every registry port's boundary as a zone (the alerts' Boundary circles)", () => {
    const ports = t.app.geofences.zones().filter((z) => z.provider === 'port');
    // The 123 World Port Index ports and Batam and Tual, and the 23 VTS stations.
    expect(ports.length).toBeGreaterThan(140);
    expect(ports.map((z) => z.key)).toContain('port:wpi-51260');
    expect(ports.find((z) => z.id === 'wpi-51260')?.name).toBe('Benoa');
    // A Kantor Disnav is an office, not a boundary of its own.
    expect(ports.some((z) => String(z.id).startsWith('disnav-'))).toBe(false);
  });

  it('takes published zones and lanes at once, and sends a cross of the lane out', async () => {
    const events: ZoneEvent[] = [];
    const stop = t.app.geofences.onZoneEvent((e) => events.push(e));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/ports/IDBOA/map-features',
      headers: writeHeaders(t.cookie),
      payload: BENOA,
    });
    expect(res.statusCode).toBe(200);
    const keys = t.app.geofences.zones().map((z) => z.key);
    expect(keys).toContain('map-feature:IDBOA/Alur Pelayaran Masuk Benoa');
    expect(keys).toContain('map-feature:IDBOA/Zona Labuh Benoa');
    expect(keys).not.toContain('map-feature:IDBOA/Rambu Suar Tanjung Benoa');

    // Across the lane's first leg (115.25,-8.8 → 115.23,-8.76), west to east, a minute apart.
    const t0 = Date.now() - 60_000;
    t.app.hub.publish(pos(525009001, t0, 115.235, -8.785));
    t.app.hub.publish(pos(525009001, t0 + 60_000, 115.25, -8.785));
    stop();
    expect(events.map((e) => [e.kind, e.zone.key, e.mmsi])).toContainEqual([
      'cross',
      'map-feature:IDBOA/Alur Pelayaran Masuk Benoa',
      525009001,
    ]);
  });
});

/** As `npm start` runs it: the rules take each ship's newest position at their pace. */
describe('geofences feature at the rules’ pace', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  beforeAll(async () => {
    t = await appWithSession('superAdmin', 'chief', { PANTAU_RULE_PACE_MS: '300' });
  });
  afterAll(() => t.close());

  it('crosses a port boundary from the last judged position to the newest, within the pace', async () => {
    const events: ZoneEvent[] = [];
    const stop = t.app.geofences.onZoneEvent((e) => events.push(e));
    const benoa = t.app.geofences.zones().find((z) => z.key === 'port:wpi-51260');
    const port = (await t.app.registry.list()).find((a) => a.id === 'wpi-51260');
    if (!benoa || !port) throw new Error('no Boundary circle for Benoa');
    // East of Benoa along its parallel, `km` from its circle's edge (SPEC §9: 30 NM).
    const r = DEFAULT_ALERT_THRESHOLDS.boundaryM / 1000;
    const east = (km: number) =>
      port.lon + (r + km) / (111.32 * Math.cos((port.lat * Math.PI) / 180));
    // 12 km outside, then three reports 10 minutes apart sailing in at 10 m/s (6 km each),
    // published within the pace: only the last, 6 km inside, is judged, from the first.
    const t0 = Date.now() - 3_600_000;
    const mine = () => events.filter((e) => e.mmsi === 525009002 && e.zone.key === benoa.key);
    t.app.hub.publish(pos(525009002, t0, east(12), port.lat));
    await new Promise((resolve) => setTimeout(resolve, 400));
    for (const i of [1, 2, 3]) {
      t.app.hub.publish(pos(525009002, t0 + i * 600_000, east(12 - 6 * i), port.lat));
    }
    // Not judged yet: the positions wait for the pace.
    expect(mine()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Judged: inside once, the entry pending (two reports inside 20 s apart make it).
    expect(mine()).toEqual([]);
    t.app.hub.publish(pos(525009002, t0 + 2_400_000, east(-12), port.lat));
    await vi.waitFor(() => expect(mine().map((e) => e.kind)).toEqual(['enter']), {
      timeout: 3000,
    });
    // Two of the three were replaced by the newest before they were judged.
    expect(t.app.hub.budget().find((b) => b.name === 'geofences')?.conflated).toBe(2);
    stop();
  });
});

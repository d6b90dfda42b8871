import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession, writeHeaders } from '../../testing/app.ts';
import { BENOA } from '../../testing/map-features.ts';
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

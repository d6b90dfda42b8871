import { readFileSync } from 'node:fs';
import type { AlertView } from '@pantau/contracts';
import { flattenRing, pointInRing, segmentDistanceToPointM, type LonLat } from '@pantau/geo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession } from '../../testing/app.ts';
import { sharedFile } from '../../testing/shared-data.ts';
import { pos } from '../../testing/vessel-events.ts';
import { indonesiaEez } from './eez.ts';

const inside = (lon: number, lat: number) => pointInRing(lon, lat, flattenRing(indonesiaEez()));

/** Metres from a point to the nearest segment of a ring. */
function toRingM(p: LonLat, ring: readonly LonLat[]): number {
  let best = Infinity;
  for (let i = 1; i < ring.length; i++) {
    const [a, b] = [ring[i - 1] as LonLat, ring[i] as LonLat];
    best = Math.min(best, segmentDistanceToPointM(a[0], a[1], b[0], b[1], p));
  }
  return best;
}

describe("Indonesia's EEZ (ZEE) from @globalfishingwatch/ocean-areas", () => {
  it('holds Indonesian waters and not the neighbours', () => {
    expect(inside(106.85, -5.9)).toBe(true); // Jakarta Bay
    expect(inside(128, -6)).toBe(true); // Banda Sea
    expect(inside(108.2, 4)).toBe(true); // north of Natuna
    expect(inside(135, -1)).toBe(true); // Cenderawasih Bay
    expect(inside(103.82, 1.35)).toBe(false); // Singapore
    expect(inside(130.84, -12.46)).toBe(false); // Darwin
    expect(inside(121, 14.6)).toBe(false); // Manila
    expect(inside(100, 10)).toBe(false); // Gulf of Thailand
  });

  it('lies near an independent outline (the WPP-NRI stand-in in ../shared), the figure printed', () => {
    const file = sharedFile('geo/zee-indonesia-wpp-polygon.geojson');
    if (!file) return;
    const fc = JSON.parse(readFileSync(file, 'utf8')) as {
      features: { geometry: { coordinates: number[][][] } }[];
    };
    const other = (fc.features[0]?.geometry.coordinates[0] ?? []).map(
      ([lon, lat]) => [lon, lat] as LonLat,
    );
    const ring = indonesiaEez();
    const gaps = ring.map((p) => toRingM(p, other)).sort((a, b) => a - b);
    const median = gaps[Math.floor(gaps.length / 2)] ?? Infinity;
    const worst = gaps.at(-1) ?? Infinity;
    process.stdout.write(
      `EEZ vertices ${ring.length}: to the WPP outline median ${(median / 1000).toFixed(1)} km, worst ${(worst / 1000).toFixed(1)} km\n`,
    );
    expect(median).toBeLessThan(50_000);
  });
});

describe('ZEE zone and alert', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  beforeAll(async () => {
    t = await appWithSession('superAdmin', 'suri');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie } });

  it('serves the outline, and a foreign vessel inside raises a ZEE alert (blacklisted: 1)', async () => {
    const outline = await get('/api/zee');
    expect(outline.statusCode).toBe(200);
    const body = outline.json<{ geometry: { coordinates: number[][][] } }>();
    expect(body.geometry.coordinates[0]?.length).toBe(indonesiaEez().length);

    const blacklisted = await t.app.inject({
      method: 'POST',
      url: '/api/puskodal/blacklist',
      headers: { cookie: t.cookie, 'content-type': 'application/json' },
      payload: { mmsi: 412_000_777, reason: 'foreign fishing vessel, seized 2025' },
    });
    expect(blacklisted.statusCode).toBe(201);
    const now = Date.now();
    // A Chinese (MID 412) and a Singaporean (563) vessel in the Natuna Sea; an Indonesian one.
    for (let i = 0; i < 6; i++) {
      t.app.hub.publish(pos(412_000_777, now + i * 10_000, 108.5, 3 + i * 0.001));
      t.app.hub.publish(pos(563_000_778, now + i * 10_000, 108.7, 3 + i * 0.001));
      t.app.hub.publish(pos(525_000_779, now + i * 10_000, 108.9, 3 + i * 0.001));
    }
    await t.app.alerts.writer.flush();
    const list = await get('/api/alerts?type=zee');
    const alerts = list.json<{ alerts: AlertView[] }>().alerts;
    const of = (mmsi: number) => alerts.find((a) => a.mmsi === mmsi);
    expect(of(412_000_777)?.details).toMatchObject({ status: 'inside', blacklistStatus: 1 });
    expect(of(563_000_778)?.details).toMatchObject({ status: 'inside', blacklistStatus: 0 });
    // Must not fire: an Indonesian-flagged vessel.
    expect(of(525_000_779)).toBeUndefined();
  });
});

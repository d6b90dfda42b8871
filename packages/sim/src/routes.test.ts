import { describe, expect, it } from 'vitest';
import { angleDiff, destination } from './geodesy.ts';
import { AREAS, ROUTES } from './routes.ts';
import { makeTrack, pointAt } from './track.ts';

/** Indonesia's bounding box, generously. */
const inIndonesia = ([lon, lat]: readonly [number, number]): boolean =>
  lon >= 94 && lon <= 142 && lat >= -11.5 && lat <= 7;

describe('routes', () => {
  it('covers the straits, seas, ports and crossings the picture needs', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'malacca',
      'singapore',
      'sunda',
      'java-sea',
      'makassar',
      'lombok',
      'approach-priok',
      'approach-cirebon',
      'approach-benoa',
      'approach-tarakan',
      'approach-batam',
      'approach-belawan',
      'ferry-merak-bakauheni',
      'ferry-ketapang-gilimanuk',
    ]) {
      expect(ids).toContain(id);
    }
    expect(AREAS.some((a) => a.kind === 'fishing')).toBe(true);
  });

  it('keeps every waypoint and every area inside Indonesia’s bounding box', () => {
    for (const r of ROUTES) {
      expect(r.waypoints.length).toBeGreaterThanOrEqual(2);
      for (const p of r.waypoints) expect(inIndonesia(p), `${r.id} ${p.join(',')}`).toBe(true);
      for (const end of r.ends) expect(end.destinations.length).toBeGreaterThan(0);
    }
    for (const a of AREAS) {
      for (let b = 0; b < 360; b += 45) {
        expect(inIndonesia(destination(a.center, b, a.radiusNm)), a.id).toBe(true);
      }
    }
  });

  it('ends each port approach next to its quick-zoom port', () => {
    const ports: Record<string, readonly [number, number]> = {
      'approach-benoa': [115.216667, -8.75],
      'approach-priok': [106.883333, -6.1],
      'approach-cirebon': [108.566667, -6.716667],
      'approach-tarakan': [117.583333, 3.283333],
      'approach-batam': [103.95, 1.116667],
      'approach-belawan': [98.716667, 3.783333],
    };
    for (const [id, [lon, lat]] of Object.entries(ports)) {
      const r = ROUTES.find((x) => x.id === id);
      const last = r?.waypoints.at(-1) ?? [0, 0];
      expect(Math.hypot(last[0] - lon, last[1] - lat), id).toBeLessThan(0.05);
    }
  });

  it('places points along a track with a course toward the next waypoint', () => {
    const t = makeTrack(ROUTES.find((r) => r.id === 'lombok') ?? (ROUTES[0] as never));
    const start = pointAt(t, 0, 1);
    expect(start.lon).toBeCloseTo(115.85, 6);
    expect(start.course).toBeCloseTo(180, 0);
    const end = pointAt(t, t.length, 1);
    expect(end.lon).toBeCloseTo(115.6, 6);
    expect(end.lat).toBeCloseTo(-9.9, 6);
    const back = pointAt(t, t.length / 2, -1);
    expect(Math.abs(angleDiff(back.course, 0))).toBeLessThan(30); // northbound
  });
});

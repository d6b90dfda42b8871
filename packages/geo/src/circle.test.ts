import { describe, expect, it } from 'vitest';
import {
  circleBounds,
  circleRing,
  destinationPoint,
  inCircle,
  segmentDistanceToPointM,
  signedDistanceToCircleM,
} from './circle.ts';
import { greatCircleM } from './distance.ts';
import { pointInRing, flattenRing } from './polygon.ts';

const priok: [number, number] = [106.8825, -6.0925];

describe('destinationPoint', () => {
  it('goes the asked distance on the asked bearing', () => {
    for (const bearing of [0, 45, 90, 200, 315]) {
      const [lon, lat] = destinationPoint(priok[0], priok[1], bearing, 5_000);
      expect(greatCircleM(priok[0], priok[1], lon, lat)).toBeCloseTo(5_000, 3);
    }
    const north = destinationPoint(priok[0], priok[1], 0, 1_000);
    expect(north[0]).toBeCloseTo(priok[0], 9);
    expect(north[1]).toBeGreaterThan(priok[1]);
  });
});

describe('inCircle and signedDistanceToCircleM', () => {
  it('is inside within the radius and outside beyond it, by great-circle metres', () => {
    const near = destinationPoint(priok[0], priok[1], 60, 9_990);
    const far = destinationPoint(priok[0], priok[1], 60, 10_010);
    expect(inCircle(near[0], near[1], priok, 10_000)).toBe(true);
    expect(inCircle(far[0], far[1], priok, 10_000)).toBe(false);
    expect(signedDistanceToCircleM(near[0], near[1], priok, 10_000)).toBeCloseTo(10, 3);
    expect(signedDistanceToCircleM(far[0], far[1], priok, 10_000)).toBeCloseTo(-10, 3);
  });
});

describe('circleRing and circleBounds', () => {
  it('draws a closed ring whose points are on the circle', () => {
    const ring = circleRing(priok, 2_000, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const [lon, lat] of ring) {
      expect(greatCircleM(priok[0], priok[1], lon, lat)).toBeCloseTo(2_000, 3);
    }
    expect(pointInRing(priok[0], priok[1], flattenRing(ring))).toBe(true);
  });
  it('holds the whole circle in its box', () => {
    const [w, s, e, n] = circleBounds(priok, 55_560);
    for (const [lon, lat] of circleRing(priok, 55_560, 360)) {
      expect(lon).toBeGreaterThanOrEqual(w);
      expect(lon).toBeLessThanOrEqual(e);
      expect(lat).toBeGreaterThanOrEqual(s - 1e-9);
      expect(lat).toBeLessThanOrEqual(n + 1e-9);
    }
  });
});

describe('segmentDistanceToPointM', () => {
  it('is the closest approach of a track to the centre', () => {
    const west = destinationPoint(priok[0], priok[1], 270, 3_000);
    const eastOffset = destinationPoint(priok[0], priok[1], 90, 3_000);
    const a = destinationPoint(west[0], west[1], 0, 500);
    const b = destinationPoint(eastOffset[0], eastOffset[1], 0, 500);
    expect(segmentDistanceToPointM(a[0], a[1], b[0], b[1], priok)).toBeCloseTo(500, -1);
    // A track that stops short: its end is the closest point.
    expect(segmentDistanceToPointM(west[0], west[1], west[0], west[1], priok)).toBeCloseTo(
      3_000,
      -1,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  closeRing,
  distanceToRingM,
  flattenRing,
  pointInRing,
  ringSelfIntersects,
  segmentCrossesLine,
  segmentsIntersect,
  signedDistanceToRingM,
  uniquePointCount,
} from './polygon.ts';

// A 0.01° square off Tanjung Priok (about 1.1 km a side).
const square: [number, number][] = [
  [106.88, -6.1],
  [106.89, -6.1],
  [106.89, -6.09],
  [106.88, -6.09],
];
const ring = flattenRing(square);
const M_PER_DEG_LAT = 111_195;

describe('closeRing and uniquePointCount', () => {
  it('closes an open ring once and leaves a closed one alone', () => {
    expect(closeRing(square)).toHaveLength(5);
    expect(closeRing(closeRing(square))).toHaveLength(5);
    expect(ring).toHaveLength(10);
  });
  it('counts the closing point once', () => {
    expect(uniquePointCount(closeRing(square))).toBe(4);
    expect(
      uniquePointCount([
        [1, 1],
        [2, 2],
        [1, 1],
      ]),
    ).toBe(2);
  });
});

describe('pointInRing', () => {
  it('finds the centre inside and points beyond each side outside', () => {
    expect(pointInRing(106.885, -6.095, ring)).toBe(true);
    expect(pointInRing(106.875, -6.095, ring)).toBe(false);
    expect(pointInRing(106.895, -6.095, ring)).toBe(false);
    expect(pointInRing(106.885, -6.085, ring)).toBe(false);
    expect(pointInRing(106.885, -6.105, ring)).toBe(false);
  });
  it('handles a concave ring (a U): the notch is outside', () => {
    const u = flattenRing([
      [0, 0],
      [3, 0],
      [3, 3],
      [2, 3],
      [2, 1],
      [1, 1],
      [1, 3],
      [0, 3],
    ]);
    expect(pointInRing(1.5, 2, u)).toBe(false);
    expect(pointInRing(0.5, 2, u)).toBe(true);
    expect(pointInRing(2.5, 2, u)).toBe(true);
    expect(pointInRing(1.5, 0.5, u)).toBe(true);
  });
});

describe('distanceToRingM and signedDistanceToRingM', () => {
  it('measures to the nearest edge in metres, signed by side', () => {
    // 0.001° of latitude south of the south edge, in the middle: about 111 m.
    const d = distanceToRingM(106.885, -6.101, ring);
    expect(d).toBeGreaterThan(0.001 * M_PER_DEG_LAT - 1);
    expect(d).toBeLessThan(0.001 * M_PER_DEG_LAT + 1);
    expect(signedDistanceToRingM(106.885, -6.101, ring)).toBeCloseTo(-d, 6);
    expect(signedDistanceToRingM(106.885, -6.099, ring)).toBeGreaterThan(110);
  });
  it('measures to a corner when the point is beyond it', () => {
    const d = distanceToRingM(106.891, -6.101, ring);
    const expected = Math.hypot(
      0.001 * M_PER_DEG_LAT * Math.cos((6.1 * Math.PI) / 180),
      0.001 * M_PER_DEG_LAT,
    );
    expect(Math.abs(d - expected)).toBeLessThan(1);
  });
  it('is zero on an edge', () => {
    expect(distanceToRingM(106.885, -6.1, ring)).toBeLessThan(1e-6);
  });
});

describe('segmentsIntersect and segmentCrossesLine', () => {
  it('sees crossing, touching and parallel segments', () => {
    expect(segmentsIntersect(0, 0, 2, 2, 0, 2, 2, 0)).toBe(true);
    expect(segmentsIntersect(0, 0, 1, 1, 1, 1, 2, 0)).toBe(true);
    expect(segmentsIntersect(0, 0, 1, 0, 0, 1, 1, 1)).toBe(false);
    expect(segmentsIntersect(0, 0, 1, 0, 2, 0, 3, 0)).toBe(false);
    expect(segmentsIntersect(0, 0, 2, 0, 1, 0, 3, 0)).toBe(true);
  });
  it('finds a track that passes through a thin zone with both ends outside', () => {
    const thin = flattenRing([
      [106.88, -6.1],
      [106.8801, -6.1],
      [106.8801, -6.09],
      [106.88, -6.09],
    ]);
    expect(segmentCrossesLine(106.87, -6.095, 106.89, -6.095, thin)).toBe(true);
    expect(segmentCrossesLine(106.87, -6.095, 106.879, -6.095, thin)).toBe(false);
  });
});

describe('ringSelfIntersects', () => {
  it('accepts simple rings, open or closed, convex or not', () => {
    expect(ringSelfIntersects(square)).toBe(false);
    expect(ringSelfIntersects(closeRing(square))).toBe(false);
    expect(
      ringSelfIntersects([
        [0, 0],
        [3, 0],
        [3, 3],
        [2, 1],
        [0, 3],
      ]),
    ).toBe(false);
  });
  it('refuses a bow tie', () => {
    expect(
      ringSelfIntersects([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
  });
  it('refuses a ring that folds back on itself or touches itself', () => {
    expect(
      ringSelfIntersects([
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toBe(true);
    expect(
      ringSelfIntersects([
        [0, 0],
        [2, 0],
        [2, 2],
        [1, 0],
        [0, 2],
      ]),
    ).toBe(true);
  });
  it('ignores a repeated point', () => {
    expect(
      ringSelfIntersects([
        [0, 0],
        [1, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
    ).toBe(false);
  });
});

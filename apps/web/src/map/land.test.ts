import type { Position } from 'geojson';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import land110 from 'world-atlas/land-110m.json';
import { closeRoundPole, fixPolygon, landFromTopology, signedArea2, unwrapRing } from './land.ts';

function maxStep(ring: readonly Position[]): number {
  let max = 0;
  for (let i = 1; i < ring.length; i++) {
    max = Math.max(max, Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)));
  }
  return max;
}

describe('land for MapLibre', () => {
  it('unwraps a ring crossing the antimeridian', () => {
    const ring = [
      [179, 60],
      [-179, 60],
      [-179, 61],
      [179, 61],
      [179, 60],
    ];
    expect(unwrapRing(ring)).toEqual([
      [179, 60],
      [181, 60],
      [181, 61],
      [179, 61],
      [179, 60],
    ]);
  });

  it('closes a ring that goes round the south pole along the pole', () => {
    const ring = unwrapRing([
      [-180, -70],
      [0, -70],
      [179, -70],
      [-180, -70],
    ]);
    const closed = closeRoundPole(ring);
    expect(closed.slice(-3)).toEqual([
      [180, -90],
      [-180, -90],
      [-180, -70],
    ]);
  });

  it('winds outer rings anticlockwise and holes clockwise', () => {
    const square = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
      [0, 0],
    ];
    const [outer, hole] = fixPolygon([square, [...square].reverse()]);
    expect(signedArea2(outer ?? [])).toBeGreaterThan(0);
    expect(signedArea2(hole ?? [])).toBeLessThan(0);
  });

  it('keeps holes in the same world as their outer ring', () => {
    // An outer ring that starts east of the antimeridian, with a hole at 51°E.
    const outer = [
      [-175, 60],
      [-175, 70],
      [170, 70],
      [10, 70],
      [10, 30],
      [170, 30],
      [-175, 30],
      [-175, 60],
    ];
    const hole = [
      [50, 40],
      [52, 40],
      [52, 44],
      [50, 44],
      [50, 40],
    ];
    const [fixedOuter, fixedHole] = fixPolygon([outer, hole]);
    const lons = (fixedOuter ?? []).map((p) => p[0] ?? 0);
    expect(Math.min(...lons)).toBe(10);
    expect(Math.max(...lons)).toBe(185);
    expect((fixedHole ?? []).map((p) => p[0])).toEqual(expect.arrayContaining([50, 52]));
  });

  it('turns world-atlas land into rings without jumps', () => {
    const collection = landFromTopology(land110 as unknown as Topology);
    expect(collection.features.length).toBeGreaterThan(0);
    let rings = 0;
    for (const f of collection.features) {
      const polygons =
        f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [f.geometry.coordinates];
      for (const polygon of polygons) {
        for (const ring of polygon) {
          rings++;
          expect(maxStep(ring)).toBeLessThanOrEqual(360);
          const lons = ring.map((p) => p[0] ?? 0);
          const isPolar = ring.some((p) => Math.abs(p[1] ?? 0) === 90);
          if (!isPolar) expect(maxStep(ring)).toBeLessThan(180);
          expect(Math.min(...lons)).toBeGreaterThanOrEqual(-540);
        }
        expect(signedArea2(polygon[0] ?? [])).toBeGreaterThan(0);
        const outerLons = (polygon[0] ?? []).map((p) => p[0] ?? 0);
        const [min, max] = [Math.min(...outerLons), Math.max(...outerLons)];
        expect(min).toBeGreaterThanOrEqual(-180);
        expect(min).toBeLessThan(180);
        for (const hole of polygon.slice(1)) {
          for (const [x = 0] of hole) {
            expect(x).toBeGreaterThanOrEqual(min);
            expect(x).toBeLessThanOrEqual(max);
          }
        }
      }
    }
    expect(rings).toBeGreaterThan(100);
  });
});

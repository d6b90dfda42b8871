import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clipPolygon, clipRing, cutLand, scanPolygons } from './land-cut.ts';

const square = (w: number, s: number, e: number, n: number) => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
  [w, s],
];

describe('land cut', () => {
  it('finds each polygon of Polygon and MultiPolygon geometries by bracket depth', () => {
    const text = Buffer.from(
      JSON.stringify({
        type: 'GeometryCollection',
        geometries: [
          {
            type: 'MultiPolygon',
            coordinates: [[square(0, 0, 1, 1)], [square(2, 2, 3, 3), square(2.2, 2.2, 2.5, 2.5)]],
          },
          { type: 'Polygon', coordinates: [square(5, 5, 6, 6)] },
        ],
      }),
    );
    const found: unknown[] = [];
    scanPolygons(text, (start, end) => found.push(JSON.parse(text.toString('latin1', start, end))));
    expect(found).toEqual([
      [square(0, 0, 1, 1)],
      [square(2, 2, 3, 3), square(2.2, 2.2, 2.5, 2.5)],
      [square(5, 5, 6, 6)],
    ]);
  });

  it('clips a ring to the box along its edges, and drops one outside', () => {
    const clipped = clipRing(square(-1, -1, 1, 1), [0, 0, 2, 2]);
    expect(clipped[0]).toEqual(clipped[clipped.length - 1]);
    const xs = clipped.map((p) => p[0] ?? NaN);
    const ys = clipped.map((p) => p[1] ?? NaN);
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([
      0, 1, 0, 1,
    ]);
    expect(clipRing(square(3, 3, 4, 4), [0, 0, 2, 2])).toEqual([]);
  });

  it('keeps holes inside the box, drops those outside, and drops a polygon wholly outside', () => {
    const polygon = [square(-5, -5, 5, 5), square(1, 1, 2, 2), square(-4, -4, -3, -3)];
    const clipped = clipPolygon(polygon, [0, 0, 10, 10]);
    expect(clipped).toHaveLength(2);
    expect(clipped?.[1]).toEqual(square(1, 1, 2, 2));
    expect(clipPolygon([square(20, 20, 21, 21)], [0, 0, 10, 10])).toBeNull();
  });

  it('fills the triangle and quadrilateral holes simplification leaves, keeps larger ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantau-cut-'));
    const path = join(dir, 'world.geo.json');
    const triangle = [
      [1, 1],
      [2, 1],
      [1, 2],
      [1, 1],
    ];
    const pentagon = [
      [5, 5],
      [6, 5],
      [6.5, 6],
      [6, 7],
      [5, 7],
      [5, 5],
    ];
    writeFileSync(
      path,
      JSON.stringify({ type: 'Polygon', coordinates: [square(0, 0, 9, 9), triangle, pentagon] }),
    );
    const { land } = cutLand(path, [-1, -1, 10, 10]);
    expect(land.features[0]?.geometry.coordinates).toEqual([square(0, 0, 9, 9), pentagon]);
  });

  it('cuts a file: only land touching the box, clipped, counted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantau-cut-'));
    const path = join(dir, 'world.geo.json');
    writeFileSync(
      path,
      JSON.stringify({
        type: 'GeometryCollection',
        geometries: [
          { type: 'MultiPolygon', coordinates: [[square(0, 0, 4, 4)], [square(50, 50, 51, 51)]] },
        ],
      }),
    );
    const { land, stats } = cutLand(path, [2, 2, 10, 10]);
    expect(stats).toMatchObject({ polygons: 2, kept: 1 });
    expect(land.features).toHaveLength(1);
    const ring = land.features[0]?.geometry.coordinates[0] ?? [];
    expect(Math.min(...ring.map((p) => p[0] ?? 0))).toBe(2);
    expect(Math.max(...ring.map((p) => p[0] ?? 0))).toBe(4);
  });
});

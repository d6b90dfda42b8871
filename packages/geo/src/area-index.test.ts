import { describe, expect, it } from 'vitest';
import { AreaIndex } from './area-index.ts';

const square = (w: number, s: number, e: number, n: number): [number, number][] => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
  [w, s],
];

describe('AreaIndex', () => {
  const index = new AreaIndex([
    // Laut Jawa with an island (a hole) in it.
    { code: 'M.20', polygons: [[square(108, -7, 114, -3), square(110, -6, 111, -5)]] },
    // An area in two parts.
    { code: 'M.99', polygons: [[square(120, 0, 121, 1)], [square(125, 0, 126, 1)]] },
  ]);

  it('finds the area a point is in, any of its parts', () => {
    expect(index.locate(109, -4)).toBe('M.20');
    expect(index.locate(120.5, 0.5)).toBe('M.99');
    expect(index.locate(125.5, 0.5)).toBe('M.99');
  });

  it('finds none in a hole or outside every area', () => {
    expect(index.locate(110.5, -5.5)).toBeNull();
    expect(index.locate(100, 0)).toBeNull();
    expect(new AreaIndex([]).locate(0, 0)).toBeNull();
  });
});

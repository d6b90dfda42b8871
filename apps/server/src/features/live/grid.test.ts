import { describe, expect, it } from 'vitest';
import { GridIndex } from './grid.ts';

describe('GridIndex', () => {
  const grid = new GridIndex(0.5);
  grid.set(1, 179.9, 0);
  grid.set(2, -179.9, 0);
  grid.set(3, 106.8, -6.1);

  it('answers a box across the antimeridian from both sides', () => {
    const found: number[] = [];
    grid.forEachCandidate([179, -1, -179, 1], (m) => found.push(m));
    expect(found.sort()).toEqual([1, 2]);
    expect([...grid.candidates([179, -1, -179, 1])].sort()).toEqual([1, 2]);
  });

  it('ends on a box beyond the globe instead of splitting it for ever', () => {
    const found: number[] = [];
    grid.forEachCandidate([181, 91, -181, -91], (m) => found.push(m));
    expect(found).toEqual([]);
    // Clamped, it is the sliver either side of 180°.
    expect([...grid.candidates([181, -91, -181, 91])].sort()).toEqual([1, 2]);
  });
});

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

  it('hands back the value each MMSI was set with, the newest one, and none once deleted', () => {
    const states = new GridIndex<{ mmsi: number; name: string }>(0.02);
    const box = [106.7, -6.2, 106.9, -6.0] as const;
    const names = () => [...states.candidates(box)].map((v) => v.name).sort();
    states.set(7, 106.8, -6.1, { mmsi: 7, name: 'first' });
    states.set(8, 106.8, -6.1, { mmsi: 8, name: 'other' });
    // The same cell, a new value (the picture's snapshot loads a fresh state object).
    states.set(7, 106.8001, -6.1, { mmsi: 7, name: 'second' });
    expect(names()).toEqual(['other', 'second']);
    // Moved out of the box, then back into it, then deleted.
    states.set(7, 110, -6.1, { mmsi: 7, name: 'away' });
    expect(names()).toEqual(['other']);
    states.set(7, 106.85, -6.15, { mmsi: 7, name: 'back' });
    const seen: string[] = [];
    states.forEachCandidate(box, (v) => seen.push(v.name));
    expect(seen.sort()).toEqual(['back', 'other']);
    states.delete(7);
    states.delete(8);
    expect(names()).toEqual([]);
  });
});

import type { FeatureCollection, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { LandIndex } from './land-index.ts';

/** An island 0–1° with a lagoon 0.4–0.6°, and a long thin spit, ringed finely enough to split. */
function island(): FeatureCollection<Polygon> {
  const outer: [number, number][] = [];
  for (let k = 0; k <= 400; k++) outer.push([k / 400, 0]);
  for (let k = 1; k <= 400; k++) outer.push([1, k / 400]);
  for (let k = 399; k >= 0; k--) outer.push([k / 400, 1]);
  for (let k = 399; k >= 0; k--) outer.push([0, k / 400]);
  const lagoon: [number, number][] = [
    [0.4, 0.4],
    [0.4, 0.6],
    [0.6, 0.6],
    [0.6, 0.4],
    [0.4, 0.4],
  ];
  const spit: [number, number][] = [
    [2, 0.5],
    [3, 0.5],
    [3, 0.5005],
    [2, 0.5005],
    [2, 0.5],
  ];
  const feature = (coordinates: [number, number][][]) => ({
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'Polygon' as const, coordinates },
  });
  return { type: 'FeatureCollection', features: [feature([outer, lagoon]), feature([spit])] };
}

describe('LandIndex', () => {
  const index = new LandIndex(island(), [-1, -1, 4, 2]);

  it('finds land inside the island and on the thin spit', () => {
    expect(index.onLand(0.1, 0.1)).toBe(true);
    expect(index.onLand(0.99, 0.5)).toBe(true);
    expect(index.onLand(0.7, 0.9)).toBe(true);
    expect(index.onLand(2.5, 0.5002)).toBe(true);
  });

  it('finds water in the lagoon, off the coast, beside the spit and outside the box', () => {
    expect(index.onLand(0.5, 0.5)).toBe(false);
    expect(index.onLand(1.01, 0.5)).toBe(false);
    expect(index.onLand(-0.5, 1.5)).toBe(false);
    expect(index.onLand(2.5, 0.501)).toBe(false);
    expect(index.onLand(2.5, 0.4999)).toBe(false);
    expect(index.onLand(10, 0.5)).toBe(false);
  });
});

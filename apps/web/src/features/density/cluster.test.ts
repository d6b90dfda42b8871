import type { DensityView } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { bandOf, clusterCells, mergeDays, quarterOf } from './cluster.ts';

const view = (cells: [number, number, number][]): DensityView => ({
  from: '2026-11-20',
  to: '2026-11-20',
  cellDeg: 0.025,
  days: ['2026-11-20'],
  lon: cells.map((c) => c[0]),
  lat: cells.map((c) => c[1]),
  hours: cells.map((c) => c[2]),
  density: cells.map((c) => c[2] / 10),
});
// One pixel per 0.01°.
const project = (lon: number, lat: number) => ({ x: lon * 100, y: -lat * 100 });

describe('density clusters', () => {
  it('sums days per cell', () => {
    const merged = mergeDays([
      view([[106.8125, -6.0125, 2]]),
      view([
        [106.8125, -6.0125, 1],
        [107.0125, -6.0125, 4],
      ]),
    ]);
    expect(merged.lon).toEqual([106.8125, 107.0125]);
    expect(merged.hours).toEqual([3, 4]);
    expect(merged.density[0]).toBeCloseTo(0.3, 12);
  });

  it('gathers cells within the distance into one cluster at their weighted centre', () => {
    const cells = mergeDays([
      view([
        [106.8, -6, 10],
        [106.9, -6, 30],
        [108, -6, 5],
      ]),
    ]);
    // 10 px apart: one cluster at distance 18, two clusters at distance 5.
    const wide = clusterCells(cells, project, 18, 1);
    expect(wide).toHaveLength(2);
    expect(wide[0]?.weight).toBeCloseTo(4, 9);
    expect(wide[0]?.lon).toBeCloseTo(106.875, 9);
    expect(wide[0]?.cells).toBe(2);
    expect(clusterCells(cells, project, 5, 1)).toHaveLength(3);
    // Distance 0: every cell its own; a minimum distance of 15 px joins the close pair.
    expect(clusterCells(cells, project, 0, 0)).toHaveLength(3);
    expect(clusterCells(cells, project, 0, 15)).toHaveLength(2);
  });

  it('bands by quarters of three quarters of the highest', () => {
    // Highest 100: quarters of 75 are 18.75 wide.
    expect(bandOf(10, 100)).toBe(0);
    expect(bandOf(20, 100)).toBe(1);
    expect(bandOf(40, 100)).toBe(2);
    expect(bandOf(56.25, 100)).toBe(3);
    expect(bandOf(100, 100)).toBe(3);
    expect(bandOf(0, 0)).toBe(0);
  });
});

describe('density trajectorial legend', () => {
  it('bands at quarters of the highest cell', () => {
    expect(quarterOf(24, 100)).toBe(0);
    expect(quarterOf(25, 100)).toBe(1);
    expect(quarterOf(74, 100)).toBe(2);
    expect(quarterOf(75, 100)).toBe(3);
    expect(quarterOf(100, 100)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { cellAreaKm2, cellOf, segmentCellTimes, trackCellTimes } from './grid-time.ts';

const MIN = 60_000;
const SIZE = 0.1;

describe('time spent per grid cell (EMODnet)', () => {
  it('gives a segment inside one cell all of its time', () => {
    const cells = segmentCellTimes(
      { t: 0, lat: -6.05, lon: 106.85 },
      { t: 10 * MIN, lat: -6.06, lon: 106.86 },
      SIZE,
    );
    expect(cells).toEqual([{ ...cellOf(106.85, -6.05, SIZE), ms: 10 * MIN }]);
  });

  it('shares a segment along the cells it crosses, by the length inside each', () => {
    // Due east from 106.95 to 107.25 at 8.9 kn: 1/6 in the first cell, 1/3 in the
    // second, 1/3 in the third, 1/6 in the last.
    const cells = segmentCellTimes(
      { t: 0, lat: -6.05, lon: 106.95 },
      { t: 120 * MIN, lat: -6.05, lon: 107.25 },
      SIZE,
      { maxGapMs: 180 * MIN },
    );
    expect(cells.map((c) => c.ix)).toEqual([1069, 1070, 1071, 1072]);
    expect(cells.map((c) => Math.round(c.ms / MIN))).toEqual([20, 40, 40, 20]);
    expect(cells.reduce((s, c) => s + c.ms, 0)).toBeCloseTo(120 * MIN, 6);
  });

  it('walks a diagonal through the cells it really touches', () => {
    // South-east from just inside a corner: crosses a vertical line, then a horizontal one.
    const cells = segmentCellTimes(
      { t: 0, lat: -6.01, lon: 106.98 },
      { t: 60 * MIN, lat: -6.13, lon: 107.03 },
      SIZE,
      { maxGapMs: 180 * MIN },
    );
    const keys = cells.map((c) => `${c.ix}:${c.iy}`);
    expect(keys).toEqual(['1069:-61', '1070:-61', '1070:-62']);
    expect(cells.reduce((s, c) => s + c.ms, 0)).toBeCloseTo(60 * MIN, 6);
    for (const c of cells) expect(c.ms).toBeGreaterThan(0);
  });

  it('does not join positions after a long silence, out of order, or at impossible speed', () => {
    const a = { t: 0, lat: -6.05, lon: 106.85 };
    expect(segmentCellTimes(a, { t: 31 * MIN, lat: -6.05, lon: 106.86 }, SIZE)).toEqual([]);
    expect(segmentCellTimes(a, { t: 0, lat: -6.05, lon: 106.86 }, SIZE)).toEqual([]);
    // One degree (60 NM) in ten minutes: 360 kn.
    expect(segmentCellTimes(a, { t: 10 * MIN, lat: -5.05, lon: 106.85 }, SIZE)).toEqual([]);
  });

  it('sums a track: a vessel at anchor then under way', () => {
    // At anchor off Tanjung Priok for an hour (reports every 3 min), then 6 kn east for an hour.
    const points = [];
    for (let i = 0; i <= 20; i++) points.push({ t: i * 3 * MIN, lat: -6.05, lon: 106.88 });
    for (let i = 1; i <= 6; i++)
      points.push({ t: 60 * MIN + i * 10 * MIN, lat: -6.05, lon: 106.88 + i * (0.1 / 6) });
    const cells = trackCellTimes(points, SIZE);
    const anchored = cells.get('1068:-61');
    expect(anchored?.ms).toBeGreaterThan(60 * MIN);
    const total = [...cells.values()].reduce((s, c) => s + c.ms, 0);
    expect(total).toBeCloseTo(120 * MIN, 6);
    expect(cells.get('1069:-61')?.ms).toBeGreaterThan(0);
  });

  it('knows the area of a cell: smaller away from the equator', () => {
    // 0.1° × 0.1° at the equator: about 11.1 km × 11.1 km.
    expect(cellAreaKm2(0, SIZE)).toBeCloseTo(123.6, 0);
    expect(cellAreaKm2(-61, SIZE)).toBeLessThan(cellAreaKm2(0, SIZE));
    expect(cellAreaKm2(600, SIZE)).toBeCloseTo(123.6 * Math.cos((60.05 * Math.PI) / 180), 0);
  });
});

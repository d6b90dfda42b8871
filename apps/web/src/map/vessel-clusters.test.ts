import { describe, expect, it } from 'vitest';
import {
  bubbleRadius,
  bubbleText,
  CLUSTER_BELOW_ZOOM,
  CLUSTER_MIN,
  clusterVessels,
} from './vessel-clusters.ts';

/** `n` vessels `stepDeg` apart eastward from a point. */
function lane(n: number, lon: number, lat: number, stepDeg: number): number[] {
  return Array.from({ length: n }, (_, i) => [lon + i * stepDeg, lat]).flat();
}

describe('vessels too close to tell apart', () => {
  // 40 ships 0.002° (about 220 m) apart off Tanjung Priok, 5 far apart in the Banda Sea.
  const crowd = lane(40, 106.88, -6.0, 0.002);
  const sparse = lane(5, 125.0, -5.0, 1.0);
  const positions = Float32Array.from([...crowd, ...sparse]);

  it('counts a crowd as one bubble at the national zoom and draws the rest one by one', () => {
    const { bubbles, loose } = clusterVessels(positions, 45, 6);
    expect(bubbles.map((b) => b.count).reduce((a, b) => a + b, 0)).toBe(40);
    expect(bubbles.length).toBeLessThanOrEqual(2);
    // The bubble sits among its vessels, not at a cell's corner.
    for (const b of bubbles) {
      expect(b.lon).toBeGreaterThan(106.88);
      expect(b.lon).toBeLessThan(106.96);
      expect(b.lat).toBeCloseTo(-6.0, 3);
    }
    expect([...loose]).toEqual([40, 41, 42, 43, 44]);
  });

  it('splits the bubble as the user zooms in, and draws every ship from harbour zoom', () => {
    const counts = (zoom: number) => clusterVessels(positions, 45, zoom).bubbles.length;
    const national = clusterVessels(positions, 45, 6);
    const closer = clusterVessels(positions, 45, 9);
    // At zoom 9 a cell is 1/8 of zoom 6's: the 40 ships are more, smaller bubbles or loose.
    expect(closer.loose.length).toBeGreaterThan(national.loose.length);
    expect(counts(CLUSTER_BELOW_ZOOM)).toBe(0);
    expect(clusterVessels(positions, 45, CLUSTER_BELOW_ZOOM).loose.length).toBe(45);
  });

  it('never bubbles fewer vessels than the threshold, however close', () => {
    const few = Float32Array.from(lane(CLUSTER_MIN - 1, 106.88, -6.0, 0.0001));
    const { bubbles, loose } = clusterVessels(few, CLUSTER_MIN - 1, 4);
    expect(bubbles).toEqual([]);
    expect(loose.length).toBe(CLUSTER_MIN - 1);
  });

  it('keeps apart vessels in cells of the same row or column', () => {
    // Two crowds on one latitude, 10° apart: two bubbles of 20, not one of 40.
    const two = Float32Array.from([
      ...lane(20, 100.0, 2.0, 0.0001),
      ...lane(20, 110.0, 2.0, 0.0001),
    ]);
    const { bubbles } = clusterVessels(two, 40, 5);
    expect(bubbles.map((b) => b.count)).toEqual([20, 20]);
  });

  it('makes one bubble of neighbouring cells whose bubbles would overlap', () => {
    // 60 ships in a tight knot across a cell corner at zoom 6: one bubble of 60, not four.
    const knot = Float32Array.from(
      Array.from({ length: 60 }, (_, i) => [
        106.875 + (i % 8) * 0.03,
        -6.0 + Math.floor(i / 8) * 0.03,
      ]).flat(),
    );
    const { bubbles, loose } = clusterVessels(knot, 60, 6);
    const counted = bubbles.reduce((n, b) => n + b.count, 0);
    expect(counted + loose.length).toBe(60);
    expect(bubbles).toHaveLength(1);
  });

  it('writes a bubble count that fits and grows the bubble with the count', () => {
    expect(bubbleText(12)).toBe('12');
    expect(bubbleText(999)).toBe('999');
    expect(bubbleText(1234)).toBe('1.2k');
    expect(bubbleText(25_600)).toBe('25k');
    expect(bubbleRadius(CLUSTER_MIN)).toBeLessThan(bubbleRadius(500));
    expect(bubbleRadius(1_000_000)).toBeLessThanOrEqual(18);
  });
});

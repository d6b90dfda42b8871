import { describe, expect, it } from 'vitest';
import {
  aisOff,
  aisOffGapMs,
  CoverageMap,
  expectedIntervalMs,
  type SilentVessel,
} from './ais-off.ts';
import { DEFAULT_ALERT_THRESHOLDS as T } from './thresholds.ts';

const T0 = 1_795_000_000_000;
const MIN = 60_000;
const v: SilentVessel = {
  mmsi: 1,
  lon: 107,
  lat: -6,
  lastT: T0,
  aisClass: 'A',
  sog: 12,
  navStatus: 0,
  terrestrial: true,
};

function covered(t: number): CoverageMap {
  const c = new CoverageMap();
  c.heard(2, 107.05, -6.02, t);
  return c;
}

describe('Ais Off', () => {
  it('expected intervals by ITU-R M.1371 Table 1', () => {
    expect(expectedIntervalMs({ aisClass: 'A', sog: 12, navStatus: 0 })).toBe(10_000);
    expect(expectedIntervalMs({ aisClass: 'A', sog: 20, navStatus: 0 })).toBe(6_000);
    expect(expectedIntervalMs({ aisClass: 'A', sog: 0, navStatus: 1 })).toBe(180_000);
    expect(expectedIntervalMs({ aisClass: 'B', sog: 8, navStatus: null })).toBe(30_000);
    expect(aisOffGapMs({ aisClass: 'A', sog: 0, navStatus: 5 }, T)).toBe(30 * MIN);
  });
  it('fires for a ship under way silent 20 min while others are heard near it', () => {
    const now = T0 + 20 * MIN;
    expect(aisOff(v, now, covered(now - MIN), T)).toBe(true);
  });
  it('must not fire: within the gap, satellite-only, outside coverage, station down, itself only', () => {
    const now = T0 + 20 * MIN;
    expect(aisOff(v, T0 + 10 * MIN, covered(T0 + 9 * MIN), T)).toBe(false);
    expect(aisOff({ ...v, terrestrial: false }, now, covered(now - MIN), T)).toBe(false);
    const far = new CoverageMap();
    far.heard(2, 110, -6, now - MIN);
    expect(aisOff(v, now, far, T)).toBe(false);
    expect(aisOff(v, now, covered(now - 30 * MIN), T)).toBe(false);
    const self = new CoverageMap();
    self.heard(1, 107, -6, now - MIN);
    expect(aisOff(v, now, self, T)).toBe(false);
    expect(aisOff({ ...v, sog: 0, navStatus: 5 }, now, covered(now - MIN), T)).toBe(false);
  });
});

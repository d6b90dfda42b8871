import { describe, expect, it } from 'vitest';
import { pairKey, pairRisk, pairSearchM, type PairVessel } from './close-distance.ts';
import { DEFAULT_ALERT_THRESHOLDS as T } from './thresholds.ts';

const DEG = 1 / 111_195;
const v = (o: Partial<PairVessel> & { mmsi: number }): PairVessel => ({
  lon: 107,
  lat: -6,
  sog: 10,
  cog: 0,
  navStatus: 0,
  inPort: false,
  ...o,
});

describe('Close Distance and CPA/TCPA', () => {
  it('two ships 300 m apart under way are close (alarm)', () => {
    const r = pairRisk(v({ mmsi: 1 }), v({ mmsi: 2, lon: 107 + 300 * DEG, cog: 10 }), T);
    expect(r.risk).toBe('close');
    expect(Math.round(r.distanceM)).toBeCloseTo(300, -1);
  });
  it('head-on 5 NM apart at 12 kn each: CPA 0 in 12.5 min', () => {
    const r = pairRisk(
      v({ mmsi: 1, sog: 12 }),
      v({ mmsi: 2, lat: -6 + 5 * 1852 * DEG, sog: 12, cog: 180 }),
      T,
    );
    expect(r.risk).toBe('cpa');
    expect(r.cpaM).toBeLessThan(50);
    expect(r.tcpaS).toBeGreaterThan(700);
  });
  it('must not fire: moored side by side, in port, at anchor, drifting', () => {
    const b = { mmsi: 2, lon: 107 + 50 * DEG };
    expect(pairRisk(v({ mmsi: 1, navStatus: 5 }), v({ ...b }), T).risk).toBeNull();
    expect(pairRisk(v({ mmsi: 1, inPort: true }), v({ ...b, inPort: true }), T).risk).toBeNull();
    expect(pairRisk(v({ mmsi: 1, navStatus: 1 }), v(b), T).risk).toBeNull();
    expect(pairRisk(v({ mmsi: 1, sog: 0.4 }), v(b), T).risk).toBeNull();
  });
  it('must not fire: opening after passing, parallel 3 NM apart, CPA beyond 30 min', () => {
    const opening = pairRisk(v({ mmsi: 1, cog: 180 }), v({ mmsi: 2, lat: -6 + 2000 * DEG }), T);
    expect(opening.risk).toBeNull();
    const parallel = pairRisk(v({ mmsi: 1 }), v({ mmsi: 2, lon: 107 + 3 * 1852 * DEG }), T);
    expect(parallel.risk).toBeNull();
    const far = pairRisk(
      v({ mmsi: 1, sog: 5 }),
      v({ mmsi: 2, lat: -6 + 12 * 1852 * DEG, sog: 5, cog: 180 }),
      T,
    );
    expect(far.risk).toBeNull();
  });
  it('an open pair stays open inside the hysteresis margin, a new one does not open there', () => {
    const a = v({ mmsi: 1 });
    const b = v({ mmsi: 2, lon: 107 + 550 * DEG });
    expect(pairRisk(a, b, T).risk).toBeNull();
    expect(pairRisk(a, b, T, true).risk).toBe('close');
  });
  it('one key per pair, the search radius covers the TCPA window', () => {
    expect(pairKey(5, 3)).toBe(pairKey(3, 5));
    expect(pairSearchM(20, T)).toBeGreaterThan(T.cpaM + 20 * 1852 * 0.5);
  });
});

import { describe, expect, it } from 'vitest';
import {
  pairKey,
  pairNews,
  pairPriority,
  pairRisk,
  pairSearchM,
  PAIR_RECKON_MAX_MS,
  reckonedAt,
  type PairVessel,
} from './close-distance.ts';
import { ferryCrossingAt } from './ferry-crossings.ts';
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
  it('head-on 4 NM apart at 12 kn each: CPA 0 in 10 min; 5 NM apart (12.5 min) is beyond the guard', () => {
    const r = pairRisk(
      v({ mmsi: 1, sog: 12 }),
      v({ mmsi: 2, lat: -6 + 4 * 1852 * DEG, sog: 12, cog: 180 }),
      T,
    );
    expect(r.risk).toBe('cpa');
    expect(r.cpaM).toBeLessThan(50);
    expect(r.tcpaS).toBeGreaterThan(580);
    const later = pairRisk(
      v({ mmsi: 1, sog: 12 }),
      v({ mmsi: 2, lat: -6 + 5 * 1852 * DEG, sog: 12, cog: 180 }),
      T,
    );
    expect(later.risk).toBeNull();
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
  it('must not fire: two fishing vessels working a ground, two leisure craft, two class B craft; a ship meeting one does', () => {
    const near = { lon: 107 + 300 * DEG, cog: 10 };
    const trawler = (mmsi: number, o: Partial<PairVessel> = {}) =>
      v({ mmsi, navStatus: 7, sog: 4, ...o });
    expect(pairRisk(trawler(1), trawler(2, near), T).risk).toBeNull();
    // Fishing by ship type (a class B set sends no status) and by status.
    const small = { navStatus: null, shipType: 30, aisClass: 'B' as const };
    expect(pairRisk(trawler(1), trawler(2, { ...near, ...small }), T).risk).toBeNull();
    const b1 = v({ mmsi: 1, aisClass: 'B', shipType: 37 });
    expect(pairRisk(b1, v({ mmsi: 2, aisClass: 'B', ...near }), T).risk).toBeNull();
    const yacht = (mmsi: number, shipType: number) => v({ mmsi, aisClass: 'A', shipType });
    expect(pairRisk(yacht(1, 37), { ...yacht(2, 36), ...near }, T).risk).toBeNull();
    const cargo = v({ mmsi: 3, aisClass: 'A', shipType: 70, ...near });
    expect(pairRisk(yacht(1, 37), cargo, T).risk).toBe('close');
    expect(pairRisk(trawler(1), cargo, T).risk).toBe('close');
    expect(pairRisk(b1, cargo, T).risk).toBe('close');
  });
  it('must not fire: a pilot boat, a tug, a SAR or patrol boat, a dredger alongside a ship', () => {
    const ship = v({ mmsi: 1, aisClass: 'A', shipType: 70 });
    const near = { lon: 107 + 200 * DEG, cog: 10, aisClass: 'A' as const };
    for (const shipType of [50, 52, 51, 55, 33, 31]) {
      expect(
        pairRisk(ship, v({ mmsi: 2, shipType, ...near }), T).risk,
        String(shipType),
      ).toBeNull();
    }
    // A passenger ship or a tanker that close is an alarm.
    expect(pairRisk(ship, v({ mmsi: 2, shipType: 60, ...near }), T).risk).toBe('close');
    expect(pairRisk(ship, v({ mmsi: 2, shipType: 80, ...near }), T).risk).toBe('close');
  });
  it('predicts CPA/TCPA between class A ships only; a class B close by still counts', () => {
    const a = v({ mmsi: 1, sog: 12, aisClass: 'A' });
    const headOn = { mmsi: 2, lat: -6 + 4 * 1852 * DEG, sog: 12, cog: 180 };
    expect(pairRisk(a, v({ ...headOn, aisClass: 'A' }), T).risk).toBe('cpa');
    expect(pairRisk(a, v({ ...headOn, aisClass: 'B' }), T).risk).toBeNull();
    const near = v({ mmsi: 3, lon: 107 + 300 * DEG, cog: 10, aisClass: 'B' });
    expect(pairRisk(a, near, T).risk).toBe('close');
  });
  it('an open pair is written again only when its risk changes or it comes clearly nearer', () => {
    const at = (risk: 'close' | 'cpa' | null, distanceM: number) => ({
      risk,
      distanceM,
      cpaM: 100,
      tcpaS: 60,
    });
    expect(pairNews(undefined, at('cpa', 3000))).toBe(true);
    expect(pairNews(undefined, at(null, 3000))).toBe(false);
    const recorded = { risk: 'cpa' as const, distanceM: 3000 };
    expect(pairNews(recorded, at('cpa', 2900))).toBe(false);
    expect(pairNews(recorded, at('cpa', 3400))).toBe(false);
    expect(pairNews(recorded, at('cpa', 2000))).toBe(true);
    expect(pairNews(recorded, at('close', 480))).toBe(true);
    // Having passed within 500 m, the pair stays an alarm until it closes: no downgrade.
    expect(pairNews({ risk: 'close', distanceM: 480 }, at('cpa', 600))).toBe(false);
    expect(pairNews(recorded, at(null, 5000))).toBe(false);
  });
  it('must not warn of ships steaming in company; an open warning lasts only while the prediction holds', () => {
    // Recorded from the simulator's lane off Belawan: two class A ships 3 km apart, 13.6 and
    // 13.1 kn on courses a degree apart: CPA about 2.9-3.1 km, TCPA thrown between 15 and
    // 30 minutes and beyond by each report's course.
    const a = v({ mmsi: 1, sog: 13.6, cog: 127, aisClass: 'A' });
    const b = v({ mmsi: 2, lon: 107 + 2500 * DEG, lat: -6 - 1700 * DEG, sog: 13.1, cog: 128 });
    const company = pairRisk(a, { ...b, aisClass: 'A' }, T);
    expect(company.cpaM).toBeLessThan(T.cpaM);
    expect(company.risk).toBeNull();
    // A warning already open holds through TCPA noise within the grown window, but not once
    // the closest point is behind them: the row exists only while the rule holds.
    const passed = pairRisk(a, { ...b, aisClass: 'A', sog: 20, cog: 127 }, T, 'cpa');
    expect(passed.tcpaS).toBeLessThan(0);
    expect(passed.risk).toBeNull();
    const apart = v({ mmsi: 2, lat: -6 + 5000 * DEG, sog: 13, cog: 0, aisClass: 'A' });
    expect(pairRisk(a, apart, T, 'cpa').risk).toBeNull();
  });
  it('an open pair stays open inside the hysteresis margin, a new one does not open there', () => {
    const a = v({ mmsi: 1 });
    const b = v({ mmsi: 2, lon: 107 + 550 * DEG });
    expect(pairRisk(a, b, T).risk).toBeNull();
    expect(pairRisk(a, b, T, 'close').risk).toBe('close');
  });
  it('a warning at 550 m is not a close approach: a rise is judged at the configured limit', () => {
    // Recorded from the simulator's national picture: a CPA warning open, the two 580 m apart
    // and still closing, was written again as a close approach 'at 580 m, limit 500 m'.
    const a = v({ mmsi: 1, aisClass: 'A' });
    const b = v({ mmsi: 2, lon: 107 + 300 * DEG, lat: -6 + 500 * DEG, cog: 270, aisClass: 'A' });
    const verdict = pairRisk(a, b, T, 'cpa');
    expect(verdict.distanceM).toBeGreaterThan(T.closeDistanceM);
    expect(verdict.risk).toBe('cpa');
    expect(pairRisk(a, { ...b, lat: -6 + 350 * DEG }, T, 'cpa').risk).toBe('close');
  });
  it('must not ring for two ferries meeting on their crossing; a ship crossing the ferry line is watched', () => {
    // Recorded from the simulator: two ro-ro ferries mid-way across the Sunda Strait on
    // reciprocal courses, each on its own side of the Merak – Bakauheni line, 400 m apart.
    const west = v({ mmsi: 1, lon: 105.88, lat: -5.884, sog: 12, cog: 268, shipType: 60 });
    const east = v({ mmsi: 2, lon: 105.8836, lat: -5.8838, sog: 12, cog: 88, shipType: 60 });
    expect(pairRisk(west, east, T).distanceM).toBeLessThan(T.closeDistanceM);
    expect(pairRisk(west, east, T).risk).toBeNull();
    // A fast boat is a ferry too; a tanker crossing the line northbound is not.
    expect(pairRisk(west, { ...east, shipType: 40 }, T).risk).toBeNull();
    expect(pairRisk(west, { ...east, shipType: 80, cog: 0 }, T).risk).toBe('close');
    // Two ferries meeting away from any crossing (the same pair in the Java Sea) are watched.
    const off = { lon: 110, lat: -5 };
    expect(pairRisk({ ...west, ...off }, { ...east, lon: 110.0036, lat: -5.0002 }, T).risk).toBe(
      'close',
    );
    expect(ferryCrossingAt(105.88, -5.884)).toBe('merak-bakauheni');
    expect(ferryCrossingAt(105.88, -5.8)).toBeNull();
    expect(ferryCrossingAt(114.42, -8.147)).toBe('ketapang-gilimanuk');
    expect(ferryCrossingAt(115.3, -8.69)).toBe('sanur-lembongan');
  });
  it('rings a close approach and an imminent prediction; records one further ahead', () => {
    const limit = T.closeDistanceM;
    expect(pairPriority({ risk: 'close', tcpaS: 900, cpaM: 300 }, limit)).toBe('alarm');
    expect(pairPriority({ risk: 'cpa', tcpaS: 300, cpaM: 200 }, limit)).toBe('warning');
    expect(pairPriority({ risk: 'cpa', tcpaS: 600, cpaM: 200 }, limit)).toBe('caution');
    // Two ships meeting on a lane, to pass 1,200 m apart in five minutes: recorded, not rung.
    expect(pairPriority({ risk: 'cpa', tcpaS: 300, cpaM: 1200 }, limit)).toBe('caution');
    // With a Distance Alert of 1,500 m the same passing rings.
    expect(pairPriority({ risk: 'cpa', tcpaS: 300, cpaM: 1200 }, 1500)).toBe('warning');
  });
  it('one key per pair, the search radius covers the TCPA window', () => {
    expect(pairKey(5, 3)).toBe(pairKey(3, 5));
    expect(pairSearchM(20, T)).toBeGreaterThan(T.cpaM + (20 * 1852 * T.tcpaMs) / 3_600_000);
  });
  it('carries a report forward to the moment of the other vessel, at most three minutes', () => {
    const ship = v({ mmsi: 1, sog: 10, cog: 90, lon: 107, lat: 0 });
    const at = reckonedAt(ship, 0, 60_000);
    // 10 kn for a minute: 308.7 m east.
    expect((at.lon - 107) * 111_195).toBeCloseTo(308.7, 0);
    expect(at.lat).toBeCloseTo(0, 9);
    const capped = reckonedAt(ship, 0, 3_600_000);
    expect((capped.lon - 107) * 111_195).toBeCloseTo(
      (10 * 1852 * PAIR_RECKON_MAX_MS) / 3_600_000,
      0,
    );
    expect(reckonedAt(ship, 60_000, 0)).toBe(ship);
    expect(reckonedAt({ ...ship, cog: null }, 0, 60_000).lon).toBe(107);
  });
});

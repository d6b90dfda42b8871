import { describe, expect, it } from 'vitest';
import { makeFleet } from './fleet.ts';
import { imoCheckDigit, isValidImo } from './names.ts';

const ALLOWED_TYPES = new Set([
  30, 31, 32, 52, 36, 37, 40, 60, 69, 70, 71, 72, 79, 80, 81, 82, 84, 89,
]);

describe('fleet', () => {
  const fleet = makeFleet(2000, 1);
  const vessels = fleet.vessels;

  it('is the same for the same seed and different for another', () => {
    expect(makeFleet(2000, 1)).toEqual(fleet);
    expect(makeFleet(50, 2).vessels.map((v) => v.mmsi)).not.toEqual(
      vessels.slice(0, 50).map((v) => v.mmsi),
    );
  });

  it('gives 9-digit MMSIs, mostly Indonesian (MID 525), unique but for the shared pair', () => {
    const mids = new Map<number, number>();
    for (const v of vessels) {
      expect(v.mmsi).toBeGreaterThanOrEqual(200_000_000);
      expect(v.mmsi).toBeLessThan(800_000_000);
      const mid = Math.floor(v.mmsi / 1_000_000);
      mids.set(mid, (mids.get(mid) ?? 0) + 1);
    }
    expect((mids.get(525) ?? 0) / vessels.length).toBeGreaterThan(0.6);
    for (const mid of [563, 533, 477, 636]) expect(mids.get(mid) ?? 0).toBeGreaterThan(0);
    expect(new Set(vessels.map((v) => v.mmsi)).size).toBe(vessels.length - 1);
  });

  it('hands each call sign to one vessel, even in a national fleet of 110,000', () => {
    // Drawn at random from the short Indonesian series, a third of a national fleet shared a
    // call sign with another: the demo raised 27,000 Double CallSign alerts.
    const national = makeFleet(110_000, 1).vessels;
    const signs = national.map((v) => v.callsign).filter((c) => c !== '');
    expect(signs.length).toBeGreaterThan(60_000);
    expect(new Set(signs).size).toBe(signs.length);
    for (const c of signs) expect(c).toMatch(/^[A-Z0-9]{4,7}$/);
    // A fleet keeps its draws: the same vessels as before but for the call signs that clashed.
    expect(national.slice(0, 2000).map((v) => v.mmsi)).toEqual(vessels.map((v) => v.mmsi));
  });

  it('mixes realistic types, classes, sizes and speeds', () => {
    const count = (f: (v: (typeof vessels)[number]) => boolean): number => vessels.filter(f).length;
    for (const v of vessels) {
      expect(ALLOWED_TYPES.has(v.shipType), String(v.shipType)).toBe(true);
      expect(v.toBow + v.toStern).toBeGreaterThanOrEqual(8);
      expect(v.toBow).toBeLessThan(512);
      expect(v.toPort + v.toStarboard).toBeGreaterThanOrEqual(2);
      expect(v.toPort).toBeLessThan(64);
      expect(v.name.length).toBeGreaterThan(0);
      expect(v.name.length).toBeLessThanOrEqual(20);
      expect(v.callsign.length).toBeLessThanOrEqual(7);
      expect(v.draught).toBeLessThanOrEqual(25.5);
    }
    expect(count((v) => v.category === 'fishing')).toBeGreaterThan(300);
    expect(count((v) => v.category === 'cargo')).toBeGreaterThan(400);
    expect(count((v) => v.category === 'tanker')).toBeGreaterThan(200);
    expect(count((v) => v.aisClass === 'B')).toBeGreaterThan(300);
    expect(count((v) => v.category === 'fishing' && v.aisClass === 'B')).toBeGreaterThan(
      count((v) => v.category === 'fishing' && v.aisClass === 'A'),
    );
    const fast = vessels.filter((v) => v.category === 'hsc');
    expect(fast.every((v) => v.speed > 23)).toBe(true);
    const fishing = vessels.filter((v) => v.category === 'fishing');
    expect(fishing.every((v) => v.speed <= 6)).toBe(true);
    const bigTanker = vessels.filter((v) => v.category === 'tanker' && v.toBow + v.toStern > 180);
    expect(bigTanker.length).toBeGreaterThan(0);
  });

  it('gives class A ships valid IMO numbers and small craft none', () => {
    for (const v of vessels) {
      if (v.imo !== 0) {
        expect(isValidImo(v.imo), String(v.imo)).toBe(true);
        expect(v.aisClass).toBe('A');
      }
      if (v.aisClass === 'B') expect(v.imo).toBe(0);
    }
    const withImo = vessels.filter((v) => v.category === 'cargo' && v.aisClass === 'A');
    expect(withImo.filter((v) => v.imo === 0).map((v) => v.index)).toEqual([4]);
    // The worked example of the IMO scheme: 9×7 + 0×6 + 7×5 + 4×4 + 7×3 + 2×2 = 139.
    expect(imoCheckDigit(907472)).toBe(9);
    expect(isValidImo(9074729)).toBe(true);
    expect(isValidImo(9074728)).toBe(false);
  });

  it('carries the anomalies', () => {
    const a = fleet.anomalies;
    expect(a.sharedMmsi).toEqual([0, 1]);
    const [p, q] = [vessels[0], vessels[1]];
    expect(p?.mmsi).toBe(q?.mmsi);
    expect(p?.name).not.toBe(q?.name);
    expect(vessels[a.dark ?? -1]?.darkAfterMs).toBeLessThan(Infinity);
    expect(vessels[a.loitering ?? -1]?.movement.kind).toBe('loiter');
    const noImo = vessels[a.noImo ?? -1];
    expect(noImo?.aisClass).toBe('A');
    expect(noImo?.category).toBe('cargo');
    expect(noImo?.imo).toBe(0);
    expect(makeFleet(3, 1).anomalies.sharedMmsi).toBeNull();
  });
});

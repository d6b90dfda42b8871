import { describe, expect, it } from 'vitest';
import {
  alkiAt,
  circlingStep,
  conservationAt,
  DEFAULT_PUSKODAL_THRESHOLDS as T,
  destinationMatches,
  signalOffStep,
  slowStep,
  type CirclingSample,
  type PuskodalFix,
} from './rules.ts';

const MIN = 60_000;
const fix = (o: Partial<PuskodalFix>): PuskodalFix => ({
  t: 0,
  lon: 110,
  lat: -5,
  sog: 2,
  cog: 90,
  navStatus: 0,
  inPort: false,
  ...o,
});

describe('Puskodal rules', () => {
  it('Vessel Slow: under way below 3 kn at sea for an hour', () => {
    let since: number | null = null;
    let slow = false;
    for (let m = 0; m <= 60; m += 5) ({ since, slow } = slowStep(since, fix({ t: m * MIN }), T));
    expect(slow).toBe(true);
    expect(since).toBe(0);
  });

  it('must not fire Vessel Slow: at anchor, fishing, in port, stopped, or speeding up', () => {
    const run = (o: Partial<PuskodalFix>) => {
      let since: number | null = null;
      let slow = false;
      for (let m = 0; m <= 90; m += 5) {
        ({ since, slow } = slowStep(since, fix({ t: m * MIN, ...o }), T));
      }
      return slow;
    };
    expect(run({ navStatus: 1 })).toBe(false);
    expect(run({ navStatus: 7 })).toBe(false);
    expect(run({ inPort: true })).toBe(false);
    expect(run({ sog: 0.1 })).toBe(false);
    // Slow for 50 minutes, then 12 kn: the stretch ends before the hour.
    let since: number | null = null;
    for (let m = 0; m <= 90; m += 5) {
      const r = slowStep(since, fix({ t: m * MIN, sog: m === 50 ? 12 : 2 }), T);
      since = r.since;
      expect(r.slow).toBe(false);
    }
  });

  it('Circling Around: two full turns within a few NM; a ship holding its course does not', () => {
    // A 1 km circle sailed at 4 kn (about 16 minutes a turn), a report each 30 s.
    let samples: readonly CirclingSample[] = [];
    let result = { circling: false, hours: 0 };
    for (let s = 0; s <= 50 * 60; s += 30) {
      const a = (s / (16 * 60)) * 2 * Math.PI;
      const lon = 110 + (Math.sin(a) * 1000) / 111_000;
      const lat = -5 + (Math.cos(a) * 1000) / 111_000;
      const cog = ((a * 180) / Math.PI + 90) % 360;
      const r = circlingStep(samples, fix({ t: s * 1000, lon, lat, cog, sog: 4 }), T);
      samples = r.samples;
      result = r;
    }
    expect(result.circling).toBe(true);
    expect(result.hours).toBeGreaterThan(0.5);

    samples = [];
    let straight = false;
    for (let s = 0; s <= 50 * 60; s += 30) {
      const r = circlingStep(
        samples,
        fix({ t: s * 1000, lon: 110 + s / 20_000, cog: 90, sog: 10 }),
        T,
      );
      samples = r.samples;
      straight ||= r.circling;
    }
    expect(straight).toBe(false);
  });

  it('Circling Around keeps the last few NM of a ship in transit, not two hours of samples', () => {
    // Two hours at 10 kn due east, a report every 10 s: a sample each 30 s.
    let samples: readonly CirclingSample[] = [];
    let most = 0;
    for (let s = 0; s <= 2 * 3600; s += 10) {
      const lon = 110 + (s * 10 * 0.514444) / 111_320;
      const before = samples;
      const r = circlingStep(samples, fix({ t: s * 1000, lon, lat: 0, cog: 90, sog: 10 }), T);
      if (s % 30 !== 0) expect(r.samples).toBe(before);
      samples = r.samples;
      most = Math.max(most, samples.length);
      expect(r.circling).toBe(false);
    }
    // 5 NM at 10 kn is 30 minutes: 61 samples, where the two-hour window held 241.
    expect(most).toBeLessThanOrEqual(62);
    expect(samples[0]!.t).toBeGreaterThanOrEqual((2 * 3600 - 31 * 60) * 1000);
  });

  it('Circling Around: a ship that sailed in and then circles is seen once its turns add up', () => {
    let samples: readonly CirclingSample[] = [];
    let seenAt: number | null = null;
    // An hour in from the west at 10 kn, then circles of 1 km at 4 kn (16 minutes a turn).
    const inbound = 3600;
    for (let s = 0; s <= inbound + 60 * 60; s += 30) {
      let lon: number;
      let lat = -5;
      let cog: number;
      let sog: number;
      if (s <= inbound) {
        lon = 110 - ((inbound - s) * 10 * 0.514444) / 111_000;
        cog = 90;
        sog = 10;
      } else {
        const a = ((s - inbound) / (16 * 60)) * 2 * Math.PI;
        lon = 110 + (Math.sin(a) * 1000) / 111_000;
        lat = -5 + (Math.cos(a) * 1000) / 111_000;
        cog = ((a * 180) / Math.PI + 90) % 360;
        sog = 4;
      }
      const r = circlingStep(samples, fix({ t: s * 1000, lon, lat, cog, sog }), T);
      samples = r.samples;
      if (r.circling && seenAt === null) seenAt = s - inbound;
    }
    // Two turns take 32 minutes; the inbound leg's last 5 NM (30 minutes) is in the stretch
    // but turns nothing. A window held from the first sample waited for the whole inbound hour
    // to leave it.
    expect(seenAt).not.toBeNull();
    expect(seenAt!).toBeGreaterThanOrEqual(31 * 60);
    expect(seenAt!).toBeLessThanOrEqual(40 * 60);
  });

  it('must not fire Circling Around for a zig-zag that never turns round', () => {
    let samples: readonly CirclingSample[] = [];
    let any = false;
    for (let s = 0; s <= 90 * 60; s += 30) {
      const cog = (s / 30) % 2 === 0 ? 60 : 120;
      const r = circlingStep(samples, fix({ t: s * 1000, lon: 110 + s / 200_000, cog, sog: 5 }), T);
      samples = r.samples;
      any ||= r.circling;
    }
    expect(any).toBe(false);
  });

  it('Signal Off: gaps past 15 minutes add up over the day; short gaps do not count', () => {
    let gaps: readonly (readonly [number, number])[] = [];
    let total = 0;
    const reports = [0, 10 * MIN, 70 * MIN, 75 * MIN, 80 * MIN, 150 * MIN];
    let prev: number | null = null;
    for (const t of reports) {
      ({ gaps, totalMs: total } = signalOffStep(gaps, prev, t, T));
      prev = t;
    }
    expect(total).toBe(60 * MIN + 70 * MIN);
    // A day later the old gaps have left the window.
    const last = 150 * MIN;
    ({ totalMs: total } = signalOffStep(gaps, last, last + 25 * 60 * MIN, T));
    expect(total).toBe(25 * 60 * MIN);
    // A report with no gap before it and none gone out of the window keeps the same list.
    const same = signalOffStep(gaps, last, last + MIN, T);
    expect(same.gaps).toBe(gaps);
    expect(same.totalMs).toBe(60 * MIN + 70 * MIN);
  });

  it('ALKI and conservation areas: in the Sunda Strait, in Komodo; not in the Java Sea or off Jakarta', () => {
    expect(alkiAt(105.8, -6.0)?.id).toBe('alki-1');
    expect(alkiAt(115.8, -8.5)?.id).toBe('alki-2');
    expect(alkiAt(125.4, -8.0)?.id).toBe('alki-3a');
    expect(alkiAt(110.5, -5.5)).toBeUndefined();
    expect(conservationAt(119.45, -8.55)?.id).toBe('komodo');
    expect(conservationAt(106.85, -6.05)).toBeUndefined();
  });

  it('Cruise To No Where: a destination that names no known port', () => {
    const ports = [
      { name: 'Tanjung Priok', code: 'IDTPP' },
      { name: 'Surabaya', code: 'IDSUB' },
    ];
    expect(destinationMatches('TG.PRIOK', ports)).toBe(true);
    expect(destinationMatches('ID TPP', ports)).toBe(true);
    expect(destinationMatches('idsub>sg sin', ports)).toBe(true);
    expect(destinationMatches('SURABAYA', ports)).toBe(true);
    expect(destinationMatches('', ports)).toBe(false);
    expect(destinationMatches('N/A', ports)).toBe(false);
    expect(destinationMatches('FISHING GROUND', ports)).toBe(false);
    expect(destinationMatches(null, ports)).toBe(false);
  });
});

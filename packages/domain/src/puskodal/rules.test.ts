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
    let samples: CirclingSample[] = [];
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

  it('must not fire Circling Around for a zig-zag that never turns round', () => {
    let samples: CirclingSample[] = [];
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
    let gaps: [number, number][] = [];
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

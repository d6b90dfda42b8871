import { describe, expect, it } from 'vitest';
import { wibDayStart } from '../format/wib.ts';
import { periodForDay } from './forecast-day.ts';
import {
  knotsToMs,
  waveBandOf,
  waveCategoryNamed,
  waveCategoryOf,
  waveRangeOf,
} from './sea-state.ts';
import { riskAlong, seaRisk, weatherClassOf } from './vessel-risk.ts';

describe('wave categories (SPEC §9)', () => {
  it('puts a height in its band, a boundary in the higher band', () => {
    expect(waveCategoryOf(0.05)).toBe('Tenang');
    expect(waveCategoryOf(0.5)).toBe('Rendah');
    expect(waveCategoryOf(1.24)).toBe('Rendah');
    expect(waveCategoryOf(1.25)).toBe('Sedang');
    expect(waveCategoryOf(3.9)).toBe('Tinggi');
    expect(waveCategoryOf(4)).toBe('Sangat Tinggi');
    expect(waveCategoryOf(8)).toBe('Ekstrem');
    expect(waveCategoryOf(20)).toBe('Sangat Ekstrem');
    expect(waveCategoryOf(-1)).toBeNull();
    expect(waveCategoryOf(Number.NaN)).toBeNull();
    expect(waveBandOf('Tinggi')).toEqual({ minM: 2.5, maxM: 4 });
  });

  it("reads BMKG's words for a category and its height ranges", () => {
    expect(waveCategoryNamed('SANGAT TINGGI')).toBe('Sangat Tinggi');
    expect(waveCategoryNamed(' rendah ')).toBe('Rendah');
    expect(waveCategoryNamed('Badai')).toBeNull();
    expect(waveCategoryNamed('')).toBeNull();
    expect(waveRangeOf('1.25 - 2.5 m')).toEqual({ minM: 1.25, maxM: 2.5 });
    expect(waveRangeOf('0,5 - 1,25 m')).toEqual({ minM: 0.5, maxM: 1.25 });
    expect(waveRangeOf('2.5 m')).toEqual({ minM: 2.5, maxM: 2.5 });
    expect(waveRangeOf('2.5 - 1.25 m')).toBeNull();
    expect(waveRangeOf('tidak ada data')).toBeNull();
    expect(waveRangeOf(null)).toBeNull();
  });
});

describe("BMKG's risk per vessel class", () => {
  it('classes ship types, leaving the unclassed unjudged', () => {
    expect(weatherClassOf(30)).toBe('fishing');
    expect(weatherClassOf(37)).toBe('fishing');
    expect(weatherClassOf(52)).toBe('barge');
    expect(weatherClassOf(60)).toBe('ferry');
    expect(weatherClassOf(45)).toBe('ferry');
    expect(weatherClassOf(70)).toBe('cargo');
    expect(weatherClassOf(84)).toBe('cargo');
    expect(weatherClassOf(51)).toBeNull();
    expect(weatherClassOf(0)).toBeNull();
    expect(weatherClassOf(null)).toBeNull();
  });

  it('is a risk over either threshold, and only then', () => {
    const kn = (n: number) => knotsToMs(n);
    expect(seaRisk({ windMaxMs: kn(14), waveMaxM: 1.2 }, 'fishing').level).toBe('ok');
    // BMKG's 'more than 15 knots', 'above 1.25 m': on the threshold is not over it.
    expect(seaRisk({ windMaxMs: kn(15), waveMaxM: 1.25 }, 'fishing').level).toBe('ok');
    expect(seaRisk({ windMaxMs: kn(16), waveMaxM: 0.5 }, 'fishing')).toEqual({
      level: 'risk',
      wind: true,
      wave: false,
    });
    expect(seaRisk({ windMaxMs: kn(5), waveMaxM: 1.3 }, 'fishing')).toEqual({
      level: 'risk',
      wind: false,
      wave: true,
    });
    // The bands: a low sea (Rendah, to 1.25 m) spares a fishing boat, a moderate one does not;
    // a high sea (Tinggi, to 4 m) is a risk for a ferry, not yet for a cargo ship.
    const band = (cat: 'Rendah' | 'Sedang' | 'Tinggi' | 'Sangat Tinggi') => ({
      windMaxMs: kn(10),
      waveMaxM: waveBandOf(cat).maxM,
    });
    expect(seaRisk(band('Rendah'), 'fishing').level).toBe('ok');
    expect(seaRisk(band('Sedang'), 'fishing').level).toBe('risk');
    expect(seaRisk(band('Sedang'), 'barge').level).toBe('risk');
    expect(seaRisk(band('Sedang'), 'ferry').level).toBe('ok');
    expect(seaRisk(band('Tinggi'), 'ferry').level).toBe('risk');
    expect(seaRisk(band('Tinggi'), 'cargo').level).toBe('ok');
    expect(seaRisk(band('Sangat Tinggi'), 'cargo').level).toBe('risk');
    expect(seaRisk({ windMaxMs: kn(28), waveMaxM: 1 }, 'cargo').level).toBe('risk');
    expect(seaRisk({ windMaxMs: kn(17), waveMaxM: 1.4 }, 'barge').level).toBe('risk');
  });

  it('never calls a sea calm without both figures', () => {
    expect(seaRisk({ windMaxMs: null, waveMaxM: 0.3 }, 'fishing').level).toBe('unknown');
    expect(seaRisk({ windMaxMs: knotsToMs(3), waveMaxM: null }, 'fishing').level).toBe('unknown');
    expect(seaRisk({ windMaxMs: null, waveMaxM: 3 }, 'fishing').level).toBe('risk');
    expect(seaRisk({ windMaxMs: null, waveMaxM: null }, 'cargo').level).toBe('unknown');
  });
});

describe('the date choice of weather per area', () => {
  const day0 = wibDayStart('2026-12-02');
  const h = 3_600_000;
  // BMKG's periods: 12 h each from 07:00 UTC+7 (00 UTC) on the day of issue.
  const steps = Array.from({ length: 8 }, (_, i) => ({
    n: i,
    validFrom: day0 + 7 * h + i * 12 * h,
    validTo: day0 + 19 * h + i * 12 * h,
  }));

  it('shows the period in force now for today, and noon of each later day', () => {
    const now = day0 + 10 * h;
    expect(periodForDay(steps, 'today', now)?.n).toBe(0);
    expect(periodForDay(steps, 'tommorow', now)?.n).toBe(2);
    expect(periodForDay(steps, 'h2', now)?.n).toBe(4);
    expect(periodForDay(steps, 'h3', now)?.n).toBe(6);
  });

  it("takes today's next period before the first starts, and none past the forecast", () => {
    expect(periodForDay(steps, 'today', day0 + 3 * h)?.n).toBe(0);
    expect(periodForDay(steps, 'h3', day0 + 30 * h)).toBeNull();
    expect(periodForDay([], 'today', day0)).toBeNull();
  });
});

describe('the risk along a forecast', () => {
  const h = 3_600_000;
  const period = (from: number, waveMaxM: number | null, windKn: number | null) => ({
    validFrom: from * h,
    validTo: (from + 12) * h,
    waveCategory: null,
    waveMaxM,
    windMaxMs: windKn === null ? null : knotsToMs(windKn),
  });
  const periods = [period(0, 0.5, 8), period(12, 1.5, 12), period(24, null, null)];

  it('judges every period and names the one in force now', () => {
    const fishing = riskAlong(periods, 'fishing', 13 * h);
    expect(fishing.steps.map((s) => s.level)).toEqual(['ok', 'risk', 'unknown']);
    expect(fishing.now?.validFrom).toBe(12 * h);
    expect(fishing.now?.wave).toBe(true);
    expect(riskAlong(periods, 'cargo', 13 * h).now?.level).toBe('ok');
  });

  it('has no period in force once the forecast has ended', () => {
    expect(riskAlong(periods, 'fishing', 40 * h).now).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  MISSING,
  isMissing,
  orMissing,
  rangeText,
  stampOrMissing,
  timeOrMissing,
} from './missing.ts';
import { wibDate, wibDateTime, wibDay, wibDayStart, wibStamp, wibTime } from './wib.ts';

// 2026-11-23T17:30:05Z is 00:30:05 on 24 November in UTC+7: the day turns over.
const AT = Date.UTC(2026, 10, 23, 17, 30, 5);

describe('UTC+7 formatting', () => {
  it('writes date, time and both stamp orders in WIB, across the UTC day boundary', () => {
    expect(wibDate(AT)).toBe('24-11-2026');
    expect(wibTime(AT)).toBe('00:30:05');
    expect(wibDateTime(AT)).toBe('24-11-2026 00:30:05');
    expect(wibStamp(AT)).toBe('00:30:05 24-11-2026');
    expect(wibDay(AT)).toBe('2026-11-24');
  });

  it('finds the instant a WIB day starts, and that instant is in the same day', () => {
    const start = wibDayStart('2026-11-24');
    expect(start).toBe(Date.UTC(2026, 10, 23, 17, 0, 0));
    expect(wibDay(start)).toBe('2026-11-24');
    expect(wibDay(start - 1)).toBe('2026-11-23');
  });
});

describe('the missing-value rule', () => {
  it("writes '-' for null, undefined, empty and non-finite values, and the value otherwise", () => {
    for (const v of [null, undefined, '', Number.NaN, Infinity]) {
      expect(isMissing(v)).toBe(true);
      expect(orMissing(v as never)).toBe(MISSING);
    }
    expect(orMissing(0, ' kn')).toBe('0 kn');
    expect(orMissing('KM SINAR')).toBe('KM SINAR');
    expect(timeOrMissing(null)).toBe('-');
    expect(timeOrMissing(AT)).toBe('24-11-2026 00:30:05');
    expect(stampOrMissing(Number.NaN)).toBe('-');
    expect(stampOrMissing(AT)).toBe('00:30:05 24-11-2026');
  });
});

describe('a forecast range', () => {
  it('writes both ends, one when they agree or one is missing, and - for none', () => {
    expect(rangeText(5, 15, 'kts')).toBe('5 – 15 kts');
    expect(rangeText(5, 15, 'kts', ' - ')).toBe('5 - 15 kts');
    expect(rangeText(10, 10, 'cm/s')).toBe('10 cm/s');
    expect(rangeText(null, 32, '°C')).toBe('32 °C');
    expect(rangeText(25, null, '°C')).toBe('25 °C');
    expect(rangeText(null, null, 'm')).toBe(MISSING);
    expect(rangeText(Number.NaN, null, 'm')).toBe(MISSING);
  });
});

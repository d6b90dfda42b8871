import { describe, expect, it } from 'vitest';
import {
  formatDms,
  formatLatDms,
  formatLonDms,
  parseDms,
  toDmsParts,
  wrapLongitude,
} from './dms.ts';

describe('formatting degrees, minutes and seconds (SPEC §9: seconds to 3 decimals)', () => {
  it('writes south latitudes with LS and east longitudes with BT', () => {
    expect(formatLatDms(-(6 + 10 / 60 + 30.123 / 3600))).toBe(`6°10'30.123" LS`);
    expect(formatLonDms(106 + 52 / 60 + 12 / 3600)).toBe(`106°52'12.000" BT`);
  });

  it('writes north latitudes with LU and west longitudes with BB', () => {
    expect(formatLatDms(3.283333)).toBe(`3°16'59.999" LU`);
    expect(formatLonDms(-0.5)).toBe(`0°30'0.000" BB`);
  });

  it('puts latitude first in the pointer readout', () => {
    expect(formatDms(106.883333, -6.1)).toBe(`6°6'0.000" LS 106°52'59.999" BT`);
  });

  it('never shows 60 seconds or 60 minutes after rounding', () => {
    expect(formatLatDms(1.9999999)).toBe(`2°0'0.000" LU`);
    expect(toDmsParts(-0.99999999, 'lat')).toEqual({
      degrees: 1,
      minutes: 0,
      seconds: 0,
      hemisphere: 'LS',
    });
  });

  it('treats zero and values rounding to zero as north / east', () => {
    expect(formatDms(-0.0000000001, 0)).toBe(`0°0'0.000" LU 0°0'0.000" BT`);
  });

  it('wraps longitudes beyond the antimeridian', () => {
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(180)).toBe(180);
    expect(formatLonDms(360 + 117.1)).toBe(`117°6'0.000" BT`);
  });

  it('refuses non-numbers', () => {
    expect(() => formatLatDms(Number.NaN)).toThrow(RangeError);
  });
});

describe('parsing degrees, minutes and seconds', () => {
  it('reads what it writes', () => {
    for (const [lon, lat] of [
      [115.216667, -8.75],
      [98.716667, 3.783333],
      [-45.5, 12.25],
    ] as const) {
      expect(parseDms(formatLatDms(lat), 'lat')).toBeCloseTo(lat, 6);
      expect(parseDms(formatLonDms(lon), 'lon')).toBeCloseTo(lon, 6);
    }
  });

  it('accepts spaces and single letters (SPEC §5 polygon coordinates)', () => {
    expect(parseDms('6 10 30 S', 'lat')).toBeCloseTo(-(6 + 10 / 60 + 30 / 3600), 9);
    expect(parseDms('6 10 30 U', 'lat')).toBeCloseTo(6 + 10 / 60 + 30 / 3600, 9);
    expect(parseDms('106 52 BB', 'lon')).toBeCloseTo(-(106 + 52 / 60), 9);
    expect(parseDms('-8.75', 'lat')).toBe(-8.75);
  });

  it('rejects malformed or out-of-range input', () => {
    expect(parseDms('hello', 'lat')).toBeNull();
    expect(parseDms(`91°0'0" LU`, 'lat')).toBeNull();
    expect(parseDms(`10°75'0" LU`, 'lat')).toBeNull();
    expect(parseDms(`181°0'0" BT`, 'lon')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isMmsi, msToS, sToMs, toMmsi, toUnixMs, toUnixS } from './units.ts';

describe('branded identifiers and instants', () => {
  it('accepts MMSIs of 0 … 999,999,999 and refuses the rest', () => {
    expect(toMmsi(525_005_123)).toBe(525_005_123);
    expect(isMmsi(0)).toBe(true);
    expect(isMmsi(1_000_000_000)).toBe(false);
    expect(isMmsi(-1)).toBe(false);
    expect(isMmsi(12.5)).toBe(false);
    expect(isMmsi('525005123')).toBe(false);
    expect(() => toMmsi(1e9)).toThrow(RangeError);
  });

  it('converts between seconds and milliseconds, flooring part-seconds', () => {
    const ms = toUnixMs(1_764_000_000_999);
    expect(msToS(ms)).toBe(1_764_000_000);
    expect(sToMs(toUnixS(1_764_000_000))).toBe(1_764_000_000_000);
    expect(() => toUnixMs(Number.NaN)).toThrow(RangeError);
    expect(() => toUnixS(1.5)).toThrow(RangeError);
  });
});

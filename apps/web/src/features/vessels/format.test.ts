import { describe, expect, it } from 'vitest';
import {
  dimension,
  flagEmoji,
  formatEta,
  formatNoteStamp,
  formatTimeWib,
  orMissing,
} from './format.ts';

describe('vessel panel formats', () => {
  it('writes times in UTC+7', () => {
    expect(formatTimeWib(Date.UTC(2026, 0, 31, 20, 5, 9))).toBe('01-02-2026 03:05:09');
    expect(formatTimeWib(null)).toBe('-');
    // A note's stamp puts the time first (SPEC §9), in UTC+7 too.
    expect(formatNoteStamp(Date.UTC(2026, 0, 31, 20, 5, 9))).toBe('03:05:09 01-02-2026');
    expect(formatNoteStamp(NaN)).toBe('-');
  });

  it('makes flag emoji from ISO codes', () => {
    expect(flagEmoji('ID')).toBe('🇮🇩');
    expect(flagEmoji('x')).toBe('');
  });

  it("shows '-' for missing values", () => {
    expect(orMissing(null)).toBe('-');
    expect(orMissing(3.5, ' m')).toBe('3.5 m');
    expect(dimension(100, 20)).toBe('120 m');
    expect(dimension(null, 20)).toBe('-');
    expect(formatEta({ month: 3, day: 7, hour: 14, minute: 30 })).toBe('07-03 14:30');
    expect(formatEta({ month: 0, day: 0, hour: 24, minute: 60 })).toBe('-');
  });
});

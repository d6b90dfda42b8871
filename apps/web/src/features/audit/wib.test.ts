import { describe, expect, it } from 'vitest';
import { formatWib, wibDay } from './wib.ts';

describe('UTC+7 times of the audit log', () => {
  it('shows HH:mm:ss DD-MM-YYYY seven hours ahead of UTC', () => {
    expect(formatWib(Date.UTC(2026, 10, 21, 3, 4, 5))).toBe('10:04:05 21-11-2026');
    expect(formatWib(Date.UTC(2026, 11, 31, 17, 0, 0))).toBe('00:00:00 01-01-2027');
  });

  it('names the day in UTC+7', () => {
    expect(wibDay(Date.UTC(2026, 10, 21, 16, 59, 59))).toBe('2026-11-21');
    expect(wibDay(Date.UTC(2026, 10, 21, 17, 0, 0))).toBe('2026-11-22');
  });
});

import { describe, expect, it } from 'vitest';
import { dimension, flagEmoji, formatEta } from './format.ts';

describe('vessel panel formats', () => {
  it('makes flag emoji from ISO codes', () => {
    expect(flagEmoji('ID')).toBe('🇮🇩');
    expect(flagEmoji('x')).toBe('');
  });

  it("shows '-' for missing dimensions and ETAs", () => {
    expect(dimension(100, 20)).toBe('120 m');
    expect(dimension(null, 20)).toBe('-');
    expect(formatEta({ month: 3, day: 7, hour: 14, minute: 30 })).toBe('07-03 14:30');
    expect(formatEta({ month: 3, day: 7, hour: 24, minute: 60 })).toBe('07-03');
    expect(formatEta({ month: 0, day: 0, hour: 24, minute: 60 })).toBe('-');
  });
});

import { describe, expect, it } from 'vitest';
import { blacklistStatus, zeeForeign } from './zee.ts';

describe('ZEE', () => {
  it('a foreign ship is foreign; blacklist status from the list', () => {
    expect(zeeForeign(563123456)).toBe(true);
    expect(blacklistStatus(563123456, new Set([563123456]))).toBe(1);
    expect(blacklistStatus(563123457, new Set([563123456]))).toBe(0);
  });
  it('must not fire: an Indonesian ship, an aid to navigation, a SART', () => {
    expect(zeeForeign(525001234)).toBe(false);
    expect(zeeForeign(995631234)).toBe(false);
    expect(zeeForeign(970123456)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { blacklistStatus, zeeForeign, zeePriority } from './zee.ts';

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
  it('records a foreign merchant ship on passage (caution); a foreign fishing vessel or a blacklisted one is a warning', () => {
    expect(zeePriority({ shipType: 70, navStatus: 0, blacklisted: false })).toBe('caution');
    expect(zeePriority({ shipType: null, navStatus: null, blacklisted: false })).toBe('caution');
    expect(zeePriority({ shipType: 30, navStatus: 0, blacklisted: false })).toBe('warning');
    expect(zeePriority({ shipType: null, navStatus: 7, blacklisted: false })).toBe('warning');
    expect(zeePriority({ shipType: 80, navStatus: 0, blacklisted: true })).toBe('warning');
  });
});

import { describe, expect, it } from 'vitest';
import { CallSignHolders, callSignDouble } from './double-callsign.ts';

describe('Double CallSign', () => {
  it('fires when two MMSIs report one call sign, with the count', () => {
    const r = callSignDouble(525000001, 'pkab ', new Set([525000001, 525000002]));
    expect(r).toEqual({ key: 'PKAB', double: true, count: 2, others: [525000002] });
  });
  it('must not fire: the vessel alone, filler or empty call signs', () => {
    expect(callSignDouble(1, 'PKAB', new Set([1])).double).toBe(false);
    expect(callSignDouble(1, '@@@@@@@', new Set([1, 2])).double).toBe(false);
    expect(callSignDouble(1, null, undefined).double).toBe(false);
  });
});

describe('CallSignHolders', () => {
  it('keeps one holder as itself, a set from the second, and forgets a call sign nobody reports', () => {
    const h = new CallSignHolders();
    h.add('PKAB', 1);
    h.add('PKAB', 1);
    expect(h.holders('PKAB')).toEqual([1]);
    expect(h.count('PKAB')).toBe(1);
    h.add('PKAB', 2);
    h.add('PKAB', 3);
    expect([...h.holders('PKAB')].sort()).toEqual([1, 2, 3]);
    expect(callSignDouble(2, 'PKAB', h.holders('PKAB'))).toMatchObject({ double: true, count: 3 });
    h.remove('PKAB', 2);
    h.remove('PKAB', 3);
    expect(h.holders('PKAB')).toEqual([1]);
    // Removing one who never reported it changes nothing.
    h.remove('PKAB', 9);
    expect(h.count('PKAB')).toBe(1);
    h.remove('PKAB', 1);
    expect(h.count('PKAB')).toBe(0);
    expect(h.holders('PKAB')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { callSignDouble } from './double-callsign.ts';

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

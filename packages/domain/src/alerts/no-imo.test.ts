import { describe, expect, it } from 'vitest';
import { noImo, validImo } from './no-imo.ts';

describe('No IMO', () => {
  it('fires for a class A cargo ship whose message 5 has no IMO or a bad one', () => {
    expect(noImo({ aisClass: 'A', msgType: 5, imo: null, shipType: 70 })).toBe(true);
    expect(noImo({ aisClass: 'A', msgType: 5, imo: 9074728, shipType: 70 })).toBe(true);
  });
  it('must not fire: a valid IMO, class B, no message 5, fishing, tug', () => {
    expect(validImo(9074729)).toBe(true);
    expect(noImo({ aisClass: 'A', msgType: 5, imo: 9074729, shipType: 70 })).toBe(false);
    expect(noImo({ aisClass: 'B', msgType: 24, imo: null, shipType: 70 })).toBe(false);
    expect(noImo({ aisClass: 'A', msgType: 1, imo: null, shipType: 70 })).toBe(false);
    expect(noImo({ aisClass: 'A', msgType: 5, imo: null, shipType: 30 })).toBe(false);
    expect(noImo({ aisClass: 'A', msgType: 5, imo: null, shipType: 52 })).toBe(false);
  });
});

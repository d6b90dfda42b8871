import { describe, expect, it } from 'vitest';
import { pkkWithoutArrival, sailingWithoutSpb, type ClearanceDay } from './clearance.ts';

// Inaportnet's map of a day as the fixture server gives it: a cargo ship with PKK and SPB,
// a tanker with PKK only, a passenger ship with PKK whose arrival was seen.
const day: ClearanceDay = {
  state: 'ok',
  flags: new Map([
    [525005001, { pkk: true, spb: true }],
    [525005002, { pkk: true, spb: false }],
    [525005003, { pkk: true, spb: false }],
  ]),
};
const cargo = (mmsi: number, shipType = 70) => ({ mmsi, aisClass: 'A' as const, shipType });

describe('sailing without SPB', () => {
  it('raises for a merchant ship departing with no SPB, or not in the day map at all', () => {
    expect(sailingWithoutSpb(cargo(525005002, 80), day)).toBe(true);
    expect(sailingWithoutSpb(cargo(525005099), day)).toBe(true);
  });

  it('must not raise with an SPB, when Inaportnet is unknown, or for vessels it does not bind', () => {
    expect(sailingWithoutSpb(cargo(525005001), day)).toBe(false);
    // Not configured or failed: nothing is known, so nobody is accused.
    expect(sailingWithoutSpb(cargo(525005099), { state: 'unknown' })).toBe(false);
    // A fishing vessel (30), a tug (52), a class B set, a vessel with no type.
    expect(sailingWithoutSpb(cargo(525005099, 30), day)).toBe(false);
    expect(sailingWithoutSpb(cargo(525005099, 52), day)).toBe(false);
    expect(sailingWithoutSpb({ mmsi: 525005099, aisClass: 'B', shipType: 70 }, day)).toBe(false);
    expect(sailingWithoutSpb({ mmsi: 525005099, aisClass: 'A', shipType: null }, day)).toBe(false);
  });
});

describe('PKK without arrival', () => {
  it('names the vessels with a PKK that arrived nowhere that day, and only those', () => {
    expect(pkkWithoutArrival(day, new Set([525005003]))).toEqual([525005001, 525005002]);
    expect(pkkWithoutArrival(day, new Set([525005001, 525005002, 525005003]))).toEqual([]);
    expect(pkkWithoutArrival({ state: 'unknown' }, new Set())).toEqual([]);
  });
});

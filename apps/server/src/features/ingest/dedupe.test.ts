import type { PositionEvent } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { Dedupe } from './dedupe.ts';

const pos = (t: number, source: string, lat = -6.1): PositionEvent => ({
  kind: 'position',
  mmsi: 525005001,
  t,
  source,
  msgType: 1,
  aisClass: 'A',
  lat,
  lon: 106.9,
  sog: 0,
  cog: 0,
  heading: 0,
  navStatus: 0,
  rot: 0,
  accuracy: true,
});

describe('dedupe', () => {
  it('drops the same transmission heard by another station within the window', () => {
    const d = new Dedupe(60_000);
    expect(d.isDuplicate(pos(1000, 'priok'), 12)).toBe(false);
    expect(d.isDuplicate(pos(1500, 'cirebon'), 12)).toBe(true);
    expect(d.isDuplicate(pos(40_000, 'mcc'), 12)).toBe(true);
    expect(d.duplicates).toBe(2);
  });

  it('keeps a new report: another second, another position, or after the window', () => {
    const d = new Dedupe(60_000);
    d.isDuplicate(pos(1000, 'priok'), 12);
    expect(d.isDuplicate(pos(11_000, 'priok'), 22)).toBe(false);
    expect(d.isDuplicate(pos(11_000, 'priok', -6.2), 12)).toBe(false);
    expect(d.isDuplicate(pos(62_000, 'priok'), 12)).toBe(false);
  });

  it('keeps memory bounded whatever the input', () => {
    const d = new Dedupe(60_000, 1000);
    for (let i = 0; i < 100_000; i++) d.isDuplicate({ ...pos(i, 's'), mmsi: 200_000_000 + i }, 0);
    // The newest vessels are still remembered.
    expect(d.isDuplicate({ ...pos(100_000, 's'), mmsi: 200_099_999 }, 0)).toBe(true);
    // A vessel keeps only its last few reports.
    for (let k = 0; k < 10; k++) d.isDuplicate(pos(200_000 + k, 's', -6 - k / 100), k);
    expect(d.isDuplicate(pos(200_100, 's', -6), 0)).toBe(false);
  });

  it('tells a missing speed, course or second from a zero, and remembers the last four reports', () => {
    const d = new Dedupe(60_000);
    const still = { ...pos(1000, 'priok'), sog: null, cog: null, heading: null };
    expect(d.isDuplicate(still, null)).toBe(false);
    expect(d.isDuplicate({ ...still, t: 1200 }, null)).toBe(true);
    expect(d.isDuplicate({ ...still, t: 1300 }, 0)).toBe(false);
    expect(d.isDuplicate({ ...still, t: 1400, sog: 0 }, null)).toBe(false);
    // Four reports held (the ring wraps): the oldest of five is forgotten, the second kept.
    const e = new Dedupe(60_000);
    for (let k = 0; k < 5; k++) e.isDuplicate(pos(2000 + k, 's', -6 - k / 100), k);
    expect(e.isDuplicate(pos(3000, 's', -6), 0)).toBe(false);
    expect(e.isDuplicate(pos(3001, 's', -6.02), 2)).toBe(true);
  });

  it('keeps the reports of every vessel apart, across pages of rings', () => {
    const d = new Dedupe(60_000);
    const ship = (i: number, t: number) => ({
      ...pos(t, 's', -6 - i / 1000),
      mmsi: 300_000_000 + i,
    });
    for (let i = 0; i < 5000; i++) expect(d.isDuplicate(ship(i, 1000), i % 60)).toBe(false);
    // Each heard again from another station: the same report, on two pages.
    for (let i = 0; i < 5000; i++) expect(d.isDuplicate(ship(i, 1500), i % 60)).toBe(true);
    // Another vessel's position is not a vessel's own.
    expect(d.isDuplicate({ ...ship(1, 1600), mmsi: 300_000_000 }, 1)).toBe(false);
    expect(d.duplicates).toBe(5000);
  });
});

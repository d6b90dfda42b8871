import { describe, expect, it } from 'vitest';
import { destination, type LonLat } from './geodesy.ts';
import { CLEAR_M, keepClear, type Underway } from './keep-clear.ts';

/** Situations off Tanjung Priok: positions given in metres east and north of one point. */
const ORIGIN: LonLat = [106.9, -5.9];
const AT = Date.UTC(2026, 11, 1, 6, 0, 0);
const M = 1 / 1852;

function at(east: number, north: number): LonLat {
  const p = destination(ORIGIN, 90, east * M);
  return destination(p, 0, north * M);
}

function laneShip(
  index: number,
  east: number,
  north: number,
  course: number,
  speed: number,
  extra: Partial<Underway> = {},
): Underway {
  const [lon, lat] = at(east, north);
  return {
    index,
    lon,
    lat,
    course,
    speed,
    at: AT,
    lane: { ownSpeed: speed },
    ...extra,
  };
}

const ferry = (index: number, east: number, north: number, course: number, speed: number) => {
  const { lane: _, ...ship } = laneShip(index, east, north, course, speed);
  return ship;
};

const keepsOn = { hold: null, wait: false };

describe('lane ships keeping clear', () => {
  it('lets ships that will not come near keep on: abreast in a lane, meeting on their sides, far apart, following at a distance', () => {
    const orders = keepClear(
      [
        // Two northbound 200 m abreast at the same speed.
        laneShip(1, 0, 0, 0, 12),
        laneShip(2, 200, 0, 0, 12),
        // A southbound ship on its own side, 150 m west of them, meeting them.
        laneShip(3, -150, 1_200, 180, 12),
        // Far away to the east.
        laneShip(4, 5_000, 0, 90, 15),
        // Following ship 1 at its speed, 800 m astern.
        laneShip(5, 0, -800, 0, 12),
      ],
      AT,
    );
    expect(Object.fromEntries(orders)).toEqual({
      1: keepsOn,
      2: keepsOn,
      3: keepsOn,
      4: keepsOn,
      5: keepsOn,
    });
  });

  it('has a faster ship slow behind a slower one ahead in its part of the lane', () => {
    const orders = keepClear([laneShip(1, 0, 0, 0, 16), laneShip(2, 20, 400, 0, 8)], AT);
    // The slower one ahead keeps on; the one astern slows.
    expect(orders.get(2)).toEqual(keepsOn);
    expect(orders.get(1)?.hold).toBeLessThan(16);
    expect(orders.get(1)?.wait).toBe(false);
    // 300 m to one side of it, the faster one keeps on and passes.
    const abreast = keepClear([laneShip(1, 0, 0, 0, 16), laneShip(2, 300, 400, 0, 8)], AT);
    expect(abreast.get(1)).toEqual(keepsOn);
  });

  it('has one of two crossing ships give way, the one of higher index, and a lane ship give way to a ferry', () => {
    // 1 heads east and 2 north, both 600 m from where their courses cross, at 12 knots.
    const crossing = keepClear([laneShip(1, -600, 0, 90, 12), laneShip(2, 0, -600, 0, 12)], AT);
    expect(crossing.get(1)).toEqual(keepsOn);
    expect(crossing.get(2)?.hold).toBeLessThan(12);
    // With the ferry of lower index on its timetable, the lane ship gives way all the same.
    const withFerry = keepClear([ferry(1, -600, 0, 90, 12), laneShip(2, 0, -600, 0, 12)], AT);
    expect(withFerry.has(1)).toBe(false);
    expect(withFerry.get(2)?.hold).toBeLessThan(12);
  });

  it('slows a ship down to a stop behind one lying dead ahead, and lets it go once clear', () => {
    const blocked = keepClear([laneShip(1, 0, 0, 0, 12), laneShip(2, 0, 150, 0, 0)], AT);
    expect(blocked.get(1)?.hold).toBe(0);
    // The ship ahead under way again at 12 knots, 400 m on: the one astern resumes its speed.
    const moving = keepClear([laneShip(1, 0, 0, 0, 12), laneShip(2, 0, 550, 0, 12)], AT);
    expect(moving.get(1)?.hold).toBeNull();
  });

  it("keeps a ship at its berth while leaving would cut across another's way, not otherwise", () => {
    const leaving = laneShip(1, 0, 0, 90, 10, { leaving: true, speed: 0 });
    const passing = laneShip(2, 200, -300, 0, 10);
    expect(keepClear([leaving, passing], AT).get(1)).toEqual({ ...keepsOn, wait: true });
    expect(keepClear([leaving, laneShip(2, 3_000, -300, 0, 10)], AT).get(1)).toEqual(keepsOn);
    // Others do not give way to a ship lying at its berth.
    expect(keepClear([leaving, laneShip(2, 0, -300, 0, 10)], AT).get(2)).toEqual(keepsOn);
    // Of two due to leave from one berth, the first goes and the second waits.
    const second = laneShip(2, 10, 0, 90, 10, { leaving: true, speed: 0 });
    const both = keepClear([leaving, second], AT);
    expect(both.get(1)).toEqual(keepsOn);
    expect(both.get(2)).toEqual({ ...keepsOn, wait: true });
  });

  it('reckons where a ship is now from its last report', () => {
    // Ship 2 was 100 m ahead of ship 1, both northbound at 10 knots: too close to stop behind.
    const fresh = keepClear([laneShip(1, 0, 0, 0, 10), laneShip(2, 0, 100, 0, 10)], AT);
    expect(fresh.get(1)?.hold).toBeLessThan(10);
    // Reported there a minute ago, it is about 400 m ahead now: far enough to keep on.
    const stale = { ...laneShip(2, 0, 100, 0, 10), at: AT - 60_000 };
    expect(keepClear([laneShip(1, 0, 0, 0, 10), stale], AT).get(1)).toEqual(keepsOn);
    expect(CLEAR_M).toBeGreaterThan(50);
  });
});

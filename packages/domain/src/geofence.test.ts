import { describe, expect, it } from 'vitest';
import {
  crossedBetween,
  GEOFENCE_RULES,
  stepMembership,
  trackTestable,
  type Membership,
  type ZoneEventKind,
} from './geofence.ts';
import { aoiPolygonProblem, AOI_MESSAGES } from './aoi.ts';

const T0 = 1_795_000_000_000;

/** Feeds [seconds, signed metres] reports through the rules; the events with their time. */
function replay(reports: [number, number][], start?: Membership) {
  let m = start;
  const events: [number, ZoneEventKind][] = [];
  for (const [s, depth] of reports) {
    const step = stepMembership(m, depth, T0 + s * 1000);
    m = step.next;
    if (step.event) events.push([s, step.event]);
  }
  return { events, m };
}

describe('stepMembership: what must not fire', () => {
  it('ignores GPS jitter of ±25 m on a boundary, for an hour at 2 s reports', () => {
    const reports: [number, number][] = [];
    for (let s = 0; s < 3600; s += 2) reports.push([s, 25 * Math.sin(s * 1.7)]);
    expect(replay(reports).events).toEqual([]);
  });
  it('ignores the same jitter for a member: no exit', () => {
    const member: Membership = { inside: true, since: T0, pendingSince: null, pendingReports: 0 };
    const reports: [number, number][] = [];
    for (let s = 0; s < 600; s += 3) reports.push([s, ((s * 7919) % 50) - 25]);
    const { events, m } = replay(reports, member);
    expect(events).toEqual([]);
    expect(m?.inside).toBe(true);
  });
  it('does not enter on one report inside, however deep', () => {
    expect(
      replay([
        [0, -500],
        [10, 400],
      ]).events,
    ).toEqual([]);
  });
  it('does not enter before the dwell, and a report in the band starts it over', () => {
    // 2 s reports 40 m inside, broken by one at 10 m: the 20 s run restarts at 12 s.
    const reports: [number, number][] = [
      [0, 40],
      [2, 40],
      [4, 40],
      [6, 40],
      [8, 40],
      [10, 10],
      [12, 40],
      [20, 40],
      [30, 40],
    ];
    expect(replay(reports).events).toEqual([]);
  });
  it('does not leave on a short excursion outside', () => {
    const member: Membership = { inside: true, since: T0, pendingSince: null, pendingReports: 0 };
    const { events, m } = replay(
      [
        [0, -100],
        [10, -100],
        [15, 200],
        [40, -100],
      ],
      member,
    );
    expect(events).toEqual([]);
    expect(m?.inside).toBe(true);
  });
});

describe('stepMembership: what must fire', () => {
  it('enters after the dwell, counting membership from the first report clearly inside', () => {
    const { events, m } = replay([
      [0, -300],
      [10, -20],
      [20, 45],
      [30, 90],
      [40, 150],
    ]);
    expect(events).toEqual([[40, 'enter']]);
    expect(m).toEqual({ inside: true, since: T0 + 20_000, pendingSince: null, pendingReports: 0 });
  });
  it('enters on two consecutive reports of a sparse reporter (class B, 3 min apart)', () => {
    expect(
      replay([
        [0, 100],
        [180, 120],
      ]).events,
    ).toEqual([[180, 'enter']]);
  });
  it('exits symmetrically after being clearly outside for the dwell', () => {
    const member: Membership = { inside: true, since: T0, pendingSince: null, pendingReports: 0 };
    const { events, m } = replay(
      [
        [0, 60],
        [10, -40],
        [20, -80],
        [30, -120],
      ],
      member,
    );
    expect(events).toEqual([[30, 'exit']]);
    expect(m).toBeUndefined();
  });
  it('calls a pass through without staying a cross', () => {
    // Reports every 10 s: in for one report 200 m deep, then out.
    expect(
      replay([
        [0, -200],
        [10, 200],
        [20, -200],
      ]).events,
    ).toEqual([[20, 'cross']]);
  });
  it('does not call it a cross when the vessel ends in the band', () => {
    expect(
      replay([
        [0, -200],
        [10, 200],
        [20, 0],
      ]).events,
    ).toEqual([]);
  });
});

describe('crossedBetween and trackTestable', () => {
  const meets = () => true;
  it('is a cross when both ends are clearly outside and the track meets the zone', () => {
    expect(crossedBetween(undefined, -500, -500, meets)).toBe(true);
    expect(crossedBetween(undefined, -500, -500, () => false)).toBe(false);
  });
  it('is no cross when either end is in the band, or the vessel has a state', () => {
    expect(crossedBetween(undefined, -10, -500, meets)).toBe(false);
    expect(crossedBetween(undefined, -500, -29, meets)).toBe(false);
    const member: Membership = { inside: true, since: T0, pendingSince: null, pendingReports: 0 };
    expect(crossedBetween(member, -500, -500, meets)).toBe(false);
  });
  it('only asks about the track when the rest holds', () => {
    let asked = 0;
    crossedBetween(undefined, 0, -500, () => ++asked > 0);
    expect(asked).toBe(0);
  });
  it('tests tracks of plausible speed and gap only', () => {
    expect(trackTestable(1852, 360_000)).toBe(true); // 10 kn
    expect(trackTestable(1852 * 100, 3_600_000)).toBe(false); // 100 kn
    expect(trackTestable(100, GEOFENCE_RULES.maxCrossGapMs + 1)).toBe(false);
    expect(trackTestable(0, 0)).toBe(false);
  });
});

describe('aoiPolygonProblem', () => {
  it('names each problem with the spec messages', () => {
    expect(
      aoiPolygonProblem([
        [0, 0],
        [1, 1],
      ]),
    ).toBe(AOI_MESSAGES.tooFewPoints);
    expect(
      aoiPolygonProblem([
        [0, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBe(AOI_MESSAGES.tooFewUnique);
    expect(
      aoiPolygonProblem([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(AOI_MESSAGES.selfIntersecting);
    expect(
      aoiPolygonProblem([
        [0, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toBeNull();
  });
});

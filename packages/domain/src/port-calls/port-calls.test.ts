import { describe, expect, it } from 'vitest';
import { flattenRing } from '@pantau/geo';
import {
  closeStale,
  judgeFix,
  measurePort,
  portCallsOfTrack,
  PORT_CALL_RULES,
  stepPortCall,
  type PortArea,
} from './index.ts';
import {
  BERTHED_WITH_ONE_OUTLIER,
  BRUSH_WITH_THE_EDGE,
  CALL_WITH_ANCHORAGE_AND_BERTH,
  FIRST_HEARD_AT_BERTH,
  IDLING_ON_THE_LINE,
  PASSING_OUTSIDE,
  PASSING_WITH_ONE_OUTLIER,
  PRIOK,
  T0,
  TRANSIT_THROUGH,
  track,
} from './tracks.fixture.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('port calls from recorded tracks (Tanjung Priok)', () => {
  it('makes one call with anchorage waiting and berth time for a vessel that came, waited, berthed and left', () => {
    const calls = portCallsOfTrack(PRIOK, CALL_WITH_ANCHORAGE_AND_BERTH);
    expect(calls).toHaveLength(1);
    const c = calls[0]!;
    expect(c.arrivalObserved).toBe(true);
    expect(c.departureObserved).toBe(true);
    expect(c.departureAt).not.toBeNull();
    // Arrived when crossing 30 NM: about 15 NM south of the offing at 12 kn, 75 min after T0.
    expect((c.arrivalAt - T0) / MIN).toBeGreaterThan(60);
    expect((c.arrivalAt - T0) / MIN).toBeLessThan(90);
    // 6 h at anchor (outside the 10 km circle), 20 h at berth; a report's worth of slack.
    expect(c.anchorageMs / HOUR).toBeCloseTo(6, 0);
    expect(Math.abs(c.anchorageMs - 6 * HOUR)).toBeLessThanOrEqual(3 * MIN);
    expect(Math.abs(c.berthMs - 20 * HOUR)).toBeLessThanOrEqual(3 * MIN);
    expect(c.confidence).toBe(1);
    // It left after its berth time and the sail out of 30 NM.
    expect(c.departureAt! - c.arrivalAt).toBeGreaterThan(26 * HOUR);
  });

  it('makes no call for a vessel passing by outside the 30 NM circle', () => {
    expect(portCallsOfTrack(PRIOK, PASSING_OUTSIDE)).toEqual([]);
  });

  it('makes one call, not a stream, for a vessel idling on the 30 NM line', () => {
    const calls = portCallsOfTrack(PRIOK, IDLING_ON_THE_LINE);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.departureAt).toBeNull();
    // Without the hysteresis margin the same reports would make many calls.
    const noMargin = portCallsOfTrack(PRIOK, IDLING_ON_THE_LINE, {
      ...PORT_CALL_RULES,
      exitMarginM: 0,
      minDwellMs: 0,
    });
    expect(noMargin.length).toBeGreaterThan(5);
  });

  it('ignores a single outlier report placed in the port by a vessel passing outside', () => {
    expect(portCallsOfTrack(PRIOK, PASSING_WITH_ONE_OUTLIER)).toEqual([]);
  });

  it('keeps a berthed vessel in port through a single outlier report far away', () => {
    const calls = portCallsOfTrack(PRIOK, BERTHED_WITH_ONE_OUTLIER);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.departureAt).toBeNull();
    expect(calls[0]!.berthMs).toBeGreaterThan(9.9 * HOUR);
  });

  it('makes no call for a vessel that brushes the edge for less than the minimum dwell', () => {
    expect(portCallsOfTrack(PRIOK, BRUSH_WITH_THE_EDGE)).toEqual([]);
  });

  it('makes a low-confidence call without stops for a transit of the circle', () => {
    const calls = portCallsOfTrack(PRIOK, TRANSIT_THROUGH);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ anchorageMs: 0, berthMs: 0, confidence: 0.6 });
  });

  it('does not claim an arrival it did not see (first heard at berth)', () => {
    const [c] = portCallsOfTrack(PRIOK, FIRST_HEARD_AT_BERTH);
    expect(c).toMatchObject({ arrivalAt: T0, arrivalObserved: false, departureObserved: true });
    expect(c!.confidence).toBe(0.8);
  });

  it('uses the port polygon when the port has one', () => {
    // The harbour basin of Priok, roughly: a vessel 15 km north is within 30 NM but outside.
    const basin: PortArea = {
      ...PRIOK,
      ring: flattenRing([
        [106.86, -6.11],
        [106.92, -6.11],
        [106.92, -6.07],
        [106.86, -6.07],
      ]),
    };
    expect(portCallsOfTrack(basin, CALL_WITH_ANCHORAGE_AND_BERTH)).toMatchObject([
      { arrivalObserved: true, departureObserved: true, anchorageMs: 0 },
    ]);
    const anchoredOnly = track([106.87, -5.98], T0, [{ stayMs: 6 * HOUR, sog: 0.1 }]);
    expect(portCallsOfTrack(basin, anchoredOnly)).toEqual([]);
    expect(portCallsOfTrack(PRIOK, anchoredOnly)).toHaveLength(1);
  });
});

describe('port-call steps', () => {
  const at = (t: number, depthM: number, speedKn: number | null = 10, inner = false) => ({
    t,
    depthM,
    inner,
    speedKn,
  });

  it('arrives only after the minimum dwell and two reports inside, timed at the first', () => {
    const a = stepPortCall(undefined, at(T0, 10), true);
    expect(a.event).toBeNull();
    const b = stepPortCall(a.next, at(T0 + 14 * MIN, 100), true);
    expect(b.event).toBeNull();
    const c = stepPortCall(b.next, at(T0 + 15 * MIN, 200), true);
    expect(c.event).toBe('arrival');
    expect(c.call?.arrivalAt).toBe(T0);
  });

  it('departs only beyond the margin, at the last report inside', () => {
    let s = stepPortCall(undefined, at(T0, 10), true).next;
    s = stepPortCall(s, at(T0 + 20 * MIN, 10), true).next;
    const inBand = stepPortCall(s, at(T0 + 30 * MIN, -1800), true);
    expect(inBand.event).toBeNull();
    const out = stepPortCall(inBand.next, at(T0 + 40 * MIN, -1900), true);
    expect(out.event).toBe('departure');
    expect(out.call?.departureAt).toBe(T0 + 20 * MIN);
    expect(out.next).toBeUndefined();
  });

  it('does not count a stop shorter than the minimum', () => {
    let s = stepPortCall(undefined, at(T0, 10), true).next;
    s = stepPortCall(s, at(T0 + 20 * MIN, 10, 0), true).next;
    s = stepPortCall(s, at(T0 + 40 * MIN, 10, 0.1), true).next;
    s = stepPortCall(s, at(T0 + 41 * MIN, 10, 5), true).next;
    expect(s?.anchorageMs).toBe(0);
    const s2 = stepPortCall(s, at(T0 + 50 * MIN, 10, 0), true).next;
    const s3 = stepPortCall(s2, at(T0 + 90 * MIN, 10, null), true);
    expect(s3.call?.anchorageMs).toBe(40 * MIN);
  });

  it('closes a stale call at its last report, departure not observed, and drops a stale pending one', () => {
    let s = stepPortCall(undefined, at(T0, 10), true).next!;
    expect(closeStale(s, T0 + 13 * HOUR).next).toBeUndefined();
    expect(closeStale(s, T0 + 13 * HOUR).event).toBeNull();
    s = stepPortCall(s, at(T0 + 20 * MIN, 10), true).next!;
    expect(closeStale(s, T0 + HOUR).next).toBe(s);
    const stale = closeStale(s, T0 + 20 * MIN + 12 * HOUR);
    expect(stale.event).toBe('departure');
    expect(stale.call).toMatchObject({ departureAt: T0 + 20 * MIN, departureObserved: false });
  });

  it('judges late copies and impossible jumps, and trusts again after three refusals', () => {
    const last = { lon: 106.88, lat: -6.1, t: T0, refused: 0 };
    expect(judgeFix(last, 106.88, -6.1, T0)).toBe('late');
    expect(judgeFix(last, 106.881, -6.1, T0 + 10_000)).toBe('accept');
    expect(judgeFix(last, 107.5, -5.3, T0 + 10_000)).toBe('outlier');
    expect(judgeFix({ ...last, refused: 2 }, 107.5, -5.3, T0 + 10_000)).toBe('accept');
  });

  it('measures the circle and the inner detection area', () => {
    const m = measurePort(PRIOK, 106.885, -6.095);
    expect(m.inner).toBe(true);
    expect(m.depthM).toBeGreaterThan(54_900);
    const anchorage = measurePort(PRIOK, 106.87, -5.98);
    expect(anchorage.inner).toBe(false);
    expect(anchorage.depthM).toBeGreaterThan(0);
  });
});

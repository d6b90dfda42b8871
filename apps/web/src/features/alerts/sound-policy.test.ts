import { describe, expect, it } from 'vitest';
import {
  FLOOD_ALARMS,
  FLOOD_WINDOW_MS,
  NO_FLOOD,
  REPEAT_MS,
  STALE_MS,
  afterPush,
  dueRings,
  floodAt,
  floodStep,
  hear,
  isSilenced,
  liveSilences,
  nextRingAt,
  soundsOnArrival,
  without,
  type SoundContext,
  type SoundingAlert,
} from './sound-policy.ts';

const NOW = 1_700_000_000_000;
const alert = (over: Partial<SoundingAlert> = {}): SoundingAlert => ({
  id: 1,
  type: 'doubleMmsi',
  priority: 'alarm',
  status: 'open',
  mmsi: 525005123,
  updatedAt: NOW - 1000,
  ackAt: null,
  ...over,
});
const ctx = (over: Partial<SoundContext> = {}): SoundContext => ({
  soundOn: true,
  now: NOW,
  clockOffset: 0,
  silences: [],
  heard: false,
  ...over,
});

describe('sound on arrival', () => {
  it('sounds a fresh open alert whose type is on', () => {
    expect(soundsOnArrival(alert(), ctx())).toBe(true);
  });

  it('stays quiet on the updates of an alert already heard', () => {
    expect(soundsOnArrival(alert(), ctx({ heard: true }))).toBe(false);
    const heard = hear(hear(new Set(), 1), 2, 2);
    expect([...heard]).toEqual([1, 2]);
    expect(hear(heard, 2, 2)).toBe(heard);
    expect([...hear(heard, 3, 2)]).toEqual([2, 3]);
  });

  it('stays quiet when the toggle is off, the alert closed, acknowledged or silenced', () => {
    expect(soundsOnArrival(alert(), ctx({ soundOn: false }))).toBe(false);
    expect(soundsOnArrival(alert({ status: 'closed' }), ctx())).toBe(false);
    expect(soundsOnArrival(alert({ ackAt: NOW - 10 }), ctx())).toBe(false);
    const silences = [{ mmsi: 525005123, type: 'doubleMmsi', until: NOW + 1 }];
    expect(soundsOnArrival(alert(), ctx({ silences }))).toBe(false);
  });

  it('ignores an alert older than 10 s on arrival, on the server clock', () => {
    expect(soundsOnArrival(alert({ updatedAt: NOW - STALE_MS }), ctx())).toBe(true);
    expect(soundsOnArrival(alert({ updatedAt: NOW - STALE_MS - 1 }), ctx())).toBe(false);
    // The browser's clock runs 20 s ahead of the server's: a server time 20 s back is now.
    expect(soundsOnArrival(alert({ updatedAt: NOW - 21_000 }), ctx({ clockOffset: 20_000 }))).toBe(
      true,
    );
    expect(soundsOnArrival(alert({ updatedAt: NOW - 1000 }), ctx({ clockOffset: -20_000 }))).toBe(
      false,
    );
  });
});

describe('silences', () => {
  it('covers one occurrence or a vessel and type until a time', () => {
    const occurrence = [{ mmsi: 525005123, type: 'doubleMmsi', alertId: 1 }];
    expect(isSilenced(alert(), occurrence, NOW)).toBe(true);
    expect(isSilenced(alert({ id: 2 }), occurrence, NOW)).toBe(false);
    const hour = [{ mmsi: 525005123, type: 'doubleMmsi', until: NOW + 3_600_000 }];
    expect(isSilenced(alert({ id: 9 }), hour, NOW)).toBe(true);
    expect(isSilenced(alert({ type: 'noImo' }), hour, NOW)).toBe(false);
    expect(isSilenced(alert(), hour, NOW + 3_600_000)).toBe(false);
    expect(liveSilences([...occurrence, ...hour], NOW + 3_600_000)).toEqual(occurrence);
  });
});

describe('the re-alert', () => {
  it('rings again by priority until acknowledged or closed', () => {
    let rings = afterPush({}, alert(), true, NOW);
    expect(nextRingAt(rings)).toBe(NOW + (REPEAT_MS.alarm ?? 0));
    expect(dueRings(rings, NOW + 1).due).toEqual([]);
    const later = dueRings(rings, NOW + (REPEAT_MS.alarm ?? 0));
    expect(later.due.map((r) => r.id)).toEqual([1]);
    rings = later.rings;
    expect(nextRingAt(rings)).toBe(NOW + 2 * (REPEAT_MS.alarm ?? 0));
    expect(afterPush(rings, alert({ ackAt: NOW }), false, NOW)).toEqual({});
    expect(afterPush(rings, alert({ status: 'closed' }), false, NOW)).toEqual({});
  });

  it('does not ring a caution again, nor an alert that did not sound', () => {
    expect(afterPush({}, alert({ priority: 'caution' }), true, NOW)).toEqual({});
    expect(afterPush({}, alert(), false, NOW)).toEqual({});
  });

  it('stops the rings a silence or a toggle picks', () => {
    const rings = afterPush(
      afterPush({}, alert(), true, NOW),
      alert({ id: 2, type: 'idle' }),
      true,
      NOW,
    );
    const left = without(rings, (r) => r.type === 'idle');
    expect(Object.values(left).map((r) => r.id)).toEqual([1]);
    expect(without(left, () => false)).toBe(left);
    expect(nextRingAt({})).toBeNull();
  });
});

describe('alarm flood', () => {
  it('groups alarms past ten in ten minutes into one entry, and ends as the window empties', () => {
    let flood = NO_FLOOD;
    const grouped: boolean[] = [];
    for (let i = 0; i < 14; i++) {
      const step = floodStep(flood, 1_000 + i * 30_000);
      flood = step.flood;
      grouped.push(step.grouped);
    }
    expect(grouped.filter((g) => !g)).toHaveLength(FLOOD_ALARMS);
    expect(grouped.slice(FLOOD_ALARMS)).toEqual([true, true, true, true]);
    expect(flood.grouped).toBe(4);
    // Ten minutes after the fourth alarm, ten are left in the window: the flood is over.
    expect(floodAt(flood, 1_000 + 3 * 30_000 + FLOOD_WINDOW_MS).grouped).toBe(0);
  });

  it('must not group alarms spread over more than ten minutes', () => {
    let flood = NO_FLOOD;
    for (let i = 0; i < 30; i++) {
      const step = floodStep(flood, i * 61_000);
      expect(step.grouped).toBe(false);
      flood = step.flood;
    }
  });
});

import type { VesselEvent } from '@pantau/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pos, stat } from '../testing/vessel-events.ts';
import { BUDGET_SAMPLE, LiveHub } from './live-hub.ts';

/** Keeps the thread busy for `ms`. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('live hub', () => {
  it('calls every sink in order and keeps each one’s time on a sample of events', () => {
    const hub = new LiveHub();
    const seen: string[] = [];
    hub.subscribe({ name: 'live picture', event: () => seen.push('picture') });
    hub.subscribe({ name: 'alerts', event: () => (seen.push('alerts'), busy(0.2)) });
    hub.subscribe({ name: 'aids to navigation', aton: () => seen.push('aton') });
    const events = 10 * BUDGET_SAMPLE;
    for (let i = 0; i < events; i++) hub.publish(pos(525000001, i, 106, -6));
    expect(seen.slice(0, 4)).toEqual(['picture', 'alerts', 'picture', 'alerts']);
    expect(seen).toHaveLength(2 * events);
    const [picture, alerts, ...rest] = hub.budget();
    expect(rest).toEqual([]);
    expect(picture).toMatchObject({ name: 'live picture', sampled: 10 });
    expect(alerts).toMatchObject({ name: 'alerts', sampled: 10 });
    // Ten sampled calls of a sink busy 0.2 ms each.
    expect(alerts!.ms).toBeGreaterThanOrEqual(2);
    expect(picture!.ms).toBeLessThan(alerts!.ms);
    expect(hub.sinks).toEqual(['live picture', 'alerts', 'aids to navigation']);
  });

  describe('a paced sink', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A hub with the live picture on every message and a rule paced at 2 s. */
    function pacedHub() {
      const hub = new LiveHub();
      const every: VesselEvent[] = [];
      const judged: VesselEvent[] = [];
      hub.subscribe({ name: 'live picture', event: (e) => every.push(e) });
      hub.subscribe({ name: 'alerts', event: (e) => judged.push(e), paceMs: 2000 });
      return { hub, every, judged };
    }

    it("judges each ship's newest position once per pace, statics at once", () => {
      vi.useFakeTimers();
      const { hub, every, judged } = pacedHub();
      // Two ships, each reporting every 0.5 s for 2 s (10 m a report: one voyage).
      for (let i = 0; i < 4; i++) {
        hub.publish(pos(525000001, i * 500, 106 + i * 1e-4, -6));
        hub.publish(pos(525000002, i * 500, 107 + i * 1e-4, -6));
      }
      hub.publish(stat(525000001, 1600));
      expect(every).toHaveLength(9);
      // The static passes at once; no position has been judged yet.
      expect(judged.map((e) => e.kind)).toEqual(['static']);
      vi.advanceTimersByTime(2000);
      const positions = judged.filter((e) => e.kind === 'position');
      expect(positions.map((e) => [e.mmsi, e.t])).toEqual([
        [525000001, 1500],
        [525000002, 1500],
      ]);
      const alerts = hub.budget().find((b) => b.name === 'alerts');
      expect(alerts?.conflated).toBe(6);
      expect(hub.budget().find((b) => b.name === 'live picture')?.conflated).toBe(0);
      // Nothing waits: no further judging until a ship reports again.
      vi.advanceTimersByTime(10_000);
      expect(judged.filter((e) => e.kind === 'position')).toHaveLength(2);
      hub.publish(pos(525000001, 12_000, 106.01, -6));
      vi.advanceTimersByTime(1999);
      expect(judged.filter((e) => e.kind === 'position')).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(judged.filter((e) => e.kind === 'position')).toHaveLength(3);
    });

    it('gives the rules of one pace the same newest positions, ship by ship, statics at once', () => {
      vi.useFakeTimers();
      const hub = new LiveHub();
      const seen: string[] = [];
      hub.subscribe({ name: 'live picture', event: () => undefined });
      hub.subscribe({
        name: 'geofences',
        event: (e) => seen.push(`g ${e.kind} ${e.t}`),
        paceMs: 2000,
      });
      hub.subscribe({
        name: 'alerts',
        event: (e) => seen.push(`a ${e.kind} ${e.t}`),
        paceMs: 2000,
      });
      hub.publish(pos(525000001, 0, 106, -6));
      hub.publish(pos(525000001, 500, 106.0001, -6));
      hub.publish(stat(525000001, 600));
      hub.publish(pos(525000002, 700, 107, -6));
      expect(seen).toEqual(['g static 600', 'a static 600']);
      vi.advanceTimersByTime(2000);
      expect(seen.slice(2)).toEqual([
        'g position 500',
        'a position 500',
        'g position 700',
        'a position 700',
      ]);
      const budget = hub.budget();
      expect(budget.map((b) => [b.name, b.conflated])).toEqual([
        ['live picture', 0],
        ['geofences', 1],
        ['alerts', 1],
      ]);
    });

    it('keeps two ships on one MMSI apart: a position replaces only the one it could follow', () => {
      vi.useFakeTimers();
      const { hub, judged } = pacedHub();
      // One MMSI heard off Jakarta and off North Sumatra, 1,400 km apart, in turn.
      hub.publish(pos(525000009, 0, 106.8, -6.0));
      hub.publish(pos(525000009, 400, 99.05, 4.12));
      hub.publish(pos(525000009, 900, 106.8001, -6.0));
      hub.publish(pos(525000009, 1300, 99.0501, 4.12));
      hub.drain();
      expect(judged.map((e) => (e.kind === 'position' ? [e.t, e.lon] : null))).toEqual([
        [900, 106.8001],
        [1300, 99.0501],
      ]);
      // A third place at once: the place heard longer ago gives way, the newer stays.
      hub.publish(pos(525000009, 2000, 99.0502, 4.12));
      hub.publish(pos(525000009, 2100, 106.8002, -6.0));
      hub.publish(pos(525000009, 2200, 120.0, -9.0));
      hub.drain();
      expect(judged.slice(2).map((e) => (e.kind === 'position' ? e.lon : null))).toEqual([
        106.8002, 120,
      ]);
    });

    it('judges a large batch in slices, the loop free between them, and goes on after a throw', async () => {
      const hub = new LiveHub();
      let judged = 0;
      hub.subscribe({
        name: 'alerts',
        event: (e) => {
          judged++;
          if (e.mmsi === 525000100) throw new Error('a rule failed on one ship');
          busy(0.05);
        },
        paceMs: 10,
      });
      // Said as a process warning (caught here, so the test run does not print it).
      const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
      for (let i = 0; i < 2000; i++) hub.publish(pos(525000000 + i, 0, 106, -6));
      // A timer of the loop's own runs while the batch (about 100 ms of work) is judged.
      const between = await new Promise<number>((resolve) => setTimeout(() => resolve(judged), 30));
      expect(between).toBeGreaterThan(0);
      expect(between).toBeLessThan(2000);
      await vi.waitFor(() => expect(judged).toBe(2000), { timeout: 5000 });
      expect(warn).toHaveBeenCalledTimes(1);
      expect((warn.mock.calls[0]?.[0] as Error).message).toBe('a rule failed on one ship');
      warn.mockRestore();
      expect(hub.budget()[0]).toMatchObject({ failed: 1 });
    });
  });
});

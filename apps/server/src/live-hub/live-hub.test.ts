import { describe, expect, it } from 'vitest';
import { pos } from '../testing/vessel-events.ts';
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
});

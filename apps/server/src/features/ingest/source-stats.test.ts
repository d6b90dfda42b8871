import { describe, expect, it } from 'vitest';
import { SourceStats } from './source-stats.ts';

describe('source stats', () => {
  it('counts the message rate over whole seconds and forgets old seconds', () => {
    const s = new SourceStats();
    for (let i = 0; i < 50; i++) s.message(10_000 + i * 20, null); // 50 messages in one second
    expect(s.rate(11_500, 1)).toBe(50);
    expect(s.rate(11_500, 10)).toBe(5);
    expect(s.rate(200_000, 10)).toBe(0);
    expect(s.messages).toBe(50);
  });

  it('smooths the latency from tag-block times and tells when data flows', () => {
    const s = new SourceStats();
    s.message(10_000, 9_000);
    expect(s.latencyMs).toBe(1000);
    s.message(11_000, 10_900);
    expect(s.latencyMs).toBe(910);
    expect(s.flowing(60_000, 60_000)).toBe(true);
    expect(s.flowing(80_000, 60_000)).toBe(false);
  });
});

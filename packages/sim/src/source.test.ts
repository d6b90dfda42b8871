import { decodeLines } from '@pantau/ais';
import { describe, expect, it } from 'vitest';
import { createSimulatorSource } from './source.ts';

describe('createSimulatorSource', () => {
  it('hands each tick’s lines to the callback until stopped', async () => {
    let t = Date.UTC(2026, 10, 21);
    const batches: string[][] = [];
    const source = createSimulatorSource({
      vessels: 100,
      tickMs: 10,
      now: () => (t += 1000),
      onLines: (lines) => batches.push(lines),
    });
    await new Promise((r) => setTimeout(r, 200));
    source.stop();
    const n = batches.length;
    expect(n).toBeGreaterThan(3);
    await new Promise((r) => setTimeout(r, 50));
    expect(batches.length).toBe(n);
    const { messages, stats } = decodeLines(batches.flat());
    expect(messages.length).toBeGreaterThan(10);
    expect(stats.errors.checksum).toBe(0);
    expect(source.simulator.vessels.length).toBe(100);
  });

  it('sails a given reception from a given start', () => {
    const start = Date.UTC(2026, 10, 21);
    const source = createSimulatorSource({
      vessels: 10,
      reception: 'satellite',
      start,
      now: () => start + 60_000,
      onLines: () => undefined,
    });
    source.stop();
    expect(source.simulator.reception).toBe('satellite');
    expect(source.simulator.start).toBe(start);
  });
});

import { describe, expect, it } from 'vitest';
import { addClick } from './clickBurst.ts';

function clicks(times: number[]): boolean[] {
  let recent: number[] = [];
  return times.map((t) => {
    const next = addClick(recent, t);
    recent = next.recent;
    return next.burst;
  });
}

describe('demo click burst', () => {
  it('fires on the tenth click within ten seconds, then counts afresh', () => {
    const fired = clicks([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(fired.indexOf(true)).toBe(9);
    expect(fired.filter(Boolean)).toHaveLength(1);
  });

  it('forgets clicks older than ten seconds', () => {
    const times = Array.from({ length: 10 }, (_, i) => i * 1200); // 0 .. 10.8 s
    expect(clicks(times).some(Boolean)).toBe(false);
  });
});

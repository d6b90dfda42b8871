import { describe, expect, it } from 'vitest';
import { stepContinuity, type ContinuityState, type ContinuityStep } from './continuity.ts';

const T0 = 1_795_000_000_000;
const W = 10 * 60_000;

function replay(fixes: [number, number, number][]): ContinuityStep[] {
  let s: ContinuityState | undefined;
  return fixes.map(([sec, lon, lat]) => {
    const step = stepContinuity(s, { lon, lat, t: T0 + sec * 1000 }, 'src', W);
    s = step.state;
    return step;
  });
}

describe('position continuity per MMSI', () => {
  it('keeps one ship on one track', () => {
    const steps = replay([
      [0, 107, -6],
      [10, 107.001, -6],
      [20, 107.002, -6],
    ]);
    expect(steps.map((s) => s.track.id)).toEqual([0, 0, 0]);
    expect(steps.map((s) => s.fresh)).toEqual([true, false, false]);
  });

  it('splits two ships 1,700 km apart sharing an MMSI into two tracks that keep their ids', () => {
    // Off North Sumatra and at Pekalongan, reporting in turn every 5 s.
    const fixes: [number, number, number][] = [];
    for (let i = 0; i < 5; i++) {
      fixes.push([i * 10, 99.05 + i * 0.0003, 4.12]);
      fixes.push([i * 10 + 5, 109.67, -6.86 + i * 0.0003]);
    }
    const steps = replay(fixes);
    expect(steps.map((s) => s.track.id)).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(steps.filter((s) => s.fresh)).toHaveLength(2);
    expect(steps.at(-1)!.other?.fix.lon).toBeCloseTo(99.05 + 4 * 0.0003, 6);
  });

  it('drops a track silent past the window and says so', () => {
    const steps = replay([
      [0, 107, -6],
      [5, 108, -6],
      [10, 107, -6],
      [400, 107.01, -6],
      [700, 107.02, -6],
    ]);
    expect(steps.at(-1)!.ended).toEqual([1]);
    expect(steps.at(-1)!.state.tracks).toHaveLength(1);
    expect(steps.at(-1)!.track.id).toBe(0);
  });

  it('lets a third place replace the track heard longest ago, starting it afresh', () => {
    const steps = replay([
      [0, 100, 0],
      [5, 110, 0],
      [10, 120, 0],
    ]);
    expect(steps[2]!.track.id).toBe(0);
    expect(steps[2]!.fresh).toBe(true);
    expect(steps[2]!.ended).toEqual([0]);
  });

  it('joins a ship heard again after hours to its own track when it could have sailed there', () => {
    const steps = replay([
      [0, 107, -6],
      [12 * 3600, 108, -6],
    ]);
    expect(steps[1]!.track.id).toBe(0);
    expect(steps[1]!.fresh).toBe(false);
  });
});

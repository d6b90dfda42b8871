import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint.ts';

/** The browser's animation frames, run one at a time by the test. */
let frames = new Map<number, FrameRequestCallback>();
let nextId = 1;
function frame(): void {
  const now = frames;
  frames = new Map();
  for (const callback of now.values()) callback(0);
}

describe('afterPaint', () => {
  beforeEach(() => {
    frames = new Map();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(nextId, callback);
      return nextId++;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in a task after three animation frames', () => {
    const work = vi.fn();
    afterPaint(work);
    for (let i = 0; i < 3; i++) {
      vi.runAllTimers();
      expect(work).not.toHaveBeenCalled();
      frame();
    }
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, at whichever step', () => {
    const works = [vi.fn(), vi.fn(), vi.fn(), vi.fn()];
    const cancels = works.map((w) => afterPaint(w));
    for (const cancel of cancels) {
      cancel();
      frame();
    }
    vi.runAllTimers();
    for (const w of works) expect(w).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { frameDelay, MIN_FRAME_MS } from './frame-pace.ts';

describe('frame pace', () => {
  it('posts a burst after one animation frame when the page takes every frame', () => {
    expect(frameDelay(10_000, 9_990, MIN_FRAME_MS)).toBe(MIN_FRAME_MS);
    expect(frameDelay(10_000, 0, MIN_FRAME_MS)).toBe(MIN_FRAME_MS);
  });

  it('holds frames until the pace after the last post, then takes them together', () => {
    // Paced at 500 ms, posted 100 ms ago: the next waits 400 ms.
    expect(frameDelay(10_000, 9_900, 500)).toBe(400);
    // Long after the last post: one animation frame, as unpaced.
    expect(frameDelay(10_000, 5_000, 500)).toBe(MIN_FRAME_MS);
  });
});

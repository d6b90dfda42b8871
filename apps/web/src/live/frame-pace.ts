/** The shortest wait between two frames to the page: about one animation frame. */
export const MIN_FRAME_MS = 16;

/**
 * How long the worker waits before posting the next frame: at least one animation frame
 * (a burst of messages goes in one post), and at least `paceMs` after the last post.
 */
export function frameDelay(now: number, lastPostAt: number, paceMs: number): number {
  return Math.max(MIN_FRAME_MS, lastPostAt + paceMs - now);
}

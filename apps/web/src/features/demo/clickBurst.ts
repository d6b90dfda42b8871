/** SPEC §2 Login screen: the demo dialog opens after 10 clicks within 10 seconds. */
export const DEMO_CLICKS = 10;
export const DEMO_WINDOW_MS = 10_000;

/**
 * Adds a click at `now` to the recent clicks: the clicks still inside the window, and
 * whether they now make a burst (which starts the count afresh).
 */
export function addClick(
  recent: readonly number[],
  now: number,
  count = DEMO_CLICKS,
  windowMs = DEMO_WINDOW_MS,
): { recent: number[]; burst: boolean } {
  const kept = [...recent.filter((t) => now - t < windowMs), now];
  return kept.length >= count ? { recent: [], burst: true } : { recent: kept, burst: false };
}

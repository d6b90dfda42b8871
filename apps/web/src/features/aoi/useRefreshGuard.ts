import { useEffect, useRef, useState } from 'react';
import { clickRefresh, NO_CLICKS, REFRESH_WINDOW_MS, refreshBlocked } from './aoi-form.ts';

/**
 * The refresh button's spam guard (SPEC §4, §9): clicks are counted; at the tenth within
 * 10 s the button is disabled until 10 s after the first. Answers whether it is blocked and
 * the click handler, which refreshes unless that click blocked it.
 */
export function useRefreshGuard(refresh: () => void): { blocked: boolean; click: () => void } {
  const clicks = useRef(NO_CLICKS);
  const [blocked, setBlocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const click = () => {
    const now = Date.now();
    const next = clickRefresh(clicks.current, now);
    clicks.current = next;
    if (next.count === 1) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        clicks.current = NO_CLICKS;
        setBlocked(false);
      }, REFRESH_WINDOW_MS);
    }
    if (refreshBlocked(next, now)) setBlocked(true);
    else refresh();
  };
  return { blocked, click };
}

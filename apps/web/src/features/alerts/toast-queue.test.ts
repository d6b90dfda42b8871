import { describe, expect, it } from 'vitest';
import {
  TOAST_EXPIRE_MS,
  dismissToast,
  emptyQueue,
  expireToasts,
  pushToast,
  visibleToasts,
  type ToastQueue,
} from './toast-queue.ts';

type Toast = { id: string };
const fill = (n: number, now = 0): ToastQueue<Toast> => {
  let q = emptyQueue<Toast>();
  for (let i = 1; i <= n; i++) q = pushToast(q, { id: `t${i}` }, now);
  return q;
};
const ids = (ts: readonly Toast[]) => ts.map((t) => t.id);

describe('bookmark-alert toasts', () => {
  it('keeps at most 10, dropping the oldest, and shows the 3 newest', () => {
    const q = fill(12);
    expect(ids(q.items)).toEqual(['t3', 't4', 't5', 't6', 't7', 't8', 't9', 't10', 't11', 't12']);
    expect(ids(visibleToasts(q))).toEqual(['t12', 't11', 't10']);
    expect(ids(visibleToasts(fill(2)))).toEqual(['t2', 't1']);
  });

  it('replaces a toast with the same id instead of adding one', () => {
    const q = pushToast(fill(3), { id: 't1' }, 5);
    expect(ids(q.items)).toEqual(['t2', 't3', 't1']);
  });

  it('starts the timer with the first toast and keeps it while more arrive', () => {
    const q = pushToast(pushToast(emptyQueue<Toast>(), { id: 'a' }, 1000), { id: 'b' }, 4000);
    expect(q.nextExpiry).toBe(1000 + TOAST_EXPIRE_MS);
  });

  it('removes the oldest every 10 s and stops when none are left', () => {
    let q = fill(2, 0);
    expect(expireToasts(q, TOAST_EXPIRE_MS - 1)).toBe(q);
    q = expireToasts(q, TOAST_EXPIRE_MS);
    expect(ids(q.items)).toEqual(['t2']);
    expect(q.nextExpiry).toBe(2 * TOAST_EXPIRE_MS);
    q = expireToasts(q, 2 * TOAST_EXPIRE_MS);
    expect(q).toEqual({ items: [], nextExpiry: null });
    expect(expireToasts(q, 99 * TOAST_EXPIRE_MS)).toBe(q);
  });

  it('restarts the timer on a manual dismissal and stops it on the last one', () => {
    let q = fill(2, 0);
    q = dismissToast(q, 't2', 7000);
    expect(ids(q.items)).toEqual(['t1']);
    expect(q.nextExpiry).toBe(7000 + TOAST_EXPIRE_MS);
    expect(dismissToast(q, 'nope', 8000)).toBe(q);
    expect(dismissToast(q, 't1', 8000)).toEqual({ items: [], nextExpiry: null });
  });
});

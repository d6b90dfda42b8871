/**
 * Bookmark-alert toasts (SPEC §4 'Bookmark alerts'): at most 10 kept, the oldest removed
 * every 10 s (the timer restarts on a manual dismissal and stops when none are left), at most
 * 3 shown. Pure: the clock is passed in, the component only sets a timeout to `nextExpiry`.
 */

export const TOASTS_KEPT = 10;
export const TOASTS_VISIBLE = 3;
export const TOAST_EXPIRE_MS = 10_000;

export interface ToastQueue<T extends { id: string }> {
  /** Oldest first. */
  readonly items: readonly T[];
  /** When the oldest goes (unix ms), null while the queue is empty. */
  readonly nextExpiry: number | null;
}

export function emptyQueue<T extends { id: string }>(): ToastQueue<T> {
  return { items: [], nextExpiry: null };
}

/**
 * Adds a toast as the newest; one with the same id is replaced (an alert updated again is one
 * toast). Past `TOASTS_KEPT` the oldest are dropped. The timer starts if it was stopped.
 */
export function pushToast<T extends { id: string }>(
  queue: ToastQueue<T>,
  item: T,
  now: number,
): ToastQueue<T> {
  const items = [...queue.items.filter((t) => t.id !== item.id), item].slice(-TOASTS_KEPT);
  return { items, nextExpiry: queue.nextExpiry ?? now + TOAST_EXPIRE_MS };
}

/** Removes the oldest toast once its time has come; the next one gets a full 10 s. */
export function expireToasts<T extends { id: string }>(
  queue: ToastQueue<T>,
  now: number,
): ToastQueue<T> {
  if (queue.nextExpiry === null || now < queue.nextExpiry) return queue;
  const items = queue.items.slice(1);
  return { items, nextExpiry: items.length > 0 ? now + TOAST_EXPIRE_MS : null };
}

/** Closes one toast by hand: the timer restarts (or stops when none are left). */
export function dismissToast<T extends { id: string }>(
  queue: ToastQueue<T>,
  id: string,
  now: number,
): ToastQueue<T> {
  if (!queue.items.some((t) => t.id === id)) return queue;
  const items = queue.items.filter((t) => t.id !== id);
  return { items, nextExpiry: items.length > 0 ? now + TOAST_EXPIRE_MS : null };
}

/** The toasts on screen: the newest `TOASTS_VISIBLE`, newest first. */
export function visibleToasts<T extends { id: string }>(queue: ToastQueue<T>): T[] {
  return queue.items.slice(-TOASTS_VISIBLE).reverse();
}

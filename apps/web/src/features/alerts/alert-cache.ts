import type { AlertList, AlertView } from '@pantau/contracts';

/**
 * How a pushed alert changes a loaded list (newest first, pages from 'Load Previous'): it
 * replaces its own row wherever it is; a new one goes on top when it answers the search.
 * Pure, for the query cache.
 */

/** Whether an alert answers the dialog's search (MMSI, name or call sign, either vessel). */
export function matchesSearch(alert: AlertView, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (needle === '') return true;
  const hay = [
    String(alert.mmsi),
    alert.name ?? '',
    alert.callSign ?? '',
    String(alert.details['mmsi2'] ?? ''),
    String(alert.details['callSign2'] ?? ''),
  ];
  return hay.some((h) => h.toLowerCase().includes(needle));
}

export function mergeAlert(
  pages: readonly AlertList[],
  alert: AlertView,
  q: string,
): readonly AlertList[] {
  const at = pages.findIndex((p) => p.alerts.some((a) => a.id === alert.id));
  if (at >= 0) {
    return pages.map((p, i) =>
      i === at ? { ...p, alerts: p.alerts.map((a) => (a.id === alert.id ? alert : a)) } : p,
    );
  }
  const [first, ...rest] = pages;
  if (!first || !matchesSearch(alert, q)) return pages;
  return [{ ...first, alerts: [alert, ...first.alerts] }, ...rest];
}

/** Several pushed alerts into a loaded list, in the order they came (see `mergeAlert`). */
export function mergeAlerts(
  pages: readonly AlertList[],
  alerts: readonly AlertView[],
  q: string,
): readonly AlertList[] {
  return alerts.reduce((p, a) => mergeAlert(p, a, q), pages);
}

/**
 * Rows a tab keeps loaded at most. Pushes add new rows on top for a whole shift; beyond
 * this the oldest loaded rows go, and 'Load Previous' asks the server for them again.
 */
export const MAX_LOADED_ALERTS = 1000;

/**
 * A loaded list cut to `max` rows, the oldest going first: the last page kept ends at the
 * last row kept and its 'Load Previous' cursor points there (rows are newest first by id,
 * the server's `before` takes those under it). Pages and their parameters stay paired.
 */
export function boundLoaded<P>(
  data: { pages: readonly AlertList[]; pageParams: readonly P[] },
  max = MAX_LOADED_ALERTS,
): { pages: AlertList[]; pageParams: P[] } {
  const pages: AlertList[] = [];
  let left = max;
  for (const page of data.pages) {
    if (left <= 0) break;
    if (page.alerts.length <= left) {
      pages.push(page);
      left -= page.alerts.length;
      continue;
    }
    const alerts = page.alerts.slice(0, left);
    pages.push({ ...page, alerts, next: alerts.at(-1)?.id ?? page.next });
    left = 0;
  }
  return { pages, pageParams: data.pageParams.slice(0, pages.length) };
}

/** Every alert of the loaded pages, newest first. */
export const allAlerts = (pages: readonly AlertList[] | undefined): AlertView[] =>
  pages?.flatMap((p) => p.alerts) ?? [];

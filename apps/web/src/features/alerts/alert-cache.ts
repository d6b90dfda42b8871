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

/** Every alert of the loaded pages, newest first. */
export const allAlerts = (pages: readonly AlertList[] | undefined): AlertView[] =>
  pages?.flatMap((p) => p.alerts) ?? [];

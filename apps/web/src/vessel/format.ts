import { MISSING, type Eta } from '@pantau/domain';

/**
 * How vessel values are written where the spec has no shared rule (SPEC §2.15, §9 units);
 * times and missing values come from `@pantau/domain` (`wibDateTime`, `orMissing`, ...).
 */

/** The flag emoji of an ISO 3166-1 alpha-2 code ('ID' → 🇮🇩). */
export function flagEmoji(iso: string | null | undefined): string {
  if (!iso || !/^[A-Za-z]{2}$/.test(iso)) return '';
  const base = 0x1f1e6;
  const up = iso.toUpperCase();
  return String.fromCodePoint(base + up.charCodeAt(0) - 65, base + up.charCodeAt(1) - 65);
}

/** Sum of two dimensions (length = bow + stern, width = port + starboard), '-' when unknown. */
export function dimension(a: number | null | undefined, b: number | null | undefined): string {
  if (a == null || b == null || a + b === 0) return MISSING;
  return `${a + b} m`;
}

/** ETA day-month hour:minute as AIS gives it (no year), '-' when not available. */
export function formatEta(eta: Eta | null | undefined): string {
  if (!eta || eta.month === 0 || eta.day === 0) return MISSING;
  const p = (n: number) => String(n).padStart(2, '0');
  const time = eta.hour < 24 && eta.minute < 60 ? ` ${p(eta.hour)}:${p(eta.minute)}` : '';
  return `${p(eta.day)}-${p(eta.month)}${time}`;
}

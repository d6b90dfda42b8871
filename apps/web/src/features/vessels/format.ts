/** How the vessel panel writes values (SPEC §2.15, §8 'missing values -', §9 units). */

export const MISSING = '-';

const WIB_MS = 7 * 3_600_000;

/** The date (`DD-MM-YYYY`) and time (`HH:mm:ss`) of `ms` in UTC+7. */
function wib(ms: number): { date: string; time: string } {
  const d = new Date(ms + WIB_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${p(d.getUTCDate())}-${p(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`,
    time: `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`,
  };
}

/** `DD-MM-YYYY HH:mm:ss` in UTC+7. */
export function formatTimeWib(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return MISSING;
  const { date, time } = wib(ms);
  return `${date} ${time}`;
}

/** A note's stamp (SPEC §3 'Vessel note', §9): `HH:mm:ss DD-MM-YYYY` in UTC+7. */
export function formatNoteStamp(ms: number): string {
  if (!Number.isFinite(ms)) return MISSING;
  const { date, time } = wib(ms);
  return `${time} ${date}`;
}

/** The flag emoji of an ISO 3166-1 alpha-2 code ('ID' → 🇮🇩). */
export function flagEmoji(iso: string | null | undefined): string {
  if (!iso || !/^[A-Za-z]{2}$/.test(iso)) return '';
  const base = 0x1f1e6;
  const up = iso.toUpperCase();
  return String.fromCodePoint(base + up.charCodeAt(0) - 65, base + up.charCodeAt(1) - 65);
}

export function orMissing(v: string | number | null | undefined, unit = ''): string {
  if (v == null || v === '' || (typeof v === 'number' && !Number.isFinite(v))) return MISSING;
  return `${v}${unit}`;
}

/** Sum of two dimensions (length = bow + stern, width = port + starboard), '-' when unknown. */
export function dimension(a: number | null | undefined, b: number | null | undefined): string {
  if (a == null || b == null || a + b === 0) return MISSING;
  return `${a + b} m`;
}

/** ETA month/day hour:minute as AIS gives it (no year), '-' when not available. */
export function formatEta(
  eta: { month: number; day: number; hour: number; minute: number } | null | undefined,
): string {
  if (!eta || eta.month === 0 || eta.day === 0) return MISSING;
  const p = (n: number) => String(n).padStart(2, '0');
  const time = eta.hour < 24 && eta.minute < 60 ? ` ${p(eta.hour)}:${p(eta.minute)}` : '';
  return `${p(eta.day)}-${p(eta.month)}${time}`;
}

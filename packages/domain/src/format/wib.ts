/**
 * The product's clock face (SPEC §9): Western Indonesian Time, WIB, UTC+7, with no daylight
 * saving. Every screen, export and audit day formats instants here, and nowhere else.
 */
export const WIB_OFFSET_MS = 7 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC+7 calendar and clock fields of a unix-ms instant. */
export function wibParts(ms: number): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const d = new Date(ms + WIB_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** `DD-MM-YYYY` in UTC+7 (the spec's date, also in export file names). */
export function wibDate(ms: number): string {
  const p = wibParts(ms);
  return `${pad(p.day)}-${pad(p.month)}-${p.year}`;
}

/** `HH:mm:ss` in UTC+7. */
export function wibTime(ms: number): string {
  const p = wibParts(ms);
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** `DD-MM-YYYY HH:mm:ss` in UTC+7 (tables, exports, the vessel panel). */
export function wibDateTime(ms: number): string {
  return `${wibDate(ms)} ${wibTime(ms)}`;
}

/** `HH:mm:ss DD-MM-YYYY` in UTC+7 (the audit log's and notes' stamp, SPEC §2.28, §3). */
export function wibStamp(ms: number): string {
  return `${wibTime(ms)} ${wibDate(ms)}`;
}

/** The calendar day `YYYY-MM-DD` of an instant in UTC+7 (the unit of User Logs). */
export function wibDay(ms: number): string {
  return new Date(ms + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The unix-ms instant at which a UTC+7 calendar day `YYYY-MM-DD` begins. */
export function wibDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - WIB_OFFSET_MS;
}

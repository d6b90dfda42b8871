/** The audit log speaks Western Indonesian Time (WIB, UTC+7), as SPEC §2.28 asks. */
const WIB_OFFSET_MS = 7 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A unix-ms instant as 'HH:mm:ss DD-MM-YYYY' in UTC+7. */
export function formatWib(at: number): string {
  const d = new Date(at + WIB_OFFSET_MS);
  return (
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ` +
    `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`
  );
}

/** The calendar day (YYYY-MM-DD) of an instant in UTC+7. */
export function wibDay(at: number): string {
  return new Date(at + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

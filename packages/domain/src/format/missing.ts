import { wibDateTime, wibStamp } from './wib.ts';

/**
 * The missing-value rule (SPEC §8): a value that is absent, empty or not a finite number is
 * shown as '-'. Every screen and export writes absent values through these, and nowhere else.
 */
export const MISSING = '-';

/** True when a value counts as missing. */
export function isMissing(v: unknown): v is null | undefined | '' {
  return v == null || v === '' || (typeof v === 'number' && !Number.isFinite(v));
}

/** The value with its unit, or '-' when it is missing. */
export function orMissing(v: string | number | null | undefined, unit = ''): string {
  return isMissing(v) ? MISSING : `${v}${unit}`;
}

/**
 * A forecast range with its unit: `5 – 15 kts`, one figure when both ends agree or one is
 * missing, '-' when both are. `dash` is how the screen joins the ends (a PDF writes ' - ').
 */
export function rangeText(
  min: number | null,
  max: number | null,
  unit: string,
  dash = ' – ',
): string {
  if (isMissing(min) && isMissing(max)) return MISSING;
  if (isMissing(min) || isMissing(max) || min === max) return `${min ?? max} ${unit}`;
  return `${min}${dash}${max} ${unit}`;
}

/** `DD-MM-YYYY HH:mm:ss` in UTC+7, or '-' when there is no instant. */
export function timeOrMissing(ms: number | null | undefined): string {
  return ms == null || !Number.isFinite(ms) ? MISSING : wibDateTime(ms);
}

/** `HH:mm:ss DD-MM-YYYY` in UTC+7, or '-' when there is no instant. */
export function stampOrMissing(ms: number | null | undefined): string {
  return ms == null || !Number.isFinite(ms) ? MISSING : wibStamp(ms);
}

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

/** `DD-MM-YYYY HH:mm:ss` in UTC+7, or '-' when there is no instant. */
export function timeOrMissing(ms: number | null | undefined): string {
  return ms == null || !Number.isFinite(ms) ? MISSING : wibDateTime(ms);
}

/** `HH:mm:ss DD-MM-YYYY` in UTC+7, or '-' when there is no instant. */
export function stampOrMissing(ms: number | null | undefined): string {
  return ms == null || !Number.isFinite(ms) ? MISSING : wibStamp(ms);
}

/**
 * Identifiers and instants with types of their own (STYLE §3): a number is an `Mmsi`, a
 * `UnixMs` or a `UnixS` only once a parse function at the edge has said so, so a seconds
 * value cannot be passed where milliseconds are meant, nor a row id where an MMSI is.
 */
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A Maritime Mobile Service Identity: nine digits, 0 … 999,999,999. */
export type Mmsi = Brand<number, 'Mmsi'>;
/** Milliseconds since the Unix epoch. */
export type UnixMs = Brand<number, 'UnixMs'>;
/** Seconds since the Unix epoch. */
export type UnixS = Brand<number, 'UnixS'>;

export const MMSI_MAX = 999_999_999;

/** True for an integer 0 … 999,999,999 (the 30-bit field AIS carries). */
export function isMmsi(n: unknown): n is Mmsi {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MMSI_MAX;
}

/** An MMSI from a decoded field or a request; throws RangeError when it is not one. */
export function toMmsi(n: number): Mmsi {
  if (!isMmsi(n)) throw new RangeError(`${n} is not an MMSI (an integer 0 … ${MMSI_MAX})`);
  return n;
}

/** An instant in unix milliseconds; throws RangeError when it is not a finite integer. */
export function toUnixMs(n: number): UnixMs {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${n} is not an instant in unix ms`);
  return n as UnixMs;
}

/** An instant in unix seconds; throws RangeError when it is not a finite integer. */
export function toUnixS(n: number): UnixS {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${n} is not an instant in unix s`);
  return n as UnixS;
}

export const msToS = (ms: UnixMs): UnixS => Math.floor(ms / 1000) as UnixS;
export const sToMs = (s: UnixS): UnixMs => (s * 1000) as UnixMs;

/**
 * An estimated time of arrival as AIS gives it (SPEC §3 'Vessel' eta): month, day, hour and
 * minute in UTC, no year; 0 month or day means "not available". The one ETA shape.
 */
export interface Eta {
  month: number;
  day: number;
  hour: number;
  minute: number;
}

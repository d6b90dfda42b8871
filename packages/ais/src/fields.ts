/**
 * The vocabulary of the message tables: a field is a name (as gpsd's JSON names it), a bit
 * width and a kind. Tables are the single source of truth: the generic reader, the generic
 * writer, the gpsd-compatible output and the README's table of types all read them.
 */

/** How a field's bits are read. */
export type FieldKind =
  /** Unsigned integer, MSB first. */
  | 'uint'
  /** Two's complement signed integer. */
  | 'int'
  /** One bit, true when set. */
  | 'bool'
  /** Six-bit ASCII, `bits / 6` characters; cut at the first '@', trailing spaces trimmed. */
  | 'text'
  /** Reserved bits: read past, never reported; written as zeros. */
  | 'spare'
  /** Opaque bits, reported as gpsd does: `"<bit count>:<hex>"`. */
  | 'data'
  /** Records of the `of` fields, repeated to the end of the payload. */
  | 'array';

export interface FieldDef {
  readonly name: string;
  /** Width in bits; ignored when `rest` is set. */
  readonly bits: number;
  readonly kind: FieldKind;
  /**
   * The field runs to the end of the payload (less `tail` bits kept for the fields after it).
   * At most one per table; fields after it are placed from the end of the payload.
   */
  readonly rest?: boolean;
  /** For an array: the fields of one element, in wire order. */
  readonly of?: readonly FieldDef[];
  /** For an array: gpsd's key order inside an element, where it differs. */
  readonly gpsdElementOrder?: readonly string[];
  /** Physical meaning of one raw unit, for docs and the scaling layer. */
  readonly scale?: number;
  readonly unit?: string;
  /** The raw value meaning "not available". */
  readonly na?: number;
  /** Hidden from gpsd-compatible output (gpsd does not print it). */
  readonly gpsdHidden?: boolean;
  /** gpsd quirk: a truncated field is read as the narrower number its bits make. */
  readonly gpsdNarrow?: boolean;
  /** gpsd quirk: text kept with its trailing spaces (gpsd tests the raw length). */
  readonly gpsdUntrimmed?: boolean;
  /** gpsd quirk: gpsd reads the field only when the payload has at least this many bits. */
  readonly gpsdMinBits?: number;
}

/** A scalar field value; `null` when the payload ends before the field. */
export type ScalarValue = number | boolean | string | null;
/** One element of an array field. */
export type ArrayElement = Record<string, ScalarValue>;
/** A field value as the reader yields it. */
export type FieldValue = ScalarValue | readonly ArrayElement[];

/**
 * A gpsd JSON field built from several raw fields, e.g. type 5's `eta` ("%2-%2T%2:%2Z" from
 * month, day, hour, minute): each `%N` takes the next field, zero-padded to N digits.
 */
export interface Composite {
  readonly name: string;
  readonly format: string;
  readonly fields: readonly string[];
}

export interface Layout {
  /** Stable identifier, e.g. "5", "24A", "8/1/31". */
  readonly id: string;
  readonly title: string;
  readonly fields: readonly FieldDef[];
  /** How gpsd's JSON groups raw date/time fields. */
  readonly composites?: readonly Composite[];
  /** gpsd's JSON key order, where it differs from wire order (names after the header). */
  readonly gpsdOrder?: readonly string[];
}

// Terse constructors so a table reads like the specification.
type Extra = Omit<Partial<FieldDef>, 'name' | 'bits' | 'kind'>;
export const u = (name: string, bits: number, extra?: Extra): FieldDef => ({
  name,
  bits,
  kind: 'uint',
  ...extra,
});
export const i = (name: string, bits: number, extra?: Extra): FieldDef => ({
  name,
  bits,
  kind: 'int',
  ...extra,
});
export const b = (name: string, extra?: Extra): FieldDef => ({
  name,
  bits: 1,
  kind: 'bool',
  ...extra,
});
export const t = (name: string, chars: number, extra?: Extra): FieldDef => ({
  name,
  bits: chars * 6,
  kind: 'text',
  ...extra,
});
/** Six-bit text running to the end of the payload. */
export const tRest = (name: string, extra?: Extra): FieldDef => ({
  name,
  bits: 0,
  kind: 'text',
  rest: true,
  ...extra,
});
export const x = (bits: number): FieldDef => ({ name: '', bits, kind: 'spare' });
/** Records of `of` repeated to the end of the payload. */
export const aRest = (name: string, of: readonly FieldDef[], extra?: Extra): FieldDef => ({
  name,
  bits: 0,
  kind: 'array',
  rest: true,
  of,
  ...extra,
});
/** Binary data running to the end of the payload. */
export const dRest = (name = 'data'): FieldDef => ({ name, bits: 0, kind: 'data', rest: true });

// Common fields, with their scales and "not available" values (ITU-R M.1371-5).
const PER_DEG: Record<number, number> = {
  28: 600000,
  27: 600000,
  18: 600,
  17: 600,
  25: 60000,
  24: 60000,
};
export const LON = (bits = 28, name = 'lon'): FieldDef => {
  const perDeg = PER_DEG[bits] ?? 600000;
  return i(name, bits, { scale: 1 / perDeg, unit: 'deg', na: 181 * perDeg });
};
export const LAT = (bits = 27, name = 'lat'): FieldDef => {
  const perDeg = PER_DEG[bits] ?? 600000;
  return i(name, bits, { scale: 1 / perDeg, unit: 'deg', na: 91 * perDeg });
};

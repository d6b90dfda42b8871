/**
 * The one generic reader: a compiled layout (offsets worked out once) applied to a payload.
 * Fields the payload does not reach are `null`; nothing here throws.
 */
import type { ArrayElement, FieldDef, FieldValue, Layout, ScalarValue } from './fields.ts';
import { compileGpsdReader, compileReader, type FastReader } from './fastread.ts';
import { readData, readInt, readText, readUint } from './sixbit.ts';

export const K_UINT = 0;
export const K_INT = 1;
export const K_BOOL = 2;
export const K_TEXT = 3;
export const K_SPARE = 4;
export const K_DATA = 5;
export const K_ARRAY = 6;
const KIND_CODE = {
  uint: K_UINT,
  int: K_INT,
  bool: K_BOOL,
  text: K_TEXT,
  spare: K_SPARE,
  data: K_DATA,
  array: K_ARRAY,
};

/** Bits of one element of an array field. */
export const elementBits = (f: FieldDef): number => (f.of ?? []).reduce((a, e) => a + e.bits, 0);

/**
 * An array field's elements from `start` to `end`: every element that starts before `end`
 * (gpsd: at or before), its fields read by `readOne` (which gives null or zeros past the end).
 */
function readArray(
  f: FieldDef,
  start: number,
  end: number,
  gpsd: boolean,
  readOne: (e: FieldDef, at: number) => ScalarValue,
): ArrayElement[] {
  const size = elementBits(f);
  const out: ArrayElement[] = [];
  if (size <= 0) return out;
  for (let at = start; gpsd ? at <= end : at < end; at += size) {
    const el: ArrayElement = {};
    let pos = at;
    for (const e of f.of ?? []) {
      if (e.kind !== 'spare') el[e.name] = readOne(e, pos);
      pos += e.bits;
    }
    out.push(el);
  }
  return out;
}

/** A decoded message: raw (unscaled) field values by gpsd name. */
export interface AisMessage {
  type: number;
  repeat: number;
  mmsi: number;
  [field: string]: FieldValue;
}

export interface CompiledLayout {
  readonly layout: Layout;
  readonly fields: readonly FieldDef[];
  readonly names: readonly string[];
  readonly kinds: Uint8Array;
  readonly widths: Int32Array;
  /** Start bit; for fields after the `rest` field, the distance from the payload's end. */
  readonly offsets: Int32Array;
  /** Index of the field running to the end, or -1. */
  readonly restIndex: number;
  /** Bits of the fields after the `rest` field. */
  readonly tailBits: number;
  /** Bits of all fixed-width fields (the nominal length when there is no `rest` field). */
  readonly fixedBits: number;
  /** Every named field set to null, in order: copied per message so all share one shape. */
  readonly template: Readonly<Record<string, null>>;
  /** The same layout compiled to straight-line code (null where code generation is barred). */
  readonly fast: FastReader | null;
  /** The gpsd way of reading, compiled (null for layouts with variable-length fields). */
  readonly fastGpsd: FastReader | null;
}

export function compile(layout: Layout): CompiledLayout {
  const n = layout.fields.length;
  const kinds = new Uint8Array(n);
  const widths = new Int32Array(n);
  const offsets = new Int32Array(n);
  let restIndex = -1;
  let pos = 0;
  let fixedBits = 0;
  layout.fields.forEach((f, k) => {
    kinds[k] = KIND_CODE[f.kind];
    if (f.rest) {
      restIndex = k;
      offsets[k] = pos;
      return;
    }
    widths[k] = f.bits;
    fixedBits += f.bits;
    if (restIndex < 0) {
      offsets[k] = pos;
      pos += f.bits;
    }
  });
  let tailBits = 0;
  if (restIndex >= 0) {
    for (let k = n - 1; k > restIndex; k--) {
      tailBits += widths[k] as number;
      offsets[k] = tailBits;
    }
  }
  return {
    layout,
    fields: layout.fields,
    names: layout.fields.map((f) => f.name),
    kinds,
    widths,
    offsets,
    restIndex,
    tailBits,
    fixedBits,
    template: Object.fromEntries(
      layout.fields.filter((f) => f.kind !== 'spare').map((f) => [f.name, null]),
    ),
    fast: compileReader(layout.fields),
    fastGpsd: compileGpsdReader(layout.fields),
  };
}

/**
 * Decodes every field of `c` from `syms` (`bitLength` meaningful bits) into a new message.
 *
 * With `gpsd` set, fields are read the way gpsd reads them instead: bits past the end of the
 * payload count as zeros (so a field is never null and a truncated one is zero-padded),
 * and gpsd's per-field quirks in the tables apply.
 */
export function readLayout(
  c: CompiledLayout,
  syms: Uint8Array,
  bitLength: number,
  gpsd = false,
): AisMessage {
  if (gpsd) {
    return c.fastGpsd !== null
      ? (c.fastGpsd(syms, bitLength) as AisMessage)
      : readLayoutGpsd(c, syms, bitLength);
  }
  if (c.fast !== null) return c.fast(syms, bitLength) as AisMessage;
  return readGeneric(c, syms, bitLength);
}

/** The interpretive reader over the compiled offsets: the reference for `fast`. */
export function readGeneric(c: CompiledLayout, syms: Uint8Array, bitLength: number): AisMessage {
  const out = { ...c.template } as AisMessage;
  const { names, kinds, widths, offsets, restIndex, tailBits } = c;
  const n = names.length;
  for (let k = 0; k < n; k++) {
    const kind = kinds[k] as number;
    if (kind === K_SPARE) continue;
    let start: number;
    let width: number;
    if (restIndex < 0 || k < restIndex) {
      start = offsets[k] as number;
      width = widths[k] as number;
    } else if (k === restIndex) {
      start = offsets[k] as number;
      width = bitLength - tailBits - start;
      if (width < 0) width = -1;
    } else {
      start = bitLength - (offsets[k] as number);
      width = widths[k] as number;
      if (start < (offsets[restIndex] as number)) width = -1;
    }
    const name = names[k] as string;
    if (width < 0) {
      out[name] = null;
      continue;
    }
    const avail = bitLength - start;
    switch (kind) {
      case K_UINT:
        out[name] = avail >= width ? readUint(syms, start, width) : null;
        break;
      case K_INT:
        out[name] = avail >= width ? readInt(syms, start, width) : null;
        break;
      case K_BOOL:
        out[name] = avail >= 1 ? readUint(syms, start, 1) === 1 : null;
        break;
      case K_TEXT: {
        const chars = ((avail < width ? avail : width) / 6) | 0;
        out[name] = avail <= 0 && width > 0 ? null : readText(syms, start, chars);
        break;
      }
      case K_ARRAY:
        out[name] = readArray(c.fields[k] as FieldDef, start, start + width, false, (e, at) => {
          if (bitLength - at < e.bits) return null;
          if (e.kind === 'bool') return readUint(syms, at, 1) === 1;
          if (e.kind === 'int') return readInt(syms, at, e.bits);
          if (e.kind === 'text') return readText(syms, at, e.bits / 6);
          return readUint(syms, at, e.bits);
        });
        break;
      default:
        out[name] = readData(syms, start, width);
    }
  }
  return out;
}

/** Unsigned read of `width` bits at `start` with bits at or past `bitLength` as zeros. */
function readPadded(syms: Uint8Array, start: number, width: number, bitLength: number): number {
  const avail = bitLength - start;
  if (avail <= 0) return 0;
  if (avail >= width) return readUint(syms, start, width);
  return readUint(syms, start, avail) * 2 ** (width - avail);
}

/** The interpretive form of gpsd's way of reading: the reference for `fastGpsd`. */
export function readLayoutGpsd(c: CompiledLayout, syms: Uint8Array, bitLength: number): AisMessage {
  const out = { ...c.template } as AisMessage;
  const { names, kinds, widths, offsets, restIndex, tailBits, fields } = c;
  for (let k = 0; k < names.length; k++) {
    const kind = kinds[k] as number;
    if (kind === K_SPARE) continue;
    const f = fields[k] as FieldDef;
    let start: number;
    let width = widths[k] as number;
    if (restIndex < 0 || k < restIndex) start = offsets[k] as number;
    else if (k === restIndex) {
      start = offsets[k] as number;
      width = Math.max(0, bitLength - tailBits - start);
    } else start = bitLength - (offsets[k] as number);
    const name = names[k] as string;
    const skip = f.gpsdMinBits !== undefined && bitLength < f.gpsdMinBits;
    const avail = bitLength - start;
    switch (kind) {
      case K_UINT:
      case K_INT: {
        let v: number;
        if (skip || avail <= 0) v = 0;
        else if (f.gpsdNarrow && avail < width) v = readUint(syms, start, avail);
        else v = readPadded(syms, start, width, bitLength);
        if (kind === K_INT && !f.gpsdNarrow) {
          const half = 2 ** (width - 1);
          if (v >= half) v -= 2 * half;
        }
        out[name] = v;
        break;
      }
      case K_BOOL:
        out[name] = !skip && readPadded(syms, start, 1, bitLength) === 1;
        break;
      case K_TEXT: {
        const chars = avail <= 0 ? 0 : ((avail < width ? avail : width) / 6) | 0;
        out[name] = readText(syms, start, chars, f.gpsdUntrimmed !== true);
        break;
      }
      case K_ARRAY:
        out[name] = readArray(f, start, start + width, true, (e, at) => {
          const v = readPadded(syms, at, e.bits, bitLength);
          if (e.kind === 'bool') return v === 1;
          if (e.kind === 'int') return v >= 2 ** (e.bits - 1) ? v - 2 ** e.bits : v;
          return v;
        });
        break;
      default: {
        // gpsd copies whole bytes: the last one carries the bits that follow the data.
        let hex = '';
        for (let pos = 0; pos < width; pos += 8) {
          const byte = readPadded(syms, start + pos, 8, bitLength);
          hex += (byte < 16 ? '0' : '') + byte.toString(16);
        }
        out[name] = `${width}:${hex}`;
      }
    }
  }
  return out;
}

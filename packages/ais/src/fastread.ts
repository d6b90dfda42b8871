/**
 * The tables compiled to straight-line readers: for each layout, one function whose body is
 * an object literal with every field read at its constant bit offset by shifts and masks.
 * The generic reader (`readLayout`) stays the reference; a test checks both agree. This is
 * the hot path: one object of one shape per message, no loops or keyed stores per field.
 *
 * Built with `new Function` from the table alone (field names are JSON-quoted). Where code
 * generation is not allowed (a strict CSP), `compileReader` returns null and the generic
 * reader is used.
 */
import type { FieldDef } from './fields.ts';
import { readData, readInt, readText, readUint } from './sixbit.ts';

export type FastReader = (syms: Uint8Array, bitLength: number) => Record<string, unknown>;

/** The value of bits [start, start + width) as a sum of masked, shifted symbols. */
function uintExpr(start: number, width: number): string {
  const end = start + width;
  const terms: string[] = [];
  for (let i = Math.floor(start / 6); i <= Math.floor((end - 1) / 6); i++) {
    const lo = Math.max(start, i * 6);
    const hi = Math.min(end, i * 6 + 6);
    const shift = i * 6 + 6 - hi;
    const mask = (1 << (hi - lo)) - 1;
    const sym = shift === 0 ? `s[${i}]` : `(s[${i}] >> ${shift})`;
    const term = mask === 63 ? sym : `(${sym} & ${mask})`;
    const mult = 2 ** (end - hi);
    terms.push(mult === 1 ? term : `${term} * ${mult}`);
  }
  return terms.join(' + ');
}

interface Placed {
  readonly f: FieldDef;
  /** Constant start, or null when it depends on the payload length. */
  readonly start: number | null;
  /** Expression for the start when not constant. */
  readonly startExpr: string;
}

function fieldExpr(p: Placed): string {
  const { f } = p;
  if (p.start !== null) {
    const start = p.start;
    const end = start + f.bits;
    switch (f.kind) {
      case 'uint':
        return `n >= ${end} ? ${uintExpr(start, f.bits)} : null`;
      case 'int':
        return `n >= ${end} ? h.sx(${uintExpr(start, f.bits)}, ${2 ** (f.bits - 1)}) : null`;
      case 'bool':
        return `n >= ${end} ? (${uintExpr(start, 1)}) === 1 : null`;
      case 'text':
        return `n > ${start} ? h.readText(s, ${start}, ((n - ${start} < ${f.bits} ? n - ${start} : ${f.bits}) / 6) | 0) : null`;
      default:
        return 'null';
    }
  }
  const st = p.startExpr;
  switch (f.kind) {
    case 'uint':
      return `${st} >= r0 && n - ${st} >= ${f.bits} ? h.readUint(s, ${st}, ${f.bits}) : null`;
    case 'int':
      return `${st} >= r0 && n - ${st} >= ${f.bits} ? h.readInt(s, ${st}, ${f.bits}) : null`;
    case 'bool':
      return `${st} >= r0 && n - ${st} >= 1 ? h.readUint(s, ${st}, 1) === 1 : null`;
    default:
      return 'null';
  }
}

/** Compiles a layout's fields (offsets as `compile` placed them) to a reader, or null. */
export function compileReader(fields: readonly FieldDef[]): FastReader | null {
  if (fields.some((f) => f.kind === 'array')) return null; // arrays: the generic reader
  let pos = 0;
  let restIndex = -1;
  const placed: Placed[] = [];
  let tailBits = 0;
  fields.forEach((f, k) => {
    if (f.rest) restIndex = k;
  });
  if (restIndex >= 0)
    for (let k = restIndex + 1; k < fields.length; k++) tailBits += fields[k]?.bits ?? 0;
  let fromEnd = tailBits;
  fields.forEach((f, k) => {
    if (restIndex < 0 || k < restIndex) {
      placed.push({ f, start: pos, startExpr: '' });
      pos += f.bits;
    } else if (k === restIndex) {
      placed.push({ f, start: null, startExpr: 'r0' });
    } else {
      placed.push({ f, start: null, startExpr: `(n - ${fromEnd})` });
      fromEnd -= f.bits;
    }
  });
  const lines: string[] = [];
  for (const p of placed) {
    if (p.f.kind === 'spare') continue;
    let expr: string;
    if (p.start === null && p.f.rest) {
      // The variable-length field: from r0 to the tail.
      expr =
        p.f.kind === 'text'
          ? `rw >= 0 ? h.readText(s, r0, (rw / 6) | 0) : null`
          : `rw >= 0 ? h.readData(s, r0, rw) : null`;
    } else expr = fieldExpr(p);
    lines.push(`${JSON.stringify(p.f.name)}: ${expr}`);
  }
  const pre = restIndex >= 0 ? `const r0 = ${pos}; const rw = n - ${tailBits} - r0;` : '';
  const body = `return function read(s, n) { ${pre} return { ${lines.join(',\n')} }; };`;
  const helpers = {
    readUint,
    readInt,
    readText,
    readData,
    sx: (v: number, half: number) => (v >= half ? v - 2 * half : v),
  };
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiled from the tables only
    const make = new Function('h', body) as (h: typeof helpers) => FastReader;
    return make(helpers);
  } catch {
    return null;
  }
}

/**
 * The gpsd way of reading (see `readLayout`'s `gpsd` flag) compiled the same way, for layouts
 * of fixed fields only (others use the interpretive reader): bits past the end are zeros, so
 * no field is null.
 */
export function compileGpsdReader(fields: readonly FieldDef[]): FastReader | null {
  if (fields.some((f) => f.rest === true || f.kind === 'array' || f.kind === 'data')) return null;
  const lines: string[] = [];
  let start = 0;
  for (const f of fields) {
    const end = start + f.bits;
    if (f.kind !== 'spare') {
      const partial = f.gpsdNarrow
        ? `h.readUint(s, ${start}, n - ${start})`
        : `h.padded(s, ${start}, ${f.bits}, n)`;
      let expr: string;
      if (f.kind === 'text') {
        const chars = `(n <= ${start} ? 0 : ((n - ${start} < ${f.bits} ? n - ${start} : ${f.bits}) / 6) | 0)`;
        expr = `h.readText(s, ${start}, ${chars}, ${f.gpsdUntrimmed !== true})`;
      } else if (f.kind === 'bool') {
        expr = `n > ${start} && (${uintExpr(start, 1)}) === 1`;
      } else {
        const raw = `(n >= ${end} ? ${uintExpr(start, f.bits)} : n <= ${start} ? 0 : ${partial})`;
        expr = f.kind === 'int' && !f.gpsdNarrow ? `h.sx(${raw}, ${2 ** (f.bits - 1)})` : raw;
      }
      if (f.gpsdMinBits !== undefined) {
        expr = `n < ${f.gpsdMinBits} ? ${f.kind === 'bool' ? 'false' : '0'} : ${expr}`;
      }
      lines.push(`${JSON.stringify(f.name)}: ${expr}`);
    }
    start = end;
  }
  const body = `return function readGpsd(s, n) { return { ${lines.join(',\n')} }; };`;
  const helpers = {
    readUint,
    readText,
    sx: (v: number, half: number) => (v >= half ? v - 2 * half : v),
    padded: (s: Uint8Array, at: number, width: number, n: number) =>
      readUint(s, at, n - at) * 2 ** (width - (n - at)),
  };
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiled from the tables only
    const make = new Function('h', body) as (h: typeof helpers) => FastReader;
    return make(helpers);
  } catch {
    return null;
  }
}

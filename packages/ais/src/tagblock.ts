/**
 * NMEA 4.10 tag blocks: `\s:rORBCOMM000,c:1426032001,g:1-2-4512*hh\` before a sentence.
 * The block's own checksum (XOR of the characters between the backslash and '*') is
 * checked when present; a block without one is accepted, as feeds send both.
 */

export interface TagGroup {
  /** 1-based sentence number within the group. */
  readonly index: number;
  readonly total: number;
  readonly id: string;
}

export interface TagBlock {
  /** `s:` source station. */
  source?: string;
  /** `c:` UNIX time as sent (seconds; some feeds send milliseconds). */
  time?: number;
  /** `g:` sentence grouping. */
  group?: TagGroup;
  /** `n:` line count. */
  line?: number;
  /** `t:` free text. */
  text?: string;
  /** `d:` destination. */
  destination?: string;
  /** `r:` relative time. */
  relative?: number;
}

const hexValue = (c: number): number =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

/** Two hex digits at `at` (either case), or -1. */
export function readHexByte(s: string, at: number): number {
  const hi = hexValue(s.charCodeAt(at));
  const lo = hexValue(s.charCodeAt(at + 1));
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

export function xorRange(s: string, from: number, to: number): number {
  let x = 0;
  for (let k = from; k < to; k++) x ^= s.charCodeAt(k);
  return x;
}

/** Non-negative decimal (digits and at most one '.') in `s[a, b)`, or -1. */
function decimalAt(s: string, a: number, b: number): number {
  if (a >= b || b - a > 20) return -1;
  let v = 0;
  let k = a;
  for (; k < b; k++) {
    const c = s.charCodeAt(k) - 48;
    if (c < 0 || c > 9) break;
    v = v * 10 + c;
  }
  if (k === b) return v;
  const n = Number(s.slice(a, b));
  return Number.isFinite(n) && n >= 0 ? n : -1;
}

/**
 * Parses the tag block body `s[start, end)` (between the backslashes). Returns null when the
 * block is malformed or its checksum is wrong.
 */
export function parseTagBlock(s: string, start: number, end: number): TagBlock | null {
  const star = s.lastIndexOf('*', end - 1);
  let bodyEnd = end;
  if (star >= start) {
    // A checksum is one or two hex digits (some encoders drop a leading zero).
    const digits = end - star - 1;
    let sum = -1;
    if (digits === 2) sum = readHexByte(s, star + 1);
    else if (digits === 1) sum = hexValue(s.charCodeAt(star + 1));
    if (sum < 0) return null;
    if (sum !== xorRange(s, start, star)) return null;
    bodyEnd = star;
  }
  const tag: TagBlock = {};
  let p = start;
  while (p < bodyEnd) {
    let comma = s.indexOf(',', p);
    if (comma < 0 || comma > bodyEnd) comma = bodyEnd;
    if (comma - p < 2 || s.charCodeAt(p + 1) !== 58 /* ':' */) return null;
    const key = s.charCodeAt(p);
    if (key === 99 /* c */) {
      // The common case, without making a string: UNIX time in decimal digits.
      const n = decimalAt(s, p + 2, comma);
      if (n < 0) return null;
      tag.time = n;
      p = comma + 1;
      continue;
    }
    const value = s.slice(p + 2, comma);
    switch (key) {
      case 115: // s
        tag.source = value;
        break;
      case 103: {
        // g
        const parts = value.split('-');
        const index = Number(parts[0]);
        const total = Number(parts[1]);
        if (parts.length !== 3 || !(index >= 1 && total >= 1 && index <= total)) return null;
        tag.group = { index, total, id: parts[2] ?? '' };
        break;
      }
      case 110: {
        // n
        const n = Number(value);
        if (!Number.isFinite(n) || value === '') return null;
        tag.line = n;
        break;
      }
      case 116: // t
        tag.text = value;
        break;
      case 100: // d
        tag.destination = value;
        break;
      case 114: {
        // r
        const n = Number(value);
        if (Number.isFinite(n) && value !== '') tag.relative = n;
        break;
      }
      default: // other keys (q:, i:, T:, ...) are vendor extensions: kept out, not an error
    }
    p = comma + 1;
  }
  return tag;
}

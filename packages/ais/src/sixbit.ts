/**
 * Six-bit armouring of AIVDM payloads and the bit-level reads and writes over it.
 *
 * Hot path rules: payload characters are de-armoured into one reused `Uint8Array` of six-bit
 * symbols; fields are read straight from the symbols without building a bit string.
 */

/** Armour character code → six-bit value, or 255 when the character is not valid armour. */
const DEARMOUR = new Uint8Array(256).fill(255);
for (let c = 48; c < 88; c++) DEARMOUR[c] = c - 48; // '0'..'W' → 0..39
for (let c = 96; c < 120; c++) DEARMOUR[c] = c - 56; // '`'..'w' → 40..63

/** Six-bit value → armour character. */
export const ARMOUR = '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw';

/** Six-bit value → text character (ITU-R M.1371 table 47). */
export const SIXBIT_TEXT = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?';
const TEXT_CODE = new Int16Array(128).fill(-1);
for (let k = 0; k < 64; k++) TEXT_CODE[SIXBIT_TEXT.charCodeAt(k)] = k;

/** The longest payload accepted, in armour characters (a 5-slot message needs 168). */
export const MAX_SYMBOLS = 1024;

/** A de-armoured payload: six-bit symbols and the number of meaningful bits. */
export interface Bits {
  readonly syms: Uint8Array;
  bitLength: number;
}

export function createBits(capacity = MAX_SYMBOLS): Bits {
  return { syms: new Uint8Array(capacity), bitLength: 0 };
}

/**
 * De-armours `s[start, end)` into `into.syms` from symbol index `at`. Returns the symbol
 * count written, or -1 when a character is not valid armour or the buffer is full.
 */
export function dearmour(s: string, start: number, end: number, into: Bits, at: number): number {
  const syms = into.syms;
  if (at + (end - start) > syms.length) return -1;
  let k = at;
  for (let p = start; p < end; p++) {
    const c = s.charCodeAt(p);
    const v = c < 256 ? (DEARMOUR[c] as number) : 255;
    if (v === 255) return -1;
    syms[k++] = v;
  }
  return k - at;
}

/** Unsigned read of `width` (≤ 48) bits at bit `start`. The caller checks bounds. */
export function readUint(syms: Uint8Array, start: number, width: number): number {
  let v = 0;
  let pos = start;
  let remaining = width;
  while (remaining > 0) {
    const idx = (pos / 6) | 0;
    const off = pos - idx * 6;
    const avail = 6 - off;
    const take = avail < remaining ? avail : remaining;
    const sym = syms[idx] as number;
    v = v * (1 << take) + ((sym >> (avail - take)) & ((1 << take) - 1));
    pos += take;
    remaining -= take;
  }
  return v;
}

/** Two's complement read of `width` (≤ 48) bits at bit `start`. */
export function readInt(syms: Uint8Array, start: number, width: number): number {
  const v = readUint(syms, start, width);
  const half = 2 ** (width - 1);
  return v >= half ? v - 2 * half : v;
}

/** Six-bit text of `chars` characters at `start`: cut at the first '@', right-trimmed. */
export function readText(syms: Uint8Array, start: number, chars: number, trim = true): string {
  let out = '';
  for (let k = 0; k < chars; k++) {
    const v = readUint(syms, start + 6 * k, 6);
    if (v === 0) break; // '@'
    out += SIXBIT_TEXT[v];
  }
  if (!trim) return out;
  let end = out.length;
  while (end > 0 && out.charCodeAt(end - 1) === 32) end--;
  return end === out.length ? out : out.slice(0, end);
}

const HEX = '0123456789abcdef';
/** `width` bits at `start` as gpsd prints binary data: `"<bits>:<hex>"`, last byte zero-padded. */
export function readData(syms: Uint8Array, start: number, width: number): string {
  let hex = '';
  for (let pos = 0; pos < width; pos += 8) {
    const take = width - pos < 8 ? width - pos : 8;
    const byte = readUint(syms, start + pos, take) << (8 - take);
    hex += HEX[byte >> 4] + (HEX[byte & 15] as string);
  }
  return `${width}:${hex}`;
}

/** A growable bit sink for the writer. */
export class BitWriter {
  syms = new Uint8Array(MAX_SYMBOLS);
  bitLength = 0;

  reset(): void {
    this.syms.fill(0);
    this.bitLength = 0;
  }

  /** Appends the low `width` bits of `value` (two's complement for negatives). */
  put(value: number, width: number): void {
    let v = value < 0 ? value + 2 ** width : value;
    for (let k = width - 1; k >= 0; k--) {
      const bit = Math.floor(v / 2 ** k) & 1;
      v -= bit * 2 ** k;
      this.putBit(bit);
    }
  }

  putBit(bit: number): void {
    const pos = this.bitLength++;
    if (bit) {
      const idx = (pos / 6) | 0;
      this.syms[idx] = (this.syms[idx] as number) | (1 << (5 - (pos - idx * 6)));
    }
  }

  /** Six-bit text padded with '@' to `chars` characters (characters outside the set → '?'). */
  putText(text: string, chars: number): void {
    for (let k = 0; k < chars; k++) {
      const c = k < text.length ? text.charCodeAt(k) : 64;
      const code = c < 128 ? (TEXT_CODE[c] as number) : -1;
      this.put(code < 0 ? 63 : code, 6);
    }
  }

  /** Bits from a gpsd-style `"<bits>:<hex>"` string. */
  putData(data: string): void {
    const colon = data.indexOf(':');
    const width = Number(data.slice(0, colon));
    const hex = data.slice(colon + 1);
    for (let pos = 0; pos < width; pos++) {
      const nibble = parseInt(hex[pos >> 2] ?? '0', 16);
      this.putBit((nibble >> (3 - (pos & 3))) & 1);
    }
  }

  /** The armoured payload and its fill bits. */
  armour(): { payload: string; fill: number } {
    const n = Math.ceil(this.bitLength / 6);
    let payload = '';
    for (let k = 0; k < n; k++) payload += ARMOUR[this.syms[k] as number];
    return { payload, fill: n * 6 - this.bitLength };
  }
}

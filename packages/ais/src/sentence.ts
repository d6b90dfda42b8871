/**
 * One line → one NMEA sentence: optional tag blocks, any prefix noise, the sentence start
 * ('!' or '$'), the address (talker + formatter), fields, checksum (either case, optional as
 * gpsd treats it), and trailing fields after the checksum (USCG `,s23,d-107,...,1234567890`,
 * AISHub `,raishub,1342569600`) kept as `trailer`.
 *
 * Hot path: the line is scanned with `charCodeAt` and `indexOf`; the only strings made are
 * the talker, the channel and the payload slice.
 */
import { parseTagBlock, readHexByte, xorRange, type TagBlock } from './tagblock.ts';

/** An AIVDM/AIVDO fragment. */
export interface VdmFragment {
  /** Two-letter talker: AI, AB, AD, AN, AR, AS, AT, AX, BS, SA, ... */
  readonly talker: string;
  /** true for VDO (own ship), false for VDM. */
  readonly own: boolean;
  readonly total: number;
  readonly index: number;
  /** Sequential message id ('' when absent). */
  readonly seqId: string;
  /** Radio channel ('' when absent). */
  readonly channel: string;
  readonly payload: string;
  readonly fill: number;
  readonly tag: TagBlock | null;
  /** Text after the checksum, without its leading comma ('' when none). */
  readonly trailer: string;
}

/** The outcome of looking at one line. */
export type LineKind = 'vdm' | 'radar' | 'other' | 'blank' | 'error';

/** Reused scratch returned by `scanLine`; valid until the next call. */
export interface LineScan {
  kind: LineKind;
  /** Set when kind is 'vdm'. */
  fragment: VdmFragment | null;
  /** For 'radar' and 'other': the sentence from its start character to before '*'. */
  sentenceStart: number;
  sentenceEnd: number;
  /** The formatter (e.g. 'TTM') for radar/other sentences. */
  formatter: string;
  tag: TagBlock | null;
  /** True when a tag block was present but malformed or failed its checksum. */
  badTag: boolean;
  /** The sentence carried a '*hh' checksum (and it matched). */
  hasChecksum: boolean;
  errorKind: 'syntax' | 'checksum' | 'payload' | 'fragment' | 'tagblock' | null;
  errorDetail: string;
}

export const createScan = (): LineScan => ({
  kind: 'blank',
  fragment: null,
  sentenceStart: 0,
  sentenceEnd: 0,
  formatter: '',
  tag: null,
  badTag: false,
  errorKind: null,
  errorDetail: '',
  hasChecksum: false,
});

const BACKSLASH = 92;
const BANG = 33;
const DOLLAR = 36;
const COMMA = 44;

function fail(out: LineScan, kind: NonNullable<LineScan['errorKind']>, detail: string): LineScan {
  out.kind = 'error';
  out.errorKind = kind;
  out.errorDetail = detail;
  return out;
}

/** Parses an unsigned decimal in `s[a, b)`; -1 when empty or not digits. */
function uintAt(s: string, a: number, b: number): number {
  if (a >= b || b - a > 6) return -1;
  let v = 0;
  for (let k = a; k < b; k++) {
    const c = s.charCodeAt(k) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/** Scans `s[start, end)` (no line terminator) into `out`. Never throws. */
export function scanLine(s: string, start: number, end: number, out: LineScan): LineScan {
  out.kind = 'blank';
  out.fragment = null;
  out.tag = null;
  out.badTag = false;
  out.errorKind = null;
  out.formatter = '';
  out.hasChecksum = false;
  // Trim surrounding whitespace.
  while (start < end && s.charCodeAt(start) <= 32) start++;
  while (end > start && s.charCodeAt(end - 1) <= 32) end--;
  if (start >= end) return out;

  let p = start;
  while (p < end && s.charCodeAt(p) === BACKSLASH) {
    const close = s.indexOf('\\', p + 1);
    if (close < 0 || close >= end) return fail(out, 'tagblock', 'unterminated tag block');
    const tag = parseTagBlock(s, p + 1, close);
    if (tag === null) out.badTag = true;
    else if (out.tag === null) out.tag = tag;
    else Object.assign(out.tag, tag);
    p = close + 1;
  }
  const c = s.charCodeAt(p);
  if (c === 35 /* '#' */) {
    // A comment line (capture files annotate sentences this way): never decoded.
    out.kind = 'other';
    return out;
  }
  if (c !== BANG && c !== DOLLAR) {
    let q = s.indexOf('!', p);
    if (q < 0 || q >= end) q = s.indexOf('$', p);
    if (q < 0 || q >= end) return fail(out, 'syntax', 'no sentence start');
    p = q;
  }
  // Address field: up to the first comma.
  const firstComma = s.indexOf(',', p);
  if (firstComma < 0 || firstComma >= end) return fail(out, 'syntax', 'no fields');
  // Checksum: the first '*' after the address.
  let star = s.indexOf('*', firstComma);
  let trailerStart = end;
  if (star >= 0 && star < end) {
    if (star + 3 > end) return fail(out, 'checksum', 'truncated checksum');
    const sum = readHexByte(s, star + 1);
    if (sum < 0) return fail(out, 'checksum', 'checksum is not hex');
    if (sum !== xorRange(s, p + 1, star)) return fail(out, 'checksum', 'checksum mismatch');
    trailerStart = star + 3;
    out.hasChecksum = true;
  } else {
    star = end;
  }
  const addrLen = firstComma - p - 1;
  out.sentenceStart = p;
  out.sentenceEnd = star;
  // 'VD' then 'M' or 'O', compared by code (no string made on the hot path).
  const last = s.charCodeAt(firstComma - 1);
  const isVd =
    addrLen >= 3 &&
    s.charCodeAt(firstComma - 3) === 86 /* V */ &&
    s.charCodeAt(firstComma - 2) === 68 /* D */ &&
    (last === 77 /* M */ || last === 79); /* O */
  if (!isVd) {
    const formatter = addrLen >= 3 ? s.slice(firstComma - 3, firstComma) : '';
    out.formatter = formatter;
    out.kind = formatter === 'TTM' || formatter === 'TLL' ? 'radar' : 'other';
    return out;
  }
  const isVdm = last === 77;
  if (addrLen !== 5) return fail(out, 'syntax', 'bad VDM address');
  // Six comma-separated fields: total, index, seqId, channel, payload, fill (more are ignored:
  // some receivers append one before the checksum).
  const c1 = firstComma;
  const c2 = s.indexOf(',', c1 + 1);
  const c3 = c2 < 0 ? -1 : s.indexOf(',', c2 + 1);
  const c4 = c3 < 0 ? -1 : s.indexOf(',', c3 + 1);
  const c5 = c4 < 0 ? -1 : s.indexOf(',', c4 + 1);
  if (c5 < 0 || c5 >= star) return fail(out, 'syntax', 'too few VDM fields');
  let c6 = s.indexOf(',', c5 + 1);
  if (c6 < 0 || c6 > star) c6 = star;
  let fillEnd = s.indexOf(',', c6 + 1);
  if (fillEnd < 0 || fillEnd > star) fillEnd = star;
  const total = uintAt(s, c1 + 1, c2);
  const index = uintAt(s, c2 + 1, c3);
  if (total < 1 || total > 9 || index < 1 || index > total) {
    return fail(out, 'fragment', 'fragment count or number out of range');
  }
  let fill = 0;
  if (c6 < star) {
    const fillStr = fillEnd - (c6 + 1);
    if (fillStr === 0) fill = 0;
    else {
      fill = uintAt(s, c6 + 1, fillEnd);
      // Nominally 0..5; receivers send 6 too (gpsd accepts it), so any digit is taken.
      if (fill < 0 || fill > 9) return fail(out, 'payload', 'fill bits not a digit');
    }
  }
  out.kind = 'vdm';
  out.fragment = {
    talker: s.slice(p + 1, p + 3),
    own: !isVdm,
    total,
    index,
    seqId: c4 - c3 > 1 ? s.slice(c3 + 1, c4) : '',
    channel: c5 - c4 > 1 ? s.slice(c4 + 1, c5) : '',
    payload: s.slice(c5 + 1, c6),
    fill,
    tag: out.tag,
    trailer:
      trailerStart < end && s.charCodeAt(trailerStart) === COMMA
        ? s.slice(trailerStart + 1, end)
        : trailerStart < end
          ? s.slice(trailerStart, end)
          : '',
  };
  return out;
}

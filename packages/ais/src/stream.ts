/**
 * The streaming decoder: bytes or strings in, messages out through callbacks.
 *
 *   chunks → lines (any of CR, LF, CRLF; split across chunks) → tag block + sentence
 *   → fragment assembler → de-armour → generic reader → onMessage
 *
 * Nothing thrown escapes `write`: every rejection is a typed error, counted in `stats` and
 * passed to `onError` when one is given. A throwing callback is the caller's own exception.
 */
import { FragmentAssembler, type AssemblerOptions } from './assembler.ts';
import { decodeBitsOrNull, lastError } from './decode.ts';
import { ERROR_KINDS, type AisError, type AisErrorKind } from './errors.ts';
import { parseRadar, type RadarTarget } from './radar.ts';
import type { AisMessage } from './reader.ts';
import { createScan, scanLine, type VdmFragment } from './sentence.ts';
import { createBits, dearmour } from './sixbit.ts';
import type { TagBlock } from './tagblock.ts';

/** Where a message came from. */
export interface MessageMeta {
  readonly talker: string;
  /** true for AIVDO (own ship). */
  readonly own: boolean;
  readonly channel: string;
  /** The first fragment's tag block, if any. */
  readonly tag: TagBlock | null;
  /** Text after the checksum (USCG/AISHub trailing fields), '' when none. */
  readonly trailer: string;
  readonly fragments: number;
}

export interface AisStreamOptions extends AssemblerOptions {
  readonly onMessage?: (message: AisMessage, meta: MessageMeta) => void;
  readonly onRadar?: (target: RadarTarget, tag: TagBlock | null) => void;
  readonly onError?: (error: AisError, line: string) => void;
  /** Called for a VDM/VDO sentence as read, before reassembly (e.g. to echo it). */
  readonly onSentence?: (fragment: VdmFragment, line: string) => void;
  /** Longest line kept (default 4096 characters); longer ones are dropped as `overlong`. */
  readonly maxLineLength?: number;
  /** Clock for expiring incomplete multi-part messages (default `Date.now`). */
  readonly now?: () => number;
  /**
   * Read fields as gpsd does: never null, bits past the payload's end as zeros, gpsd's
   * per-field quirks. For output meant to match `gpsdecode` (see `toGpsd`).
   */
  readonly gpsd?: boolean;
  /**
   * Refuse `!` sentences that carry no `*hh` checksum, counted as `checksum` errors (default
   * true; false for feeds known to send none). gpsd mode accepts them, as gpsd does, unless
   * this says otherwise.
   */
  readonly requireChecksum?: boolean;
}

export interface AisStreamStats {
  lines: number;
  sentences: number;
  messages: number;
  radar: number;
  /** Lines that are neither AIS nor radar (other NMEA, comments). */
  other: number;
  errors: Record<AisErrorKind, number>;
}

const LF = 10;
const CR = 13;

/** Index of the first CR or LF at or after `from`, or -1. */
function firstEol(s: string, from: number): number {
  for (let k = from; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c === LF || c === CR) return k;
  }
  return -1;
}

type Decode = (chunk: Uint8Array) => string;
const latin1: Decode = (() => {
  const B = (globalThis as { Buffer?: typeof Buffer }).Buffer;
  if (B !== undefined) {
    return (chunk: Uint8Array) =>
      (B.isBuffer(chunk)
        ? chunk
        : B.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      ).toString('latin1');
  }
  const td = new TextDecoder('latin1');
  return (chunk: Uint8Array) => td.decode(chunk);
})();

export class AisStream {
  readonly stats: AisStreamStats = {
    lines: 0,
    sentences: 0,
    messages: 0,
    radar: 0,
    other: 0,
    errors: Object.fromEntries(ERROR_KINDS.map((k) => [k, 0])) as Record<AisErrorKind, number>,
  };
  private readonly assembler: FragmentAssembler;
  private readonly scan = createScan();
  private readonly bits = createBits();
  private readonly opts: AisStreamOptions;
  private readonly maxLine: number;
  private readonly now: () => number;
  private readonly gpsd: boolean;
  private readonly requireChecksum: boolean;
  private carry = '';
  /** Skipping the rest of an overlong line. */
  private discarding = false;

  constructor(options: AisStreamOptions = {}) {
    this.opts = options;
    this.assembler = new FragmentAssembler(options);
    this.maxLine = options.maxLineLength ?? 4096;
    this.now = options.now ?? Date.now;
    this.gpsd = options.gpsd ?? false;
    this.requireChecksum = options.requireChecksum ?? !this.gpsd;
  }

  /** Incomplete multi-part messages held. */
  get pending(): number {
    return this.assembler.size;
  }

  /** Feeds a chunk; complete lines are decoded now, a trailing partial line waits. */
  write(chunk: Uint8Array | string): void {
    const s = typeof chunk === 'string' ? chunk : latin1(chunk);
    const n = s.length;
    let p = 0;
    if (this.carry.length > 0) {
      // Finish the carried line with the head of this chunk, then read the chunk itself
      // (never one big concatenation: a flat string keeps charCodeAt fast).
      const eol = firstEol(s, 0);
      if (eol < 0) {
        this.keep(this.carry + s);
        return;
      }
      const head = this.carry + s.slice(0, eol);
      this.carry = '';
      if (this.discarding) this.discarding = false;
      else this.line(head, 0, head.length);
      p = eol + 1;
      if (s.charCodeAt(eol) === CR && p < n && s.charCodeAt(p) === LF) p++;
    }
    let nextLf = -2;
    let nextCr = -2;
    while (p < n) {
      if (nextLf !== -1 && nextLf < p) nextLf = s.indexOf('\n', p);
      if (nextCr !== -1 && nextCr < p) nextCr = s.indexOf('\r', p);
      const eol = nextLf < 0 ? nextCr : nextCr < 0 ? nextLf : nextLf < nextCr ? nextLf : nextCr;
      if (eol < 0) break;
      if (this.discarding) this.discarding = false;
      else if (eol > p) this.line(s, p, eol);
      p = eol + 1;
      // CRLF: skip the LF that follows a CR.
      if (s.charCodeAt(eol) === CR && p < n && s.charCodeAt(p) === LF) p++;
    }
    if (p < n) this.keep(p === 0 ? s : s.slice(p));
  }

  /** Holds a partial line until its end arrives, dropping it once it is overlong. */
  private keep(rest: string): void {
    if (this.discarding) return;
    if (rest.length > this.maxLine) {
      this.error('overlong', `line longer than ${this.maxLine}`, rest.slice(0, 80));
      this.carry = '';
      this.discarding = true;
      return;
    }
    this.carry = rest;
  }

  /**
   * Drops incomplete multi-part messages older than `maxAgeMs` now. The stream also does this
   * whenever a new multi-part message starts; call it from a timer when input may go quiet.
   */
  expire(): number {
    const n = this.assembler.expire(this.now());
    this.stats.errors.expired += n;
    return n;
  }

  /** Decodes a final line without terminator and drops incomplete multi-part messages. */
  end(): void {
    if (this.carry.length > 0 && !this.discarding) this.line(this.carry, 0, this.carry.length);
    this.carry = '';
    this.discarding = false;
    this.stats.errors.expired += this.assembler.clear();
  }

  /** Decodes one line (without terminator). */
  line(s: string, start: number, end: number): void {
    this.stats.lines++;
    if (end - start > this.maxLine) {
      this.error('overlong', `line longer than ${this.maxLine}`, s.slice(start, start + 80));
      return;
    }
    const scan = scanLine(s, start, end, this.scan);
    if (scan.badTag) this.error('tagblock', 'malformed tag block or tag checksum', s, start, end);
    switch (scan.kind) {
      case 'vdm':
        break;
      case 'blank':
        return;
      case 'other':
        this.stats.other++;
        return;
      case 'radar': {
        const r = parseRadar(s, scan.sentenceStart, scan.sentenceEnd, scan.formatter);
        if (r.ok) {
          this.stats.radar++;
          this.opts.onRadar?.(r.value, scan.tag);
        } else this.error(r.error.kind, r.error.detail, s, start, end);
        return;
      }
      default:
        this.error(scan.errorKind ?? 'syntax', scan.errorDetail, s, start, end);
        return;
    }
    if (!scan.hasChecksum && this.requireChecksum) {
      this.error('checksum', 'no checksum', s, start, end);
      return;
    }
    const f = scan.fragment as VdmFragment;
    this.stats.sentences++;
    this.opts.onSentence?.(f, s.slice(start, end));
    if (f.total === 1) {
      this.assembler.interrupt();
      this.decode(f, f.payload, f.fill, 1, s, start, end);
      return;
    }
    const assembler = this.assembler;
    const evictedBefore = assembler.evicted;
    const r = assembler.add(f, this.now());
    if (assembler.evicted !== evictedBefore) {
      this.stats.errors.evicted += assembler.evicted - evictedBefore;
    }
    if (r.kind === 'complete') {
      const m = r.message;
      this.decode(m.first, m.payload, m.fill, m.fragments, s, start, end);
    } else if (r.kind === 'error') this.error('fragment', r.detail, s, start, end);
  }

  private decode(
    f: VdmFragment,
    payload: string,
    fill: number,
    fragments: number,
    s: string,
    start: number,
    end: number,
  ): void {
    const bits = this.bits;
    const n = dearmour(payload, 0, payload.length, bits, 0);
    if (n < 0) {
      this.error('payload', 'invalid armour character or payload too long', s, start, end);
      return;
    }
    bits.bitLength = n * 6 - fill;
    if (bits.bitLength < 0) {
      this.error('payload', 'fill bits exceed payload', s, start, end);
      return;
    }
    const m = decodeBitsOrNull(bits, this.gpsd);
    if (m === null) {
      const e = lastError;
      this.error(e?.kind ?? 'payload', e?.detail ?? '', s, start, end);
      return;
    }
    this.stats.messages++;
    const cb = this.opts.onMessage;
    if (cb !== undefined) {
      cb(m, {
        talker: f.talker,
        own: f.own,
        channel: f.channel,
        tag: f.tag,
        trailer: f.trailer,
        fragments,
      });
    }
  }

  private error(kind: AisErrorKind, detail: string, s: string, start = 0, end = s.length): void {
    this.stats.errors[kind]++;
    const cb = this.opts.onError;
    if (cb !== undefined) cb({ kind, detail }, s.slice(start, end));
  }
}

/** Decodes a whole text (or the lines of an array) at once. */
export function decodeLines(
  input: string | readonly string[],
  options: AisStreamOptions = {},
): { messages: AisMessage[]; metas: MessageMeta[]; stats: AisStreamStats } {
  const messages: AisMessage[] = [];
  const metas: MessageMeta[] = [];
  const stream = new AisStream({
    ...options,
    onMessage: (m, meta) => {
      messages.push(m);
      metas.push(meta);
      options.onMessage?.(m, meta);
    },
  });
  if (typeof input === 'string') stream.write(input);
  else for (const l of input) stream.line(l, 0, l.length);
  stream.end();
  return { messages, metas, stats: stream.stats };
}

/** Decodes one sentence, or a multi-part message given as its sentences in order. */
export function decodeSentence(
  sentence: string | readonly string[],
): { ok: true; value: AisMessage; meta: MessageMeta } | { ok: false; error: AisError } {
  let out: { ok: true; value: AisMessage; meta: MessageMeta } | null = null;
  let error: AisError | null = null;
  const stream = new AisStream({
    onMessage: (value, meta) => {
      out = { ok: true, value, meta };
    },
    onError: (e) => {
      error ??= e;
    },
  });
  for (const l of typeof sentence === 'string' ? [sentence] : sentence) stream.line(l, 0, l.length);
  if (out !== null) return out;
  return {
    ok: false,
    error: error ?? { kind: 'fragment', detail: 'incomplete multi-part message' },
  };
}

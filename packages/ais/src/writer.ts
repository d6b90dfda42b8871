/**
 * The one generic writer: a message back to bits over the same tables the reader uses, then
 * to armoured payload and NMEA sentences. A field that is `null` ends the payload there (the
 * reader's short payload, read backwards).
 */
import { err, type Result } from './errors.ts';
import { SPEC_BY_TYPE } from './messages/registry.ts';
import type { FieldDef } from './fields.ts';
import {
  K_ARRAY,
  K_BOOL,
  K_DATA,
  K_INT,
  K_SPARE,
  K_TEXT,
  K_UINT,
  type AisMessage,
} from './reader.ts';
import { BitWriter } from './sixbit.ts';

const writer = new BitWriter();

function inRange(v: number, width: number, signed: boolean): boolean {
  if (!Number.isInteger(v)) return false;
  return signed ? v >= -(2 ** (width - 1)) && v < 2 ** (width - 1) : v >= 0 && v < 2 ** width;
}

/** Encodes a message to its armoured payload and fill-bit count. */
export function encodeMessage(m: AisMessage): Result<{ payload: string; fill: number }> {
  const spec = SPEC_BY_TYPE[m.type];
  if (spec === undefined) return err('type', `message type ${String(m.type)}`);
  const c = spec.pickFor(m);
  if (c === null) return err('variant', `type ${m.type}: no layout for this message`);
  const w = writer;
  w.reset();
  const { names, kinds, widths } = c;
  for (let k = 0; k < names.length; k++) {
    const kind = kinds[k] as number;
    const width = widths[k] as number;
    if (kind === K_SPARE) {
      w.put(0, width);
      continue;
    }
    const name = names[k] as string;
    const v = name === 'type' ? m.type : m[name];
    if (v === null || v === undefined) break;
    switch (kind) {
      case K_UINT:
      case K_INT:
        if (typeof v !== 'number' || !inRange(v, width, kind === K_INT)) {
          return err('length', `field ${name}: ${JSON.stringify(v)} does not fit ${width} bits`);
        }
        w.put(v, width);
        break;
      case K_BOOL:
        w.put(v === true ? 1 : 0, 1);
        break;
      case K_TEXT: {
        if (typeof v !== 'string') return err('payload', `field ${name}: expected text`);
        const s = v;
        const chars = k === c.restIndex ? s.length : width / 6;
        if (s.length > chars) return err('length', `field ${name}: text longer than ${chars}`);
        w.putText(s, chars);
        break;
      }
      case K_ARRAY: {
        if (!Array.isArray(v)) return err('payload', `field ${name}: expected an array`);
        const of = (c.fields[k] as FieldDef).of ?? [];
        for (const el of v as readonly Record<string, unknown>[]) {
          for (const e of of) {
            const ev = el[e.name];
            if (e.kind === 'spare') w.put(0, e.bits);
            else if (e.kind === 'bool') w.put(ev === true ? 1 : 0, 1);
            else if (e.kind === 'text') w.putText(typeof ev === 'string' ? ev : '', e.bits / 6);
            else if (typeof ev === 'number' && inRange(ev, e.bits, e.kind === 'int'))
              w.put(ev, e.bits);
            else
              return err(
                'length',
                `field ${name}.${e.name}: ${JSON.stringify(ev)} does not fit ${e.bits} bits`,
              );
          }
        }
        break;
      }
      case K_DATA:
        if (typeof v !== 'string' || !/^\d+:[0-9a-f]*$/.test(v)) {
          return err('payload', `field ${name}: data must be "<bits>:<hex>"`);
        }
        w.putData(v);
        break;
    }
    if (w.bitLength > spec.maxBits)
      return err('length', `type ${m.type}: longer than ${spec.maxBits} bits`);
  }
  return { ok: true, value: w.armour() };
}

export interface EncodeOptions {
  /** Talker id (default 'AI'). */
  readonly talker?: string;
  /** VDO (own ship) instead of VDM. */
  readonly own?: boolean;
  /** Radio channel (default 'A'). */
  readonly channel?: string;
  /** Sequential message id for multi-part messages (default 0). */
  readonly seqId?: number;
  /** Most payload characters per sentence (default 60, keeping sentences within 82 chars). */
  readonly maxPayload?: number;
}

const hex2 = (n: number): string => n.toString(16).toUpperCase().padStart(2, '0');

/** Wraps `body` (without '!') in '!' and '*hh'. */
export function withChecksum(body: string): string {
  let x = 0;
  for (let k = 0; k < body.length; k++) x ^= body.charCodeAt(k);
  return `!${body}*${hex2(x)}`;
}

/** Encodes a message to one or more AIVDM/AIVDO sentences. */
export function encodeSentences(m: AisMessage, options: EncodeOptions = {}): Result<string[]> {
  const r = encodeMessage(m);
  if (!r.ok) return r;
  const { payload, fill } = r.value;
  const max = Math.max(1, options.maxPayload ?? 60);
  const total = Math.max(1, Math.ceil(payload.length / max));
  if (total > 9) return err('length', 'payload needs more than 9 sentences');
  const address = `${options.talker ?? 'AI'}${options.own ? 'VDO' : 'VDM'}`;
  const seq = total > 1 ? String((options.seqId ?? 0) % 10) : '';
  const channel = options.channel ?? 'A';
  const out: string[] = [];
  for (let k = 0; k < total; k++) {
    const part = payload.slice(k * max, (k + 1) * max);
    const f = k === total - 1 ? fill : 0;
    out.push(withChecksum(`${address},${total},${k + 1},${seq},${channel},${part},${f}`));
  }
  return { ok: true, value: out };
}

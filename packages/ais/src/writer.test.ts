import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePayload } from './decode.ts';
import { toGpsd, toGpsdLine } from './gpsd.ts';
import type { FieldDef } from './fields.ts';
import { APPS, appKey } from './messages/apps.ts';
import { ALL_SPECS, isAuxiliaryMmsi, type MessageSpec } from './messages/registry.ts';
import { readGeneric, readLayoutGpsd, type AisMessage, type CompiledLayout } from './reader.ts';
import { createBits, dearmour } from './sixbit.ts';
import { SIXBIT_TEXT } from './sixbit.ts';

const bits = createBits();
import { decodeSentence } from './stream.ts';
import { encodeMessage, encodeSentences } from './writer.ts';

const TEXT_CHARS = SIXBIT_TEXT.slice(1); // no '@': it ends a text field
const APP_KEYS = new Set(APPS.map((a) => `${a.type}:${appKey(a.dac, a.fid)}`));

/** Six-bit text as the reader returns it: no '@', no trailing spaces. */
const text = (max: number) =>
  fc
    .array(fc.constantFrom(...TEXT_CHARS), { maxLength: Math.max(0, max) })
    .map((cs) => cs.join('').replace(/ +$/, ''));

const hexOf = (bits: number, bytes: number[]): string => {
  const n = Math.ceil(bits / 8);
  let hex = '';
  for (let k = 0; k < n; k++) {
    let b = bytes[k] ?? 0;
    if (k === n - 1 && bits % 8 !== 0) b &= (0xff << (8 - (bits % 8))) & 0xff;
    hex += b.toString(16).padStart(2, '0');
  }
  return `${bits}:${hex}`;
};

const data = (maxBits: number) =>
  fc.integer({ min: 0, max: Math.max(0, maxBits) }).chain((bits) =>
    fc
      .array(fc.integer({ min: 0, max: 255 }), {
        minLength: Math.ceil(bits / 8),
        maxLength: Math.ceil(bits / 8),
      })
      .map((bytes) => hexOf(bits, bytes)),
  );

function fieldArb(
  f: FieldDef,
  layout: CompiledLayout,
  spec: MessageSpec,
): fc.Arbitrary<number | boolean | string> {
  const restRoom = spec.maxBits - layout.fixedBits;
  if (f.kind === 'bool') return fc.boolean();
  if (f.kind === 'text') return f.rest ? text(Math.floor(restRoom / 6)) : text(f.bits / 6);
  if (f.kind === 'data') return data(restRoom);
  if (f.kind === 'array') {
    const of = (f.of ?? []).filter((e) => e.kind !== 'spare');
    const size = (f.of ?? []).reduce((a, e) => a + e.bits, 0);
    const record = Object.fromEntries(of.map((e) => [e.name, fieldArb(e, layout, spec)]));
    return fc.array(fc.record(record), {
      maxLength: Math.floor(restRoom / size),
    }) as unknown as fc.Arbitrary<string>;
  }
  if (f.kind === 'int')
    return fc.integer({ min: -(2 ** (f.bits - 1)), max: 2 ** (f.bits - 1) - 1 });
  return fc.integer({ min: 0, max: 2 ** f.bits - 1 });
}

/** Messages that select `layout` when decoded: discriminators pinned, everything else free. */
function messageArb(spec: MessageSpec, layout: CompiledLayout): fc.Arbitrary<AisMessage> {
  const record: Record<string, fc.Arbitrary<number | boolean | string>> = {};
  for (const f of layout.fields) {
    if (f.kind !== 'spare') record[f.name] = fieldArb(f, layout, spec);
  }
  record.type = fc.constant(spec.type);
  const id = layout.layout.id;
  const title = layout.layout.title;
  if (spec.type === 24) {
    record.partno = fc.constant(id === '24A' ? 0 : 1);
    if (title.includes('auxiliary')) record.mmsi = fc.integer({ min: 980000000, max: 989999999 });
    else if (id === '24B')
      record.mmsi = fc.integer({ min: 0, max: 2 ** 30 - 1 }).filter((m) => !isAuxiliaryMmsi(m));
  }
  if (spec.type === 22) record.addressed = fc.constant(title.includes('addressed'));
  if (spec.type === 25 || spec.type === 26) {
    record.addressed = fc.constant(title.includes('addressed'));
    record.structured = fc.constant(title.includes('structured'));
  }
  if (id.includes('/')) {
    const [, dac, fid] = id.split('/').map(Number);
    record.dac = fc.constant(dac ?? 0);
    record.fid = fc.constant(fid ?? 0);
    if (id === '8/200/10') record.hazard = fc.integer({ min: 0, max: 5 });
  }
  const arb = fc.record(record) as unknown as fc.Arbitrary<AisMessage>;
  if (spec.type === 6 || spec.type === 8) {
    if (!id.includes('/')) {
      return arb.filter(
        (m) => !APP_KEYS.has(`${spec.type}:${appKey(Number(m.dac), Number(m.fid))}`),
      );
    }
  }
  return arb;
}

const cases = ALL_SPECS.flatMap((spec) =>
  spec.layouts.map((layout) => ({
    spec,
    layout,
    name: `${layout.layout.id} ${layout.layout.title}`,
  })),
);

describe('writer: decode(encode(m)) equals m', () => {
  it('covers all 27 types', () => {
    expect(new Set(cases.map((c) => c.spec.type)).size).toBe(27);
  });

  it.each(cases)('$name', ({ spec, layout }) => {
    fc.assert(
      fc.property(messageArb(spec, layout), (m) => {
        const enc = encodeMessage(m);
        expect(enc.ok).toBe(true);
        if (!enc.ok) return;
        const dec = decodePayload(enc.value.payload, enc.value.fill);
        expect(dec).toEqual({ ok: true, value: m });
        // The compiled gpsd line writer prints what the gpsd object stringifies to.
        expect(toGpsdLine(m)).toBe(JSON.stringify(toGpsd(m)));
        // The compiled reader and the generic one agree, on the whole payload and cut short.
        const n = dearmour(enc.value.payload, 0, enc.value.payload.length, bits, 0);
        for (const len of [n * 6 - enc.value.fill, 40, 100, 170]) {
          if (len > n * 6 - enc.value.fill || layout.fast === null) continue;
          expect(layout.fast(bits.syms, len)).toEqual(readGeneric(layout, bits.syms, len));
          if (layout.fastGpsd !== null) {
            expect(layout.fastGpsd(bits.syms, len)).toEqual(readLayoutGpsd(layout, bits.syms, len));
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('round-trips through multi-sentence NMEA', () => {
    const layout = cases.find((c) => c.layout.layout.id === '5');
    if (!layout) throw new Error('no type 5');
    fc.assert(
      fc.property(
        messageArb(layout.spec, layout.layout),
        fc.integer({ min: 0, max: 9 }),
        (m, seq) => {
          const s = encodeSentences(m, { seqId: seq, talker: 'AB', channel: 'B' });
          expect(s.ok).toBe(true);
          if (!s.ok) return;
          expect(s.value.length).toBe(2);
          const back = decodeSentence(s.value);
          expect(back.ok && back.value).toEqual(m);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('rejects values that do not fit their field', () => {
    const r = encodeMessage({ type: 1, repeat: 0, mmsi: 2 ** 30, status: 0 });
    expect(r.ok).toBe(false);
    expect(encodeMessage({ type: 0, repeat: 0, mmsi: 1 }).ok).toBe(false);
  });

  it('writes a null field as the end of the payload', () => {
    const r = encodeMessage({
      type: 5,
      repeat: 0,
      mmsi: 1,
      ais_version: 0,
      imo: 9,
      callsign: null,
    });
    expect(r.ok && r.value.payload.length).toBe(Math.ceil(70 / 6));
  });
});

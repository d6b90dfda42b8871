import { describe, expect, it } from 'vitest';
import { decodePayload } from '../decode.ts';
import type { FieldDef } from '../fields.ts';
import type { AisMessage } from '../reader.ts';
import { decodeSentence } from '../stream.ts';
import { encodeMessage } from '../writer.ts';
import { ALL_SPECS, SPEC_BY_TYPE } from './registry.ts';

const typeOf = (f: FieldDef): string =>
  f.kind === 'bool'
    ? 'boolean'
    : f.kind === 'text' || f.kind === 'data'
      ? 'string'
      : f.kind === 'array'
        ? 'object'
        : 'number';

/** Every decoded field has the JS type its table kind promises (or null). */
function checkTypes(m: AisMessage): void {
  const c = SPEC_BY_TYPE[m.type]?.pickFor(m);
  expect(c).toBeTruthy();
  const named = (c?.fields ?? []).filter((f) => f.kind !== 'spare');
  expect(Object.keys(m).sort()).toEqual(named.map((f) => f.name).sort());
  for (const f of named) {
    const v = m[f.name];
    if (v !== null) expect(typeof v, `${m.type}.${f.name}`).toBe(typeOf(f));
  }
}

describe('message tables', () => {
  it('has one spec for each of the 27 types, field names unique per layout', () => {
    expect(ALL_SPECS.map((s) => s.type)).toEqual(Array.from({ length: 27 }, (_, k) => k + 1));
    for (const s of ALL_SPECS) {
      for (const l of s.layouts) {
        const names = l.fields.filter((f) => f.kind !== 'spare').map((f) => f.name);
        expect(new Set(names).size, l.layout.id).toBe(names.length);
        expect(l.fields.filter((f) => f.rest).length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('decodes a class A position report exactly (gpsd sample.aivdm)', () => {
    const r = decodeSentence('!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A');
    expect(r.ok && r.value).toEqual({
      type: 1,
      repeat: 0,
      mmsi: 371798000,
      status: 0,
      turn: -127,
      speed: 123,
      accuracy: true,
      lon: -74037230,
      lat: 29028980,
      course: 2240,
      heading: 215,
      second: 33,
      maneuver: 0,
      raim: false,
      radio: 34017,
    });
    if (r.ok) checkTypes(r.value);
  });

  it('decodes type 5 across two fragments with text trimmed', () => {
    const r = decodeSentence([
      '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
      '!AIVDM,2,2,1,A,88888888880,2*25',
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      shipname: 'EVER DIADEM',
      callsign: '3FOF8',
      destination: 'NEW YORK',
      draught: 122,
    });
    checkTypes(r.value);
    expect(r.meta.fragments).toBe(2);
  });

  it('gives null for fields a short payload does not reach', () => {
    // Type 1 cut to 150 bits: position present, radio absent.
    const full = encodeMessage({
      type: 1,
      repeat: 0,
      mmsi: 123456789,
      status: 0,
      turn: 0,
      speed: 10,
      accuracy: true,
      lon: 1000,
      lat: 2000,
      course: 100,
      heading: 10,
      second: 5,
      maneuver: 0,
      raim: false,
      radio: 7,
    });
    expect(full.ok).toBe(true);
    if (!full.ok) return;
    const r = decodePayload(full.value.payload.slice(0, 25), 0);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.lat).toBe(2000);
    expect(r.value.radio).toBeNull();
    checkTypes(r.value);
  });

  it('returns typed errors, never throws', () => {
    expect(decodePayload('0000000000', 0)).toMatchObject({ ok: false, error: { kind: 'type' } });
    expect(decodePayload('1000', 0)).toMatchObject({ ok: false, error: { kind: 'length' } });
    expect(decodePayload('15RT!', 0)).toMatchObject({ ok: false, error: { kind: 'payload' } });
    // Type 24 part number 2 names no layout.
    expect(decodePayload('H000008' + '0'.repeat(20), 0)).toMatchObject({
      ok: false,
      error: { kind: 'variant' },
    });
    expect(decodePayload('', 0)).toMatchObject({ ok: false, error: { kind: 'length' } });
  });

  it('picks type 24 part B for auxiliary craft with a mothership MMSI', () => {
    const m = {
      type: 24,
      repeat: 0,
      mmsi: 981234567,
      partno: 1,
      shiptype: 52,
      vendorid: 'ABC',
      model: 1,
      serial: 2,
      callsign: 'XY',
      mothership_mmsi: 244123456,
    };
    const enc = encodeMessage(m);
    expect(enc.ok).toBe(true);
    if (enc.ok)
      expect(decodePayload(enc.value.payload, enc.value.fill)).toEqual({ ok: true, value: m });
  });

  it('decodes DAC/FID application payloads (8/1/31 met-hydro, 6/235/10 AtoN)', () => {
    const met = decodeSentence(
      '!AIVDO,1,1,4,B,8>jR06@0Bk3:wOli;<`WPhh<1rqVBQf2V@Pdt0J82avIM2b<<Rv1t<ot=@1,2*54',
    );
    expect(met.ok && met.value).toMatchObject({ dac: 1, fid: 11, wspeed: 3, airtemp: 742, ice: 0 });
    const aton = decodeSentence('!AIVDM,1,1,4,B,6>jR0600V:C0>da4P106P00,2*02');
    expect(aton.ok && aton.value).toMatchObject({
      dac: 235,
      fid: 10,
      ana_int: 274,
      racon: 2,
      light: 2,
    });
    if (met.ok) checkTypes(met.value);
  });
});

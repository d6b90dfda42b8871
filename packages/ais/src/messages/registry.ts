/**
 * Every message type with its accepted payload lengths and its layout discriminator.
 *
 * Length tolerances follow what real transmitters send and what gpsd accepts: a payload
 * shorter than `minBits` or longer than `maxBits` is a typed `length` error; inside the
 * bounds, fields past the end of the payload decode as `null`.
 */
import { compile, type AisMessage, type CompiledLayout } from '../reader.ts';
import { MAX_SYMBOLS, readUint } from '../sixbit.ts';
import { APPS, appKey } from './apps.ts';
import type { Layout } from '../fields.ts';
import * as T from './tables.ts';

export interface MessageSpec {
  readonly type: number;
  readonly title: string;
  readonly minBits: number;
  readonly maxBits: number;
  /** When set, the only accepted lengths. */
  readonly exactBits?: readonly number[];
  readonly layouts: readonly CompiledLayout[];
  /** The layout for a payload of this type, or null when its discriminator is invalid. */
  pick(syms: Uint8Array, bitLength: number): CompiledLayout | null;
  /** The layout that encodes a message of this type. */
  pickFor(m: AisMessage): CompiledLayout | null;
}

const single = (type: number, layout: Layout, minBits: number, maxBits: number): MessageSpec => {
  const c = compile(layout);
  return {
    type,
    title: layout.title,
    minBits,
    maxBits,
    layouts: [c],
    pick: () => c,
    pickFor: () => c,
  };
};

/** 6 and 8: the DAC/FID application table when known and the payload fits it, else raw data. */
const binary = (type: 6 | 8, layout: Layout, minBits: number): MessageSpec => {
  const generic = compile(layout);
  const dacAt = type === 6 ? 72 : 40;
  const apps = APPS.filter((a) => a.type === type);
  const byKey = new Map(apps.map((a) => [appKey(a.dac, a.fid), a]));
  return {
    type,
    title: layout.title,
    minBits,
    maxBits: 1008,
    layouts: [generic, ...apps.map((a) => a.compiled)],
    pick(syms, bitLength) {
      if (bitLength < dacAt + 16) return generic;
      const app = byKey.get(appKey(readUint(syms, dacAt, 10), readUint(syms, dacAt + 10, 6)));
      return app && app.accepts(syms, bitLength) ? app.compiled : generic;
    },
    pickFor(m) {
      if (typeof m.data === 'string') return generic;
      const app = byKey.get(appKey(Number(m.dac), Number(m.fid)));
      return app ? app.compiled : generic;
    },
  };
};

/** 25 and 26: the addressed and structured flags (bits 38, 39) pick one of four layouts. */
const flagged = (type: 25 | 26, layouts: readonly Layout[], min: number, max: number) => {
  const c = layouts.map(compile);
  const at = (addressed: boolean, structured: boolean) =>
    c[(addressed ? 2 : 0) + (structured ? 1 : 0)] as CompiledLayout;
  const spec: MessageSpec = {
    type,
    title: layouts[0]?.title ?? '',
    minBits: min,
    maxBits: max,
    layouts: c,
    pick: (syms) => at(readUint(syms, 38, 1) === 1, readUint(syms, 39, 1) === 1),
    pickFor: (m) => at(m.addressed === true, m.structured === true),
  };
  return spec;
};

const t22b = compile(T.T22_BROADCAST);
const t22a = compile(T.T22_ADDRESSED);
const t24a = compile(T.T24A);
const t24b = compile(T.T24B);
const t24aux = compile(T.T24B_AUX);
/** Auxiliary craft (98XXXXXXX) send their mothership's MMSI instead of dimensions. */
export const isAuxiliaryMmsi = (mmsi: number): boolean => Math.floor(mmsi / 10000000) === 98;

/** No upper bound but the payload buffer (gpsd checks only a minimum for these types). */
const ANY = MAX_SYMBOLS * 6;

const SPECS: readonly MessageSpec[] = [
  single(1, T.T1, 149, ANY),
  single(2, T.T2, 149, ANY),
  single(3, T.T3, 149, ANY),
  single(4, T.T4, 168, ANY),
  single(5, T.T5, 420, ANY),
  binary(6, T.T6, 88),
  single(7, T.T7, 72, 168),
  binary(8, T.T8, 56),
  single(9, T.T9, 168, ANY),
  single(10, T.T10, 72, ANY),
  single(11, T.T11, 168, ANY),
  single(12, T.T12, 72, 1008),
  single(13, T.T13, 72, 168),
  single(14, T.T14, 40, 1008),
  single(15, T.T15, 88, 168),
  single(16, T.T16, 96, 168),
  single(17, T.T17, 80, 816),
  single(18, T.T18, 168, ANY),
  single(19, T.T19, 312, ANY),
  single(20, T.T20, 72, 186),
  single(21, T.T21, 272, 368),
  {
    type: 22,
    title: 'Channel management',
    minBits: 168,
    maxBits: ANY,
    layouts: [t22b, t22a],
    pick: (syms) => (readUint(syms, 139, 1) === 1 ? t22a : t22b),
    pickFor: (m) => (m.addressed === true ? t22a : t22b),
  },
  single(23, T.T23, 160, ANY),
  {
    type: 24,
    title: 'Static data report',
    minBits: 160,
    maxBits: 168,
    layouts: [t24a, t24b, t24aux],
    pick(syms) {
      const part = readUint(syms, 38, 2);
      if (part === 0) return t24a;
      if (part !== 1) return null;
      return isAuxiliaryMmsi(readUint(syms, 8, 30)) ? t24aux : t24b;
    },
    pickFor: (m) => (m.partno === 0 ? t24a : isAuxiliaryMmsi(m.mmsi) ? t24aux : t24b),
  },
  flagged(25, T.T25, 40, 168),
  flagged(26, T.T26, 60, 1064),
  // 96 bits, or a whole 168-bit slot as some transmitters send; other lengths are noise.
  { ...single(27, T.T27, 96, 168), exactBits: [96, 168] },
];

/** Specs by message type (index 0 and 28..63 are undefined). */
export const SPEC_BY_TYPE: readonly (MessageSpec | undefined)[] = (() => {
  const a: (MessageSpec | undefined)[] = new Array<MessageSpec | undefined>(64).fill(undefined);
  for (const s of SPECS) a[s.type] = s;
  return a;
})();

export const ALL_SPECS = SPECS;

/**
 * gpsd-compatible view of decoded messages: the object `gpsdecode -u -j -s` prints, built
 * from the same tables (field names, unscaled integers, gpsd's date strings, its zero-filled
 * defaults for fields a short payload lacks, its key order and its `*_text` lookups).
 */
import type { Composite, FieldDef } from './fields.ts';
import { gpsdTextFor } from './gpsd-text.ts';
import { SPEC_BY_TYPE } from './messages/registry.ts';
import type { AisMessage, CompiledLayout } from './reader.ts';
import { SIXBIT_TEXT } from './sixbit.ts';

export type GpsdJson = Record<string, string | number | boolean | readonly object[]>;

const zero = (f: FieldDef): string | number | boolean | readonly object[] =>
  f.kind === 'bool'
    ? false
    : f.kind === 'text'
      ? ''
      : f.kind === 'data'
        ? '0:'
        : f.kind === 'array'
          ? []
          : 0;

/** An array's elements with their keys in gpsd's order. */
function gpsdElements(f: FieldDef, v: unknown): object[] {
  const order =
    f.gpsdElementOrder ?? (f.of ?? []).filter((e) => e.kind !== 'spare').map((e) => e.name);
  return (Array.isArray(v) ? (v as Record<string, unknown>[]) : []).map((el) =>
    Object.fromEntries(order.map((k) => [k, el[k] ?? 0])),
  );
}

const pad = (v: number, width: number): string => String(v).padStart(width, '0');

function composite(format: string, m: AisMessage, fields: readonly string[]): string {
  let k = 0;
  return format.replace(/%(\d)/g, (_, w: string) => {
    const v = m[fields[k++] ?? ''];
    return pad(typeof v === 'number' ? v : 0, Number(w));
  });
}

/** gpsd reads the type 24B vendor id as 7 characters, running into model and serial. */
function legacyVendorId(m: AisMessage): string {
  const vendor = typeof m.vendorid === 'string' ? m.vendorid : '';
  if (vendor.length < 3) return vendor;
  const tail = (Number(m.model ?? 0) & 15) * 2 ** 20 + (Number(m.serial ?? 0) & 0xfffff);
  let out = vendor;
  for (let k = 3; k >= 0; k--) {
    const v = Math.floor(tail / 2 ** (6 * k)) & 63;
    if (v === 0) break;
    out += SIXBIT_TEXT[v];
  }
  return out.replace(/ +$/, '');
}

const BINARY_25_26 = ['addressed', 'structured', 'dest_mmsi', 'app_id', 'data'];

/** What to print for one layout, worked out once. */
type Step =
  | {
      readonly op: 'field';
      readonly name: string;
      readonly zero: string | number | boolean | readonly object[];
      readonly array: FieldDef | undefined;
      readonly text: ((v: number) => string) | undefined;
    }
  | { readonly op: 'composite'; readonly comp: Composite }
  | { readonly op: 'part' };

const plans = new WeakMap<CompiledLayout, readonly Step[]>();

function planOf(c: CompiledLayout): readonly Step[] {
  let plan = plans.get(c);
  if (plan !== undefined) return plan;
  const composites = c.layout.composites ?? [];
  const inComposite = new Set(composites.flatMap((x) => x.fields));
  const steps: Step[] = [];
  for (const f of c.fields) {
    if (f.kind === 'spare' || f.gpsdHidden) continue;
    if (f.name === 'partno') steps.push({ op: 'part' });
    else if (!inComposite.has(f.name)) {
      steps.push({
        op: 'field',
        name: f.name,
        zero: zero(f),
        text: gpsdTextFor(c.layout.id, f.name),
        array: f.kind === 'array' ? f : undefined,
      });
    } else {
      const comp = composites.find((x) => x.fields[0] === f.name);
      if (comp) steps.push({ op: 'composite', comp });
    }
  }
  const order = c.layout.gpsdOrder;
  if (order !== undefined) {
    const name = (st: Step): string =>
      st.op === 'field' ? st.name : st.op === 'composite' ? st.comp.name : 'part';
    const rank = (st: Step, k: number): number => {
      if (k < 3) return -1000 + k; // type, repeat, mmsi stay first
      const at = order.indexOf(name(st));
      return at >= 0 ? at : order.length + k;
    };
    const ranked = steps.map((st, k) => ({ st, r: rank(st, k) }));
    ranked.sort((a, b) => a.r - b.r);
    steps.splice(0, steps.length, ...ranked.map((x) => x.st));
  }
  plan = steps;
  plans.set(c, plan);
  return plan;
}

/** Builds gpsd's JSON object for a message (without the type 24 A/B merge: see Gpsd24Merger). */
export function toGpsd(m: AisMessage): GpsdJson {
  const out: GpsdJson = { class: 'AIS', device: 'stdin' };
  const c = SPEC_BY_TYPE[m.type]?.pickFor(m);
  if (!c) return out;
  for (const step of planOf(c)) {
    if (step.op === 'field') {
      const v = m[step.name];
      const value = step.array
        ? gpsdElements(step.array, v)
        : v === null || v === undefined
          ? step.zero
          : (v as string | number | boolean);
      out[step.name] = value;
      if (step.name === 'mmsi') out.scaled = false;
      else if (step.text !== undefined) out[`${step.name}_text`] = step.text(Number(value));
    } else if (step.op === 'composite') {
      out[step.comp.name] = composite(step.comp.format, m, step.comp.fields);
    } else out.part = m.partno === 0 ? 'A' : 'B';
  }
  // gpsd appends type 21's name extension to a name of 20 characters before trimming
  // (in gpsd mode the reader keeps the name untrimmed for this).
  if (m.type === 21) {
    const name = typeof out.name === 'string' ? out.name : '';
    const ext = typeof m.name_ext === 'string' ? m.name_ext : '';
    out.name = (name.length === 20 ? name + ext : name).replace(/ +$/, '');
  }
  if (m.type === 24 && m.partno === 1) out.vendorid = legacyVendorId(m);
  if (m.type === 25 || m.type === 26) {
    const head: GpsdJson = {
      class: 'AIS',
      device: 'stdin',
      type: m.type,
      repeat: m.repeat,
      mmsi: m.mmsi,
      scaled: false,
    };
    for (const k of BINARY_25_26) {
      head[k] =
        out[k] ?? (k === 'data' ? '0:' : k === 'addressed' || k === 'structured' ? false : 0);
    }
    // gpsd 3.22 never fills type 26's radio field: it always prints 0.
    if (m.type === 26) head.radio = 0;
    return head;
  }
  return out;
}

const quoted = new Map<string, string>();
/** JSON for a string, cached for the small set of lookup strings. */
const quote = (v: string): string => {
  let q = quoted.get(v);
  if (q === undefined) {
    q = JSON.stringify(v);
    if (quoted.size < 4096) quoted.set(v, q);
  }
  return q;
};

type LineWriter = (m: AisMessage) => string;
const lineWriters = new WeakMap<CompiledLayout, LineWriter>();

/**
 * The plan of a layout compiled to one string expression (field reads by constant name, so
 * monomorphic): `JSON.stringify(toGpsd(m))` without building the object. Falls back to the
 * plan walk where code generation is barred.
 */
function lineWriterOf(c: CompiledLayout): LineWriter {
  let w = lineWriters.get(c);
  if (w !== undefined) return w;
  const steps = planOf(c);
  const texts: ((v: number) => string)[] = [];
  const comps: Composite[] = [];
  const arrays: FieldDef[] = [];
  const parts: string[] = [JSON.stringify('{"class":"AIS","device":"stdin"')];
  for (const step of steps) {
    if (step.op === 'part') {
      parts.push(`(m.partno === 0 ? ',"part":"A"' : ',"part":"B"')`);
    } else if (step.op === 'composite') {
      comps.push(step.comp);
      parts.push(
        JSON.stringify(`,"${step.comp.name}":"`),
        `h.comp(${comps.length - 1}, m)`,
        "'\"'",
      );
    } else {
      const key = JSON.stringify(step.name);
      parts.push(JSON.stringify(`,"${step.name}":`));
      if (step.array !== undefined) {
        arrays.push(step.array);
        parts.push(`h.arr(${arrays.length - 1}, m[${key}])`);
      } else if (typeof step.zero === 'number') parts.push(`h.num(m[${key}])`);
      else if (typeof step.zero === 'boolean')
        parts.push(`(m[${key}] === true ? 'true' : 'false')`);
      else parts.push(`h.str(m[${key}], ${JSON.stringify(step.zero)})`);
      if (step.name === 'mmsi') parts.push(`',"scaled":false'`);
      else if (step.text !== undefined) {
        texts.push(step.text);
        parts.push(
          JSON.stringify(`,"${step.name}_text":`),
          `h.text(${texts.length - 1}, m[${key}])`,
        );
      }
    }
  }
  parts.push("'}'");
  const helpers = {
    num: (v: unknown): string => (typeof v === 'number' ? String(v) : '0'),
    str: (v: unknown, zero: string): string => JSON.stringify(typeof v === 'string' ? v : zero),
    text: (k: number, v: unknown): string =>
      quote((texts[k] as (v: number) => string)(Number(v ?? 0))),
    comp: (k: number, m: AisMessage): string => {
      const comp = comps[k] as Composite;
      return composite(comp.format, m, comp.fields);
    },
    arr: (k: number, v: unknown): string => JSON.stringify(gpsdElements(arrays[k] as FieldDef, v)),
  };
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiled from the tables only
    const make = new Function('h', `return function line(m) { return ${parts.join(' + ')}; };`);
    w = (make as (h: typeof helpers) => LineWriter)(helpers);
  } catch {
    w = (m) => JSON.stringify(toGpsd(m));
  }
  lineWriters.set(c, w);
  return w;
}

/**
 * `JSON.stringify(toGpsd(m))`, fast: the CLI's hot path. Types whose gpsd form needs
 * post-processing (21, 24, 25, 26) take the object route.
 */
export function toGpsdLine(m: AisMessage): string {
  const t = m.type;
  const c = t === 21 || t === 24 || t === 25 || t === 26 ? null : SPEC_BY_TYPE[t]?.pickFor(m);
  if (!c) return JSON.stringify(toGpsd(m));
  return lineWriterOf(c)(m);
}

/**
 * gpsd (even with -s) joins a type 24 part B to a part A of the same MMSI it saw before and
 * prints one object without `part`. This replays that: gpsd keeps its queue of the last 8
 * part A names per radio channel (its decoding context is per channel).
 */
export class Gpsd24Merger {
  private readonly queues = new Map<
    string,
    { names: { mmsi: number; shipname: string }[]; index: number }
  >();
  private readonly size: number;

  constructor(size = 8) {
    this.size = size;
  }

  apply(m: AisMessage, json: GpsdJson, channel = ''): GpsdJson {
    if (m.type !== 24) return json;
    let q = this.queues.get(channel);
    if (q === undefined) {
      // Channels come from the input: bound how many queues garbage can create.
      if (this.queues.size >= 16) this.queues.clear();
      q = { names: [], index: 0 };
      this.queues.set(channel, q);
    }
    if (m.partno === 0) {
      q.names[q.index] = {
        mmsi: m.mmsi,
        shipname: typeof json.shipname === 'string' ? json.shipname : '',
      };
      q.index = (q.index + 1) % this.size;
      return json;
    }
    const hit = q.names.find((e) => e.mmsi === m.mmsi);
    if (hit === undefined) return json;
    hit.mmsi = 0;
    const merged: GpsdJson = {};
    for (const [k, v] of Object.entries(json)) {
      if (k === 'part') continue;
      merged[k] = v;
      if (k === 'scaled') merged.shipname = hit.shipname;
    }
    return merged;
  }
}

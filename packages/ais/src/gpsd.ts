/**
 * gpsd-compatible view of decoded messages: the object `gpsdecode -u -j -s` prints, built
 * from the same tables (field names, unscaled integers, gpsd's date strings, its zero-filled
 * defaults for fields a short payload lacks). The `*_text` lookups gpsd adds are not printed.
 */
import type { Composite, FieldDef } from './fields.ts';
import { SPEC_BY_TYPE } from './messages/registry.ts';
import type { AisMessage, CompiledLayout } from './reader.ts';
import { SIXBIT_TEXT } from './sixbit.ts';

export type GpsdJson = Record<string, string | number | boolean>;

const zero = (f: FieldDef): string | number | boolean =>
  f.kind === 'bool' ? false : f.kind === 'text' ? '' : f.kind === 'data' ? '0:' : 0;

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
  | { readonly op: 'field'; readonly name: string; readonly zero: string | number | boolean }
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
    else if (!inComposite.has(f.name)) steps.push({ op: 'field', name: f.name, zero: zero(f) });
    else {
      const comp = composites.find((x) => x.fields[0] === f.name);
      if (comp) steps.push({ op: 'composite', comp });
    }
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
      out[step.name] = v === null || v === undefined ? step.zero : v;
      if (step.name === 'mmsi') out.scaled = false;
    } else if (step.op === 'composite') {
      out[step.comp.name] = composite(step.comp.format, m, step.comp.fields);
    } else out.part = m.partno === 0 ? 'A' : 'B';
  }
  // gpsd appends type 21's name extension to a name of 20 characters before trimming
  // (in gpsd mode the reader keeps the name untrimmed for this).
  if (m.type === 21) {
    const name = String(out.name);
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

/**
 * gpsd (even with -s) joins a type 24 part B to a recently seen part A of the same MMSI and
 * prints one object without `part`. This replays that: up to 8 part A names are remembered.
 */
export class Gpsd24Merger {
  private readonly names: { mmsi: number; shipname: string }[] = [];
  private index = 0;

  apply(m: AisMessage, json: GpsdJson): GpsdJson {
    if (m.type !== 24) return json;
    if (m.partno === 0) {
      this.names[this.index] = { mmsi: m.mmsi, shipname: String(json.shipname ?? '') };
      this.index = (this.index + 1) % 8;
      return json;
    }
    const hit = this.names.find((e) => e.mmsi === m.mmsi);
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

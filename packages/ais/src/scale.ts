/**
 * The thin scaling layer: raw table values to physical units (degrees, knots, metres, ...),
 * with each field's "not available" value turned into `null`. Decoding stays raw; this is
 * for display and for callers that want units without knowing the tables.
 */
import type { FieldValue } from './fields.ts';
import { SPEC_BY_TYPE } from './messages/registry.ts';
import type { AisMessage } from './reader.ts';

export function scaled(m: AisMessage): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  const c = SPEC_BY_TYPE[m.type]?.pickFor(m);
  if (!c) return { ...m };
  for (const f of c.fields) {
    if (f.kind === 'spare') continue;
    const v = m[f.name];
    if (v === undefined) continue;
    if (typeof v === 'number' && f.na !== undefined && v === f.na) out[f.name] = null;
    else if (typeof v === 'number' && f.scale !== undefined) out[f.name] = v * f.scale;
    else out[f.name] = v;
  }
  return out;
}

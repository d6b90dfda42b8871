/**
 * Payload → message: pick the type's layout, check the length against its tolerances, run
 * the generic reader.
 */
import { err, type AisError, type Result } from './errors.ts';
import { SPEC_BY_TYPE } from './messages/registry.ts';
import { readLayout, type AisMessage } from './reader.ts';
import { createBits, dearmour, readUint, type Bits } from './sixbit.ts';

/** Why the last `decodeBitsOrNull` call returned null (valid until the next call). */
export let lastError: AisError | null = null;

const fail = (kind: AisError['kind'], detail: string): null => {
  lastError = { kind, detail };
  return null;
};

/**
 * Decodes de-armoured bits. Returns null on failure with the reason in `lastError`: the hot
 * path's variant of `decodeBits`, with no result wrapper.
 */
export function decodeBitsOrNull(bits: Bits, gpsd = false): AisMessage | null {
  const { syms, bitLength } = bits;
  if (bitLength < 6) return fail('length', `payload of ${bitLength} bits has no type`);
  const type = readUint(syms, 0, 6);
  const spec = SPEC_BY_TYPE[type];
  if (spec === undefined) return fail('type', `message type ${type}`);
  if (
    bitLength < spec.minBits ||
    bitLength > spec.maxBits ||
    (spec.exactBits !== undefined && !spec.exactBits.includes(bitLength))
  ) {
    return fail(
      'length',
      `type ${type}: ${bitLength} bits outside ${spec.minBits}..${spec.maxBits}`,
    );
  }
  const c = spec.pick(syms, bitLength);
  if (c === null) return fail('variant', `type ${type}: no layout for this variant`);
  // A layout with a variable-length tail needs all of its fixed fields.
  if (c.restIndex >= 0 && bitLength < c.fixedBits) {
    return fail('length', `type ${type}: ${bitLength} bits, fixed fields need ${c.fixedBits}`);
  }
  return readLayout(c, syms, bitLength, gpsd);
}

export function decodeBits(bits: Bits, gpsd = false): Result<AisMessage> {
  const m = decodeBitsOrNull(bits, gpsd);
  return m === null && lastError
    ? { ok: false, error: lastError }
    : { ok: true, value: m as AisMessage };
}

const scratch = createBits();

/** Decodes an armoured payload (the sixth field of a VDM sentence, all fragments joined). */
export function decodePayload(payload: string, fillBits = 0): Result<AisMessage> {
  if (!(fillBits >= 0 && fillBits <= 9)) return err('payload', `fill bits ${fillBits}`);
  const n = dearmour(payload, 0, payload.length, scratch, 0);
  if (n < 0) return err('payload', 'invalid armour character or payload too long');
  scratch.bitLength = n * 6 - fillBits;
  if (scratch.bitLength < 0) return err('payload', 'fill bits exceed payload');
  return decodeBits(scratch);
}

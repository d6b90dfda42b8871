import { callSignKey } from '../vessel/plot.ts';

/**
 * Double CallSign (SPEC §3: callSign, count, mmsi): more than one MMSI reporting the same
 * call sign. One record per (call sign, MMSI); open while the count is over one. Empty and
 * filler call signs ('@@@@@@@', '0') are never compared.
 */
export interface CallSignVerdict {
  key: string | null;
  double: boolean;
  count: number;
  /** The other MMSIs reporting it. */
  others: number[];
}

export function callSignDouble(
  mmsi: number,
  callSign: string | null,
  holders: Iterable<number> | undefined,
): CallSignVerdict {
  const key = callSignKey(callSign);
  if (key === null || !holders) return { key, double: false, count: 0, others: [] };
  const others = [...holders].filter((m) => m !== mmsi);
  return { key, double: others.length > 0, count: others.length + 1, others };
}

/**
 * Who reports each call sign (by `callSignKey`). Nearly every call sign has one holder, so
 * one is kept as the MMSI itself and a set only once a second MMSI reports it: 110,000
 * vessels' one-member sets were 17 MB of the heap, twice over (the live picture's plot
 * status and the Double CallSign rule each keep one).
 */
export class CallSignHolders {
  readonly #byKey = new Map<string, number | Set<number>>();

  add(key: string, mmsi: number): void {
    const held = this.#byKey.get(key);
    if (held === undefined) this.#byKey.set(key, mmsi);
    else if (typeof held === 'number') {
      if (held !== mmsi) this.#byKey.set(key, new Set([held, mmsi]));
    } else held.add(mmsi);
  }

  remove(key: string, mmsi: number): void {
    const held = this.#byKey.get(key);
    if (held === undefined) return;
    if (typeof held === 'number') {
      if (held === mmsi) this.#byKey.delete(key);
      return;
    }
    held.delete(mmsi);
    if (held.size === 1) this.#byKey.set(key, held.values().next().value as number);
    else if (held.size === 0) this.#byKey.delete(key);
  }

  /** The MMSIs reporting a call sign (none: an empty list). */
  holders(key: string): readonly number[] {
    const held = this.#byKey.get(key);
    if (held === undefined) return [];
    return typeof held === 'number' ? [held] : [...held];
  }

  count(key: string): number {
    const held = this.#byKey.get(key);
    return held === undefined ? 0 : typeof held === 'number' ? 1 : held.size;
  }

  clear(): void {
    this.#byKey.clear();
  }
}

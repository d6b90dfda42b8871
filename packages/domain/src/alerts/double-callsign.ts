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
  holders: ReadonlySet<number> | undefined,
): CallSignVerdict {
  const key = callSignKey(callSign);
  if (key === null || !holders) return { key, double: false, count: 0, others: [] };
  const others = [...holders].filter((m) => m !== mmsi);
  return { key, double: others.length > 0, count: others.length + 1, others };
}

/**
 * No IMO (SPEC §3 No IMO; §2.15 plot popup): a class A ship that should carry an IMO number
 * (SOLAS V/19.2.4: ships of 300 GT and up on international voyages; every class A
 * transceiver's message 5 has the field) and sent a static report (message 5) without a
 * valid one. Ship types exempt because they seldom hold one: fishing (30), sailing (36),
 * pleasure craft (37), and service craft 50–59 (pilots, SAR, tugs, tenders, law
 * enforcement). A number that fails its check digit counts as none.
 */
const EXEMPT = new Set([30, 36, 37, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);

export interface NoImoInput {
  aisClass: 'A' | 'B' | null;
  /** Message type of the static report (5 for class A). */
  msgType: number;
  imo: number | null;
  shipType: number | null;
}

export function noImo(v: NoImoInput): boolean {
  if (v.aisClass !== 'A' || v.msgType !== 5) return false;
  if (v.shipType !== null && EXEMPT.has(v.shipType)) return false;
  return v.imo === null || !validImo(v.imo);
}

/** IMO number: seven digits, the last the sum of the first six weighted 7..2, mod 10. */
export function validImo(imo: number): boolean {
  if (!Number.isInteger(imo) || imo < 1_000_000 || imo > 9_999_999) return false;
  const d = String(imo);
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(d[i]) * (7 - i);
  return sum % 10 === Number(d[6]);
}

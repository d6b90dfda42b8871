import { midOf, mmsiKind } from '../vessel/mid.ts';

/**
 * ZEE (SPEC §3 ZEE: flag, status, blacklistStatus): a foreign-flagged vessel inside
 * Indonesia's Exclusive Economic Zone. Indonesian ships (MID 525) are at home; an MMSI with
 * no country (a base station, SAR aircraft, AtoN) is not a ship here. Blacklisted vessels
 * keep the alert with `blacklistStatus` 1 (the dialog hides them unless toggled).
 */
export const INDONESIA_MID = 525;

export function zeeForeign(mmsi: number): boolean {
  if (mmsiKind(mmsi) !== 'ship') return false;
  const mid = midOf(mmsi);
  return mid !== undefined && mid !== INDONESIA_MID;
}

export function blacklistStatus(mmsi: number, blacklist: ReadonlySet<number>): 0 | 1 {
  return blacklist.has(mmsi) ? 1 : 0;
}

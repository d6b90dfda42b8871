import { midOf, mmsiKind } from '../vessel/mid.ts';
import type { AlertPriority } from './types.ts';

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

/** ITU-R M.1371 ship type 30 (fishing) and navigational status 7 (engaged in fishing). */
const FISHING_TYPE = 30;
const ENGAGED_IN_FISHING = 7;

/**
 * How much a foreign ship in the EEZ needs a person. Foreign merchant ships cross the EEZ
 * all day on the archipelagic sea lanes (UNCLOS art. 53: the right of passage): each is
 * recorded (caution), not rung. A foreign fishing vessel (the EEZ's fish are Indonesia's,
 * UNCLOS art. 56; illegal fishing is what the watch is for) or a blacklisted one is a warning.
 */
export function zeePriority(v: {
  shipType: number | null;
  navStatus: number | null;
  blacklisted: boolean;
}): AlertPriority {
  const fishing = v.shipType === FISHING_TYPE || v.navStatus === ENGAGED_IN_FISHING;
  return fishing || v.blacklisted ? 'warning' : 'caution';
}

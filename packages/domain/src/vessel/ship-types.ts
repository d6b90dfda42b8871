/**
 * The ship-type groups of the Filter Kapal panel (SPEC §2.2), in the spec's order, and the
 * AIS ship-type codes (ITU-R M.1371 table 53) each one holds (SPEC §4 'AIS category ranges').
 */
export const SHIP_TYPE_GROUPS = [
  { id: 'unknown', label: 'Unknown type' },
  { id: 'wig', label: 'Wing in ground' },
  { id: 'fishing', label: 'Fishing' },
  { id: 'tugs', label: 'Tugs & Special Craft' },
  { id: 'pleasure', label: 'Pleasure Craft' },
  { id: 'hsc', label: 'High Speed Craft' },
  { id: 'sar', label: 'SAR Aircraft' },
  { id: 'passenger', label: 'Passenger' },
  { id: 'cargo', label: 'Cargo' },
  { id: 'tanker', label: 'Tanker' },
  { id: 'others', label: 'Others Vessel' },
] as const;

export type ShipTypeGroup = (typeof SHIP_TYPE_GROUPS)[number]['id'];

/** The filter group of an AIS ship-type code; null (not reported) and 0 are unknown. */
export function shipTypeGroup(code: number | null | undefined): ShipTypeGroup {
  if (code == null || code === 0) return 'unknown';
  if (code >= 20 && code <= 29) return 'wig';
  if (code === 30) return 'fishing';
  if (code === 36 || code === 37) return 'pleasure';
  if (code === 51) return 'sar';
  if ((code >= 31 && code <= 35) || code === 50 || (code >= 52 && code <= 59)) return 'tugs';
  if (code >= 40 && code <= 49) return 'hsc';
  if (code >= 60 && code <= 69) return 'passenger';
  if (code >= 70 && code <= 79) return 'cargo';
  if (code >= 80 && code <= 89) return 'tanker';
  return 'others';
}

/** The first digit's meaning and the second digit's (ITU-R M.1371 table 53). */
const SPECIAL: Record<number, string> = {
  30: 'Fishing',
  31: 'Towing',
  32: 'Towing: length exceeds 200m or breadth exceeds 25m',
  33: 'Dredging or underwater ops',
  34: 'Diving ops',
  35: 'Military ops',
  36: 'Sailing',
  37: 'Pleasure Craft',
  50: 'Pilot Vessel',
  51: 'Search and Rescue vessel',
  52: 'Tug',
  53: 'Port Tender',
  54: 'Anti-pollution equipment',
  55: 'Law Enforcement',
  58: 'Medical Transport',
  59: 'Noncombatant ship according to RR Resolution No. 18',
};
const FIRST: Record<number, string> = {
  2: 'Wing in ground (WIG)',
  4: 'High speed craft (HSC)',
  6: 'Passenger',
  7: 'Cargo',
  8: 'Tanker',
  9: 'Other Type',
};
const HAZARD: Record<number, string> = {
  0: 'all ships of this type',
  1: 'Hazardous category A',
  2: 'Hazardous category B',
  3: 'Hazardous category C',
  4: 'Hazardous category D',
  9: 'No additional information',
};

/** The AIS ship-type code in words ('Tanker, Hazardous category A'). */
export function shipTypeText(code: number | null | undefined): string {
  if (code == null || code === 0) return 'Not available';
  const special = SPECIAL[code];
  if (special) return special;
  const first = FIRST[Math.floor(code / 10)];
  if (!first) return 'Reserved';
  const second = HAZARD[code % 10];
  return second ? `${first}, ${second}` : `${first}, Reserved for future use`;
}

/** Navigation status (SPEC §4, ITU-R M.1371): code → words. */
export const NAV_STATUS: Record<number, string> = {
  0: 'Under way using engine',
  1: 'At anchor',
  2: 'Not under command',
  3: 'Restricted manoeuverability',
  4: 'Constrained by her draught',
  5: 'Moored',
  6: 'Aground',
  7: 'Engaged in fishing',
  8: 'Under way sailing',
  9: 'Reserved for HSC',
  10: 'Reserved for WIG',
  11: 'Power-driven vessel towing astern',
  12: 'Power-driven vessel pushing ahead or towing alongside',
  14: 'AIS-SART is active',
  15: 'Not defined',
};

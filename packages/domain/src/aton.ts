import { cleanText, type RawAis } from './vessel/normalise.ts';

/**
 * Aids to navigation (SPEC's SBNP: lighthouses, light beacons, buoys, racons) as they report
 * themselves over AIS in message 21. Real and virtual aids alike; a virtual aid is one a
 * shore station announces for a place where nothing physical stands.
 */
export interface AtonReport {
  mmsi: number;
  /** When the report was received. */
  t: number;
  source: string;
  /** The name with its extension (message 21 carries 20 characters, then up to 14 more). */
  name: string | null;
  /** ITU-R M.1371 type of aid, 0–31 (`AID_TYPES`). */
  aidType: number;
  lat: number;
  lon: number;
  virtual: boolean;
  /** Whether a floating aid is off its charted position; null when the aid cannot tell. */
  offPosition: boolean | null;
}

/** ITU-R M.1371-5, Table 74: the type of aid to navigation, by its code. */
export const AID_TYPES: readonly string[] = [
  'Type of aid not specified',
  'Reference point',
  'RACON (radar transponder)',
  'Fixed structure off shore',
  'Emergency wreck marking buoy',
  'Light, without sectors',
  'Light, with sectors',
  'Leading light, front',
  'Leading light, rear',
  'Beacon, cardinal N',
  'Beacon, cardinal E',
  'Beacon, cardinal S',
  'Beacon, cardinal W',
  'Beacon, port hand',
  'Beacon, starboard hand',
  'Beacon, preferred channel port hand',
  'Beacon, preferred channel starboard hand',
  'Beacon, isolated danger',
  'Beacon, safe water',
  'Beacon, special mark',
  'Cardinal mark N',
  'Cardinal mark E',
  'Cardinal mark S',
  'Cardinal mark W',
  'Port hand mark',
  'Starboard hand mark',
  'Preferred channel, port hand',
  'Preferred channel, starboard hand',
  'Isolated danger',
  'Safe water',
  'Special mark',
  'Light vessel, LANBY or rig',
];

/** The name of an aid type code; codes outside the table are named by their number. */
export function aidTypeName(code: number): string {
  return AID_TYPES[code] ?? `Aid type ${code}`;
}

/** 1/10000 minute per degree. */
const PER_DEG = 600_000;
/** Message 21's name field is 20 characters; a longer name goes on in the extension. */
const NAME_CHARS = 20;

/**
 * A message 21 as an aid's report, or null for any other message and for a report without
 * a position (91° latitude, 181° longitude) or with an impossible one.
 */
export function normaliseAton(m: RawAis, t: number, source: string): AtonReport | null {
  if (m.type !== 21 || !Number.isInteger(m.mmsi) || m.mmsi <= 0) return null;
  const lat = typeof m['lat'] === 'number' ? m['lat'] : null;
  const lon = typeof m['lon'] === 'number' ? m['lon'] : null;
  if (lat === null || lon === null) return null;
  if (Math.abs(lat) > 90 * PER_DEG || Math.abs(lon) > 180 * PER_DEG) return null;
  const name = typeof m['name'] === 'string' ? m['name'] : '';
  const ext = typeof m['name_ext'] === 'string' ? m['name_ext'] : '';
  const second = typeof m['second'] === 'number' ? m['second'] : 60;
  return {
    mmsi: m.mmsi,
    t,
    source,
    name: cleanText(name.length >= NAME_CHARS ? name + ext : name),
    aidType: typeof m['aid_type'] === 'number' ? m['aid_type'] : 0,
    lat: lat / PER_DEG,
    lon: lon / PER_DEG,
    virtual: m['virtual_aid'] === true,
    // The off-position flag means something only with a valid time stamp (second 0–59).
    offPosition: second <= 59 ? m['off_position'] === true : null,
  };
}

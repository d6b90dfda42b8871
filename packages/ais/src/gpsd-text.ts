/**
 * The `*_text` strings gpsd prints beside some coded fields, so `--gpsd` output matches
 * `gpsdecode -u -j -s` line for line. Display strings of gpsd 3.22, not Pantau's vocabulary
 * (the domain package owns that).
 */

const reserved = (n: number, s = 'Reserved for future use'): string[] =>
  new Array<string>(n).fill(s);
const group = (name: string, none = 'No additional information'): string[] => [
  `${name} - all ships of this type`,
  `${name} - Hazardous category A`,
  `${name} - Hazardous category B`,
  `${name} - Hazardous category C`,
  `${name} - Hazardous category D`,
  ...reserved(4, `${name} - Reserved for future use`),
  `${name} - ${none}`,
];

const SHIPTYPE = [
  'Not available',
  ...reserved(19),
  ...group('Wing in ground (WIG)'),
  'Fishing',
  'Towing',
  'Towing: length exceeds 200m or breadth exceeds 25m',
  'Dredging or underwater ops',
  'Diving ops',
  'Military ops',
  'Sailing',
  'Pleasure Craft',
  'Reserved',
  'Reserved',
  ...group('High speed craft (HSC)'),
  'Pilot Vessel',
  'Search and Rescue vessel',
  'Tug',
  'Port Tender',
  'Anti-pollution equipment',
  'Law Enforcement',
  'Spare - Local Vessel',
  'Spare - Local Vessel',
  'Medical Transport',
  'Ship according to RR Resolution No. 18',
  ...group('Passenger'),
  ...group('Cargo'),
  ...group('Tanker'),
  ...group('Other Type', 'no additional information'),
];

const STATUS = [
  'Under way using engine',
  'At anchor',
  'Not under command',
  'Restricted manoeuverability',
  'Constrained by her draught',
  'Moored',
  'Aground',
  'Engaged in fishing',
  'Under way sailing',
  'Reserved for HSC',
  'Reserved for WIG',
  'Reserved',
  'Reserved',
  'Reserved',
  'Reserved',
  'Not defined',
];

const EPFD = [
  'Undefined',
  'GPS',
  'GLONASS',
  'Combined GPS/GLONASS',
  'Loran-C',
  'Chayka',
  'Integrated navigation system',
  'Surveyed',
  'Galileo',
];

const AID_TYPE = [
  'Unspecified',
  'Reference point',
  'RACON',
  'Fixed offshore structure',
  'Spare, Reserved for future use.',
  'Light, without sectors',
  'Light, with sectors',
  'Leading Light Front',
  'Leading Light Rear',
  'Beacon, Cardinal N',
  'Beacon, Cardinal E',
  'Beacon, Cardinal S',
  'Beacon, Cardinal W',
  'Beacon, Port hand',
  'Beacon, Starboard hand',
  'Beacon, Preferred Channel port hand',
  'Beacon, Preferred Channel starboard hand',
  'Beacon, Isolated danger',
  'Beacon, Safe water',
  'Beacon, Special mark',
  'Cardinal Mark N',
  'Cardinal Mark E',
  'Cardinal Mark S',
  'Cardinal Mark W',
  'Port hand Mark',
  'Starboard hand Mark',
  'Preferred Channel Port hand',
  'Preferred Channel Starboard hand',
  'Isolated danger',
  'Safe Water',
  'Special Mark',
  'Light Vessel / LANBY / Rigs',
];

const STATION_TYPE = [
  'All types of mobiles',
  'Reserved for future use',
  'All types of Class B mobile stations',
  'SAR airborne mobile station',
  'Aid to Navigation station',
  'Class B shipborne mobile station',
  ...reserved(4, 'Regional use and inland waterways'),
  ...reserved(6),
];

/** Inland (ERI) ship types gpsd names; any other code is "Illegal ship type value.". */
const ERI: Record<number, string> = {
  8000: 'Vessel, type unknown',
  8010: 'Motor freighter',
  8020: 'Motor tanker',
  8021: 'Motor tanker, liquid cargo, type N',
  8022: 'Motor tanker, liquid cargo, type C',
  8023: 'Motor tanker, dry cargo as if liquid (e.g. cement)',
  8030: 'Container vessel',
  8040: 'Gas tanker',
  8050: 'Motor freighter, tug',
  8060: 'Motor tanker, tug',
  8070: 'Motor freighter with one or more ships alongside',
  8080: 'Motor freighter with tanker',
  8090: 'Motor freighter pushing one or more freighters',
  8100: 'Motor freighter pushing at least one tank-ship',
  8110: 'Tug, freighter',
  8120: 'Tug, tanker',
  8130: 'Tug freighter, coupled',
  8140: 'Tug, freighter/tanker, coupled',
  8150: 'Freightbarge',
  8160: 'Tankbarge',
  8161: 'Tankbarge, liquid cargo, type N',
  8162: 'Tankbarge, liquid cargo, type C',
  8163: 'Tankbarge, dry cargo as if liquid (e.g. cement)',
  8170: 'Freightbarge with containers',
  8180: 'Tankbarge, gas',
  8210: 'Pushtow, one cargo barge',
  8220: 'Pushtow, two cargo barges',
  8230: 'Pushtow, three cargo barges',
  8240: 'Pushtow, four cargo barges',
  8250: 'Pushtow, five cargo barges',
  8260: 'Pushtow, six cargo barges',
  8270: 'Pushtow, seven cargo barges',
  8280: 'Pushtow, eight cargo barges',
  8290: 'Pushtow, nine or more barges',
  8310: 'Pushtow, one tank/gas barge',
  79: 'Motor freighter',
  80: 'Motor tanker, liquid cargo, type N',
  99: 'Vessel, type unknown',
};

const lookup =
  (table: readonly string[], fallback: string) =>
  (v: number): string =>
    table[v] ?? fallback;

/** Text for a field, by layout id (or '*' for every layout) and field name. */
export const GPSD_TEXT: Record<string, Record<string, (v: number) => string>> = {
  '*': {
    status: lookup(STATUS, 'INVALID STATUS'),
    shiptype: lookup(SHIPTYPE, 'INVALID SHIP TYPE'),
    epfd: lookup(EPFD, 'INVALID EPFD'),
    aid_type: lookup(AID_TYPE, 'INVALID NAVAID TYPE'),
    stationtype: lookup(STATION_TYPE, 'INVALID STATION TYPE'),
  },
  '27': {},
  '8/200/10': {
    shiptype: (v) => ERI[v] ?? 'Illegal ship type value.',
    hazard: lookup(
      [
        '0 blue cones/lights',
        '1 blue cone/light',
        '2 blue cones/lights',
        '3 blue cones/lights',
        '4 B-Flag',
        'Unknown',
      ],
      'INVALID HAZARD STATUS',
    ),
    loaded: lookup(['N/A (default)', 'Unloaded', 'Loaded'], 'INVALID LOAD STATUS'),
  },
  '6/235/10': {
    racon: lookup(
      ['No RACON installed', 'RACON not monitored', 'RACON operational', 'RACON ERROR'],
      '',
    ),
    light: lookup(['No light or no monitoring', 'Light ON', 'Light OFF', 'Light ERROR'], ''),
  },
  '8/1/11': {
    preciptype: lookup(
      ['reserved', 'rain', 'thunderstorm', 'freezing rain', 'mixed/ice', 'snow', 'reserved', 'N/A'],
      '',
    ),
    ice: lookup(['no', 'yes', 'reserved', 'N/A'], ''),
  },
};
GPSD_TEXT['6/250/10'] = GPSD_TEXT['6/235/10'] ?? {};

/** The text function for a field of a layout, if gpsd prints one. */
export function gpsdTextFor(layoutId: string, field: string): ((v: number) => string) | undefined {
  const own = GPSD_TEXT[layoutId];
  if (own !== undefined && field in own) return own[field];
  // 8/200/10's shiptype and type 27's status have their own rules (27 prints no text).
  if (layoutId.includes('/') && field === 'shiptype') return undefined;
  if (layoutId === '27') return undefined;
  return GPSD_TEXT['*']?.[field];
}

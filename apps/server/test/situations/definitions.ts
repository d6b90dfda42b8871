/**
 * Recorded alert situations (issue #29): each a short AIS recording, as NMEA with tag-block
 * times, of a situation operators meet, with the alerts it must raise and those it must not.
 * The tracks are scripted here and written to `<name>.nmea` by `record.ts` (real AIS
 * messages 1, 18, 5 and 24 through `@pantau/ais`'s writer); the test and the benchmark read
 * the `.nmea` files, as they would a capture of a feed.
 *
 * Ports: the Boundary circles the situations are replayed with (a registry's ports, their
 * positions from the World Port Index / Google Maps, rounded), each SPEC §9's 30 NM.
 */
import { destination, type LonLat } from '@pantau/sim';
import type { AlertType } from '@pantau/domain';

export const NM = 1852;

export interface SituationPort {
  id: string;
  name: string;
  lon: number;
  lat: number;
  category: 'port' | 'vts';
  code: string | null;
}

export const SITUATION_PORTS: readonly SituationPort[] = [
  { id: 'batu-ampar', name: 'Batu Ampar', lon: 104.0, lat: 1.165, category: 'port', code: 'IDBTM' },
  { id: 'sekupang', name: 'Sekupang', lon: 103.95, lat: 1.12, category: 'port', code: 'IDSKP' },
  { id: 'vts-batam', name: 'VTS Batam', lon: 104.03, lat: 1.18, category: 'vts', code: null },
  {
    id: 'pekalongan',
    name: 'Pekalongan',
    lon: 109.68,
    lat: -6.86,
    category: 'port',
    code: 'IDPEK',
  },
  { id: 'belawan', name: 'Belawan', lon: 98.69, lat: 3.79, category: 'port', code: 'IDBLW' },
  { id: 'priok', name: 'Tanjung Priok', lon: 106.88, lat: -6.1, category: 'port', code: 'IDTPP' },
  { id: 'merak', name: 'Merak', lon: 105.99, lat: -5.93, category: 'port', code: 'IDMRK' },
  { id: 'bakauheni', name: 'Bakauheni', lon: 105.75, lat: -5.87, category: 'port', code: 'IDBKH' },
];

/** One leg of a track: steaming on a course, or lying still, for a time. */
export type Leg =
  { s: number; steam: { cog: number; kn: number } } | { s: number; still: { status: 0 | 1 | 5 } };

export interface ScriptedVessel {
  mmsi: number;
  aisClass: 'A' | 'B';
  name: string;
  callSign: string;
  /** 0: none (a class A without one raises No IMO). */
  imo: number;
  shipType: number;
  start: LonLat;
  /** Seconds from the recording's start of its first report. */
  from?: number;
  legs: readonly Leg[];
  /** Seconds from the recording's start after which it sends nothing (gone silent). */
  silentAfter?: number;
  /** Navigational status while steaming (7: engaged in fishing). */
  underwayStatus?: number;
}

/** An alert that must be raised: its type, vessel and how many records (default 1). */
export interface Expected {
  type: AlertType;
  mmsi: number;
  count?: number;
  /** Details the record must carry (compared as given). */
  details?: Record<string, string | number>;
  /** The priority it must have. */
  priority?: 'alarm' | 'warning' | 'caution';
}

/** An alert that must not be raised: a type, for one vessel or (no mmsi) for any. */
export interface Forbidden {
  type: AlertType;
  mmsi?: number;
}

export interface SituationDef {
  name: string;
  /** What an operator sees, in a sentence. */
  about: string;
  seconds: number;
  vessels: readonly ScriptedVessel[];
  must: readonly Expected[];
  mustNot: readonly Forbidden[];
}

/** 2026-11-02 00:00 UTC: the recordings' start (a weekday, WIB 07:00). */
export const START_S = 1_793_577_600;

const MIN = 60;

/** A class A ship: MMSI, name, call sign, its IMO number's first six digits, ship type. */
function ship(
  mmsi: number,
  name: string,
  callSign: string,
  imoSix: number,
  shipType: number,
  track: Pick<ScriptedVessel, 'start' | 'legs'> & Partial<ScriptedVessel>,
): ScriptedVessel {
  return { mmsi, aisClass: 'A', name, callSign, imo: imo(imoSix), shipType, ...track };
}

/** A valid IMO number from its first six digits (the seventh is the check digit). */
function imo(six: number): number {
  const sum = String(six)
    .split('')
    .reduce((s, d, i) => s + Number(d) * (7 - i), 0);
  return six * 10 + (sum % 10);
}

export const SITUATIONS: readonly SituationDef[] = [
  {
    name: 'overlapping-ports',
    about:
      'A ship comes in from the Singapore Strait to Batu Ampar, where the circles of Batu Ampar, Sekupang and VTS Batam overlap, and berths.',
    seconds: 150 * MIN,
    vessels: [
      ship(525_019_001, 'KM BINTANG TIMUR', 'YBBT1', 930_001, 70, {
        start: [103.35, 1.165],
        legs: [
          { s: 110 * MIN, steam: { cog: 90, kn: 20 } },
          { s: 40 * MIN, still: { status: 5 } },
        ],
      }),
    ],
    must: [{ type: 'boundary', mmsi: 525_019_001, count: 1, details: { portCount: 3 } }],
    mustNot: [{ type: 'idle' }, { type: 'closeDistance' }, { type: 'aisOff' }],
  },
  {
    name: 'shared-mmsi',
    about:
      'Two ships send one MMSI: one in the Malacca Strait 70 NM off Belawan, one 45 NM off Pekalongan, 1,600 km apart, for an hour.',
    seconds: 60 * MIN,
    vessels: [
      ship(525_019_002, 'KM SAMUDERA', 'YBSM2', 930_002, 70, {
        start: [99.6, 4.6],
        legs: [{ s: 60 * MIN, steam: { cog: 120, kn: 11 } }],
      }),
      ship(525_019_002, 'KM SAMUDERA', 'YBSM2', 930_002, 70, {
        start: [109.6, -6.11],
        from: 5,
        legs: [{ s: 60 * MIN, steam: { cog: 80, kn: 9 } }],
      }),
    ],
    must: [{ type: 'doubleMmsi', mmsi: 525_019_002, count: 2 }],
    mustNot: [
      { type: 'boundary' },
      { type: 'closeDistance' },
      { type: 'idle' },
      { type: 'aisOff' },
    ],
  },
  {
    name: 'in-company',
    about: 'Two ships steam in company across the Java Sea, 0.4 NM abeam, same course and speed.',
    seconds: 60 * MIN,
    vessels: [
      ship(525_019_003, 'KM KEMBAR SATU', 'YBKS3', 930_003, 70, {
        start: [111.0, -5.0],
        legs: [{ s: 60 * MIN, steam: { cog: 90, kn: 12 } }],
      }),
      ship(525_019_004, 'KM KEMBAR DUA', 'YBKD4', 930_004, 70, {
        start: destination([111.0, -5.0], 180, 0.4),
        legs: [{ s: 60 * MIN, steam: { cog: 90, kn: 12 } }],
      }),
    ],
    must: [],
    mustNot: [{ type: 'closeDistance' }, { type: 'idle' }, { type: 'doubleMmsi' }],
  },
  {
    name: 'anchored-side-by-side',
    about:
      'Two tankers lie at anchor 250 m apart, 20 km off Belawan, for 90 minutes: a record of each idling, no collision warning.',
    seconds: 90 * MIN,
    vessels: [
      ship(525_019_005, 'MT ANUGERAH', 'YBAN5', 930_005, 80, {
        start: [98.87, 3.83],
        legs: [{ s: 90 * MIN, still: { status: 1 } }],
      }),
      ship(525_019_006, 'MT BERKAH', 'YBBK6', 930_006, 80, {
        start: destination([98.87, 3.83], 45, 250 / NM),
        legs: [{ s: 90 * MIN, still: { status: 1 } }],
      }),
    ],
    must: [
      { type: 'idle', mmsi: 525_019_005 },
      { type: 'idle', mmsi: 525_019_006 },
    ],
    mustNot: [{ type: 'closeDistance' }],
  },
  {
    name: 'strait-ferries',
    about:
      'Ferries cross the Sunda Strait between Merak and Bakauheni on lanes 2.5 NM apart, passing each other mid-strait.',
    seconds: 75 * MIN,
    vessels: [
      ship(525_019_007, 'KMP PORTLINK', 'YBPL7', 930_007, 60, {
        start: [105.99, -5.93],
        legs: [
          { s: 10 * MIN, still: { status: 5 } },
          { s: 60 * MIN, steam: { cog: 285, kn: 13 } },
          { s: 5 * MIN, still: { status: 5 } },
        ],
      }),
      ship(525_019_008, 'KMP JATRA', 'YBJT8', 930_008, 60, {
        start: destination(destination([105.99, -5.93], 285, 13), 195, 2.5),
        legs: [
          { s: 10 * MIN, still: { status: 5 } },
          { s: 60 * MIN, steam: { cog: 105, kn: 13 } },
          { s: 5 * MIN, still: { status: 5 } },
        ],
      }),
    ],
    must: [
      { type: 'boundary', mmsi: 525_019_007 },
      { type: 'boundary', mmsi: 525_019_008 },
    ],
    mustNot: [{ type: 'closeDistance' }, { type: 'idle' }, { type: 'aisOff' }],
  },
  {
    name: 'close-quarters',
    about:
      'Two cargo ships meet nearly head-on in the Java Sea and pass 300 m apart: a collision risk the watch must see.',
    seconds: 40 * MIN,
    vessels: [
      ship(525_019_009, 'KM MERAPI', 'YBMR9', 930_009, 70, {
        start: destination([113.0, -5.5], 270, 6),
        legs: [{ s: 40 * MIN, steam: { cog: 90, kn: 12 } }],
      }),
      ship(525_019_010, 'KM SEMERU', 'YBSR0', 930_010, 70, {
        start: destination(destination([113.0, -5.5], 90, 6), 0, 300 / NM),
        legs: [{ s: 40 * MIN, steam: { cog: 270, kn: 12 } }],
      }),
    ],
    must: [{ type: 'closeDistance', mmsi: 525_019_009 }],
    mustNot: [{ type: 'idle' }, { type: 'doubleMmsi' }],
  },
  {
    name: 'fishing-fleet',
    about:
      'Eight fishing boats work a ground in the Natuna Sea at 3–4 kn, 300 m apart, for 90 minutes.',
    seconds: 90 * MIN,
    vessels: Array.from({ length: 8 }, (_, i) => ({
      mmsi: 525_019_100 + i,
      aisClass: i % 2 === 0 ? ('A' as const) : ('B' as const),
      name: `KM NELAYAN ${i + 1}`,
      callSign: `YBN${String(i + 1).padStart(2, '0')}`,
      imo: 0,
      shipType: 30,
      start: destination([108.0, 3.0], 180, (i * 300) / NM),
      underwayStatus: 7,
      legs: [
        { s: 45 * MIN, steam: { cog: 60, kn: 3.5 } },
        { s: 45 * MIN, steam: { cog: 240, kn: 3.5 } },
      ],
    })),
    must: [],
    mustNot: [{ type: 'closeDistance' }, { type: 'doubleMmsi' }, { type: 'doubleCallSign' }],
  },
  {
    name: 'foreign-in-eez',
    about:
      'A Singapore-flagged cargo ship steams south from the South China Sea into Indonesia’s EEZ north of Natuna, an Indonesian ship on the same track; a Vietnamese fishing vessel crosses in to fish: the cargo ship is recorded, the fishing vessel is a warning.',
    seconds: 120 * MIN,
    vessels: [
      ship(563_019_011, 'PACIFIC GRACE', '9V1911', 930_011, 70, {
        start: [108.6, 7.0],
        legs: [{ s: 120 * MIN, steam: { cog: 180, kn: 14 } }],
      }),
      ship(525_019_012, 'KM NUSANTARA', 'YBNU2', 930_012, 70, {
        start: [108.7, 7.0],
        legs: [{ s: 120 * MIN, steam: { cog: 180, kn: 14 } }],
      }),
      {
        mmsi: 574_019_016,
        aisClass: 'B',
        name: 'HAI PHONG 16',
        callSign: 'XVHP16',
        imo: 0,
        shipType: 30,
        start: [108.6, 6.85],
        legs: [{ s: 120 * MIN, steam: { cog: 185, kn: 7 } }],
      },
    ],
    must: [
      { type: 'zee', mmsi: 563_019_011, priority: 'caution', details: { flagCode: 'SG' } },
      { type: 'zee', mmsi: 574_019_016, priority: 'warning', details: { flagCode: 'VN' } },
    ],
    mustNot: [{ type: 'zee', mmsi: 525_019_012 }, { type: 'closeDistance' }],
  },
  {
    name: 'silent-in-coverage',
    about:
      'Off Tanjung Priok a ship stops transmitting while the ships around it are still heard by the same receivers.',
    seconds: 75 * MIN,
    vessels: [
      ship(525_019_013, 'KM SENYAP', 'YBSN3', 930_013, 70, {
        start: [106.6, -5.75],
        silentAfter: 20 * MIN,
        legs: [{ s: 75 * MIN, steam: { cog: 60, kn: 10 } }],
      }),
      ...[0, 1, 2].map((i) => ({
        mmsi: 525_019_020 + i,
        aisClass: 'A' as const,
        name: `KM TETANGGA ${i + 1}`,
        callSign: `YBT${i + 1}X`,
        imo: imo(930_020 + i),
        shipType: 70,
        start: destination([106.6, -5.75], 90 + i * 100, 5 + i * 2),
        // Each steams away from the silent ship's water, never near another.
        legs: [{ s: 75 * MIN, steam: { cog: 90 + i * 100, kn: 8 } }],
      })),
    ],
    must: [{ type: 'aisOff', mmsi: 525_019_013 }],
    mustNot: [{ type: 'aisOff', mmsi: 525_019_020 }, { type: 'closeDistance' }],
  },
  {
    name: 'silent-outside-coverage',
    about:
      'In the Banda Sea, far from any other ship heard, a ship’s reports stop: it sailed out of reach, not off.',
    seconds: 75 * MIN,
    vessels: [
      ship(525_019_014, 'KM JAUH', 'YBJH4', 930_014, 70, {
        start: [127.0, -6.0],
        silentAfter: 20 * MIN,
        legs: [{ s: 75 * MIN, steam: { cog: 100, kn: 12 } }],
      }),
      {
        // The feed goes on elsewhere: a ship 150 NM away, heard all along.
        mmsi: 525_019_015,
        aisClass: 'A',
        name: 'KM LAIN',
        callSign: 'YBLN5',
        imo: imo(930_015),
        shipType: 70,
        start: [124.5, -5.0],
        legs: [{ s: 75 * MIN, steam: { cog: 270, kn: 12 } }],
      },
    ],
    must: [],
    mustNot: [{ type: 'aisOff' }],
  },
];

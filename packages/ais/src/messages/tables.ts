/**
 * The 27 AIS message types as field tables, in wire order (ITU-R M.1371-5; field names as
 * gpsd's JSON prints them, see gpsd's AIVDM.txt). One table per type; the variant types pick
 * theirs with a small discriminator in `registry.ts`.
 */
import {
  LAT,
  LON,
  b,
  dRest,
  i,
  t,
  tRest,
  u,
  x,
  type Composite,
  type FieldDef,
  type Layout,
} from '../fields.ts';

/** type, repeat, mmsi: the 38 bits every message starts with. */
export const HEADER: readonly FieldDef[] = [u('type', 6), u('repeat', 2), u('mmsi', 30)];

const layout = (
  id: string,
  title: string,
  fields: readonly FieldDef[],
  composites?: readonly Composite[],
  gpsdOrder?: readonly string[],
): Layout => ({
  id,
  title,
  fields: [...HEADER, ...fields],
  ...(composites ? { composites } : {}),
  ...(gpsdOrder ? { gpsdOrder } : {}),
});

/** gpsd's date formats. */
export const TIMESTAMP: Composite = {
  name: 'timestamp',
  format: '%4-%2-%2T%2:%2:%2Z',
  fields: ['year', 'month', 'day', 'hour', 'minute', 'second'],
};
export const eta = (name: string, prefix = ''): Composite => ({
  name,
  format: '%2-%2T%2:%2Z',
  fields: [`${prefix}month`, `${prefix}day`, `${prefix}hour`, `${prefix}minute`],
});

const POSITION_A: readonly FieldDef[] = [
  u('status', 4, { na: 15 }),
  i('turn', 8, { na: -128, unit: 'ROT_AIS (4.733*sqrt(deg/min))' }),
  u('speed', 10, { scale: 0.1, unit: 'kn', na: 1023 }),
  b('accuracy'),
  LON(),
  LAT(),
  u('course', 12, { scale: 0.1, unit: 'deg', na: 3600 }),
  u('heading', 9, { unit: 'deg', na: 511 }),
  u('second', 6, { unit: 's', na: 60 }),
  u('maneuver', 2),
  x(3),
  b('raim'),
  u('radio', 19, { gpsdNarrow: true }),
];

export const T1 = layout('1', 'Position report class A', POSITION_A);
export const T2 = layout('2', 'Position report class A (assigned schedule)', POSITION_A);
export const T3 = layout('3', 'Position report class A (response to interrogation)', POSITION_A);

const BASE_STATION: readonly FieldDef[] = [
  u('year', 14, { na: 0 }),
  u('month', 4, { na: 0 }),
  u('day', 5, { na: 0 }),
  u('hour', 5, { na: 24 }),
  u('minute', 6, { na: 60 }),
  u('second', 6, { na: 60 }),
  b('accuracy'),
  LON(),
  LAT(),
  u('epfd', 4),
  x(10),
  b('raim'),
  u('radio', 19),
];
export const T4 = layout('4', 'Base station report', BASE_STATION, [TIMESTAMP]);
export const T11 = layout('11', 'UTC/date response', BASE_STATION, [TIMESTAMP]);

export const T5 = layout(
  '5',
  'Static and voyage related data',
  [
    u('ais_version', 2),
    u('imo', 30),
    t('callsign', 7),
    t('shipname', 20),
    u('shiptype', 8),
    u('to_bow', 9, { unit: 'm' }),
    u('to_stern', 9, { unit: 'm' }),
    u('to_port', 6, { unit: 'm' }),
    u('to_starboard', 6, { unit: 'm' }),
    u('epfd', 4),
    u('month', 4, { na: 0 }),
    u('day', 5, { na: 0 }),
    u('hour', 5, { na: 24 }),
    u('minute', 6, { na: 60 }),
    u('draught', 8, { scale: 0.1, unit: 'm' }),
    t('destination', 20),
    u('dte', 1),
    x(1),
  ],
  [eta('eta')],
  ['imo', 'ais_version'],
);

/** Type 6 header; the application data follows from bit 88. */
export const T6_HEAD: readonly FieldDef[] = [
  u('seqno', 2),
  u('dest_mmsi', 30),
  b('retransmit'),
  x(1),
  u('dac', 10),
  u('fid', 6),
];
export const T6 = layout('6', 'Binary addressed message', [...T6_HEAD, dRest()]);

const ACK: readonly FieldDef[] = [
  x(2),
  u('mmsi1', 30),
  u('mmsiseq1', 2, { gpsdHidden: true }),
  u('mmsi2', 30),
  u('mmsiseq2', 2, { gpsdHidden: true }),
  u('mmsi3', 30),
  u('mmsiseq3', 2, { gpsdHidden: true }),
  u('mmsi4', 30),
  u('mmsiseq4', 2, { gpsdHidden: true }),
];
export const T7 = layout('7', 'Binary acknowledge', ACK);

/** Type 8 header; the application data follows from bit 56. */
export const T8_HEAD: readonly FieldDef[] = [x(2), u('dac', 10), u('fid', 6)];
export const T8 = layout('8', 'Binary broadcast message', [...T8_HEAD, dRest()]);

export const T9 = layout('9', 'Standard SAR aircraft position report', [
  u('alt', 12, { unit: 'm', na: 4095 }),
  u('speed', 10, { unit: 'kn', na: 1023 }),
  b('accuracy'),
  LON(),
  LAT(),
  u('course', 12, { scale: 0.1, unit: 'deg', na: 3600 }),
  u('second', 6, { unit: 's', na: 60 }),
  u('regional', 8),
  u('dte', 1),
  x(3),
  b('assigned', { gpsdHidden: true }),
  b('raim'),
  u('radio', 20),
]);

export const T10 = layout('10', 'UTC/date inquiry', [x(2), u('dest_mmsi', 30), x(2)]);

export const T12 = layout('12', 'Addressed safety related message', [
  u('seqno', 2),
  u('dest_mmsi', 30),
  b('retransmit'),
  x(1),
  tRest('text'),
]);

export const T13 = layout('13', 'Safety related acknowledgement', ACK);

export const T14 = layout('14', 'Safety related broadcast message', [x(2), tRest('text')]);

export const T15 = layout('15', 'Interrogation', [
  x(2),
  u('mmsi1', 30),
  u('type1_1', 6),
  u('offset1_1', 12),
  x(2),
  u('type1_2', 6),
  u('offset1_2', 12),
  x(2),
  u('mmsi2', 30),
  u('type2_1', 6),
  u('offset2_1', 12),
  x(2),
]);

export const T16 = layout('16', 'Assignment mode command', [
  x(2),
  u('mmsi1', 30),
  u('offset1', 12),
  u('increment1', 10),
  u('mmsi2', 30, { gpsdMinBits: 144 }),
  u('offset2', 12, { gpsdMinBits: 144 }),
  u('increment2', 10, { gpsdMinBits: 144 }),
]);

export const T17 = layout('17', 'DGNSS broadcast binary message', [
  x(2),
  LON(18),
  LAT(17),
  x(5),
  dRest(),
]);

export const T18 = layout('18', 'Standard class B position report', [
  u('reserved', 8),
  u('speed', 10, { scale: 0.1, unit: 'kn', na: 1023 }),
  b('accuracy'),
  LON(),
  LAT(),
  u('course', 12, { scale: 0.1, unit: 'deg', na: 3600 }),
  u('heading', 9, { unit: 'deg', na: 511 }),
  u('second', 6, { unit: 's', na: 60 }),
  u('regional', 2),
  b('cs'),
  b('display'),
  b('dsc'),
  b('band'),
  b('msg22'),
  b('assigned', { gpsdHidden: true }),
  b('raim'),
  u('radio', 20),
]);

export const T19 = layout('19', 'Extended class B position report', [
  u('reserved', 8),
  u('speed', 10, { scale: 0.1, unit: 'kn', na: 1023 }),
  b('accuracy'),
  LON(),
  LAT(),
  u('course', 12, { scale: 0.1, unit: 'deg', na: 3600 }),
  u('heading', 9, { unit: 'deg', na: 511 }),
  u('second', 6, { unit: 's', na: 60 }),
  u('regional', 4),
  t('shipname', 20),
  u('shiptype', 8),
  u('to_bow', 9, { unit: 'm' }),
  u('to_stern', 9, { unit: 'm' }),
  u('to_port', 6, { unit: 'm' }),
  u('to_starboard', 6, { unit: 'm' }),
  u('epfd', 4),
  b('raim'),
  u('dte', 1),
  b('assigned'),
  x(4),
]);

const SLOT_BLOCK = (n: number): FieldDef[] => [
  u(`offset${n}`, 12),
  u(`number${n}`, 4),
  u(`timeout${n}`, 3, { unit: 'min' }),
  u(`increment${n}`, 11),
];
export const T20 = layout('20', 'Data link management', [
  x(2),
  ...SLOT_BLOCK(1),
  ...SLOT_BLOCK(2),
  ...SLOT_BLOCK(3),
  ...SLOT_BLOCK(4),
]);

export const T21 = layout(
  '21',
  'Aid-to-navigation report',
  [
    u('aid_type', 5),
    t('name', 20, { gpsdUntrimmed: true }),
    b('accuracy'),
    LON(),
    LAT(),
    u('to_bow', 9, { unit: 'm' }),
    u('to_stern', 9, { unit: 'm' }),
    u('to_port', 6, { unit: 'm' }),
    u('to_starboard', 6, { unit: 'm' }),
    u('epfd', 4),
    u('second', 6, { unit: 's', na: 60 }),
    b('off_position'),
    u('regional', 8),
    b('raim'),
    b('virtual_aid'),
    b('assigned', { gpsdHidden: true }),
    x(1),
    tRest('name_ext', { gpsdHidden: true }),
  ],
  undefined,
  [
    'aid_type',
    'name',
    'accuracy',
    'lon',
    'lat',
    'to_bow',
    'to_stern',
    'to_port',
    'to_starboard',
    'epfd',
    'second',
    'regional',
    'off_position',
  ],
);

const T22_HEAD: readonly FieldDef[] = [
  x(2),
  u('channel_a', 12),
  u('channel_b', 12),
  u('txrx', 4),
  b('power'),
];
const T22_TAIL: readonly FieldDef[] = [
  b('addressed'),
  b('band_a'),
  b('band_b'),
  u('zonesize', 3),
  x(23),
];
export const T22_BROADCAST = layout('22', 'Channel management (broadcast: area)', [
  ...T22_HEAD,
  LON(18, 'ne_lon'),
  LAT(17, 'ne_lat'),
  LON(18, 'sw_lon'),
  LAT(17, 'sw_lat'),
  ...T22_TAIL,
]);
export const T22_ADDRESSED = layout('22', 'Channel management (addressed: two stations)', [
  ...T22_HEAD,
  u('dest1', 30),
  x(5),
  u('dest2', 30),
  x(5),
  ...T22_TAIL,
]);

export const T23 = layout('23', 'Group assignment command', [
  x(2),
  LON(18, 'ne_lon'),
  LAT(17, 'ne_lat'),
  LON(18, 'sw_lon'),
  LAT(17, 'sw_lat'),
  u('stationtype', 4),
  u('shiptype', 8),
  x(22),
  u('txrx', 2, { gpsdHidden: true }),
  u('interval', 4),
  u('quiet', 4, { unit: 'min' }),
  x(6),
]);

export const T24A = layout('24A', 'Static data report, part A', [
  u('partno', 2),
  t('shipname', 20),
  x(8),
]);
const T24B_HEAD: readonly FieldDef[] = [
  u('partno', 2),
  u('shiptype', 8),
  t('vendorid', 3),
  u('model', 4),
  u('serial', 20),
  t('callsign', 7),
];
export const T24B = layout('24B', 'Static data report, part B', [
  ...T24B_HEAD,
  u('to_bow', 9, { unit: 'm' }),
  u('to_stern', 9, { unit: 'm' }),
  u('to_port', 6, { unit: 'm' }),
  u('to_starboard', 6, { unit: 'm' }),
  x(6),
]);
export const T24B_AUX = layout('24B', 'Static data report, part B (auxiliary craft)', [
  ...T24B_HEAD,
  u('mothership_mmsi', 30),
  x(6),
]);

/** 25 and 26: addressed and structured flags pick one of four layouts each. */
const binaryVariants = (type: 25 | 26): Layout[] => {
  const tail = type === 26 ? [u('radio', 20)] : [];
  const title = type === 25 ? 'Single slot binary message' : 'Multiple slot binary message';
  const make = (addressed: boolean, structured: boolean): Layout =>
    layout(
      `${type}`,
      `${title}${addressed ? ', addressed' : ''}${structured ? ', structured' : ''}`,
      [
        b('addressed'),
        b('structured'),
        ...(addressed ? [u('dest_mmsi', 30)] : []),
        ...(structured ? [u('app_id', 16)] : []),
        dRest(),
        ...tail,
      ],
    );
  return [make(false, false), make(false, true), make(true, false), make(true, true)];
};
export const T25 = binaryVariants(25);
export const T26 = binaryVariants(26);

export const T27 = layout(
  '27',
  'Long range AIS broadcast message',
  [
    b('accuracy'),
    b('raim'),
    u('status', 4, { na: 15 }),
    LON(18),
    LAT(17),
    u('speed', 6, { unit: 'kn', na: 63 }),
    u('course', 9, { unit: 'deg', na: 511 }),
    b('gnss'),
    x(1),
  ],
  undefined,
  ['status', 'accuracy', 'lon', 'lat', 'speed', 'course', 'raim'],
);

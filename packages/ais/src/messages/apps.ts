/**
 * Application-specific payloads of binary messages 6 and 8, keyed by DAC/FID (IMO SN.1/Circ.236
 * and 289, inland AIS, GLA). Each is a full layout: the type 6/8 header, then the application
 * fields. `accepts` carries gpsd's guards (exact lengths, range checks); a payload that fails
 * them is reported as raw `data`.
 */
import {
  LAT,
  LON,
  aRest,
  b,
  i,
  t,
  tRest,
  u,
  x,
  type Composite,
  type FieldDef,
  type Layout,
} from '../fields.ts';
import { compile, type CompiledLayout } from '../reader.ts';
import { readUint } from '../sixbit.ts';
import { HEADER, T6_HEAD, T8_HEAD, eta } from './tables.ts';

export interface BinaryApp {
  readonly type: 6 | 8;
  readonly dac: number;
  readonly fid: number;
  readonly compiled: CompiledLayout;
  accepts(syms: Uint8Array, bitLength: number): boolean;
}

export const appKey = (dac: number, fid: number): number => dac * 64 + fid;

const DAY_TIME: Composite = {
  name: 'timestamp',
  format: '%2T%2:%2Z',
  fields: ['day', 'hour', 'minute'],
};

const app = (
  type: 6 | 8,
  dac: number,
  fid: number,
  title: string,
  fields: readonly FieldDef[],
  accepts: (syms: Uint8Array, bitLength: number) => boolean = () => true,
  composites?: readonly Composite[],
  gpsdOrder?: readonly string[],
): BinaryApp => {
  const head = type === 6 ? ['seqno', 'dest_mmsi', 'retransmit', 'dac', 'fid'] : ['dac', 'fid'];
  const layout: Layout = {
    id: `${type}/${dac}/${fid}`,
    title,
    fields: [...HEADER, ...(type === 6 ? T6_HEAD : T8_HEAD), ...fields],
    ...(composites ? { composites } : {}),
    ...(gpsdOrder ? { gpsdOrder: [...head, ...gpsdOrder] } : {}),
  };
  return { type, dac, fid, compiled: compile(layout), accepts };
};

const exactly = (bits: number) => (_: Uint8Array, bitLength: number) => bitLength === bits;

const GLA_ATON: readonly FieldDef[] = [
  u('ana_int', 10, { scale: 0.05, unit: 'V' }),
  u('ana_ext1', 10, { scale: 0.05, unit: 'V' }),
  u('ana_ext2', 10, { scale: 0.05, unit: 'V' }),
  u('racon', 2),
  u('light', 2),
  b('alarm'),
  u('stat_ext', 8),
  b('off_pos'),
  x(4),
];

const TIDAL_REST: readonly FieldDef[] = [
  u('from_hour', 5),
  u('from_min', 6),
  u('to_hour', 5),
  u('to_min', 6),
  u('cdir', 9, { unit: 'deg' }),
];
/** IMO236: lat/lon in 1/10000 minute, current speed 7 bits. */
const TIDAL_14: readonly FieldDef[] = [
  LAT(27),
  LON(28),
  ...TIDAL_REST,
  u('cspeed', 7, { scale: 0.1, unit: 'kn' }),
];
/** IMO289: lon/lat in 1/1000 minute, current speed 8 bits. */
const TIDAL_32: readonly FieldDef[] = [
  LON(25),
  LAT(24),
  ...TIDAL_REST,
  u('cspeed', 8, { scale: 0.1, unit: 'kn' }),
];
const TIDAL_ORDER = {
  gpsdElementOrder: ['lon', 'lat', 'from_hour', 'from_min', 'to_hour', 'to_min', 'cdir', 'cspeed'],
};

/** gpsd's JSON key orders for these payloads (wire order otherwise). */
const GLA_ORDER = ['off_pos', 'alarm', 'stat_ext'];
const MET_ORDER_11 = ['lat', 'lon', 'timestamp', 'wspeed', 'wgust', 'wdir', 'wgustdir', 'humidity'];
const MET_ORDER_31 = [
  'lat',
  'lon',
  'accuracy',
  'timestamp',
  'wspeed',
  'wgust',
  'wdir',
  'wgustdir',
  'humidity',
];

const MET_HYDRO_11: readonly FieldDef[] = [
  LAT(24),
  LON(25),
  u('day', 5),
  u('hour', 5),
  u('minute', 6),
  u('wspeed', 7, { unit: 'kn' }),
  u('wgust', 7, { unit: 'kn' }),
  u('wdir', 9, { unit: 'deg' }),
  u('wgustdir', 9, { unit: 'deg' }),
  u('airtemp', 11, { scale: 0.1, unit: 'degC (-60 offset)' }),
  u('humidity', 7, { unit: '%' }),
  u('dewpoint', 10, { scale: 0.1, unit: 'degC (-20 offset)' }),
  u('pressure', 9, { unit: 'hPa (+800 offset)' }),
  u('pressuretend', 2),
  u('visibility', 8, { scale: 0.1, unit: 'nmi' }),
  u('waterlevel', 9, { scale: 0.1, unit: 'm (-10 offset)' }),
  u('leveltrend', 2),
  u('cspeed', 8, { scale: 0.1, unit: 'kn' }),
  u('cdir', 9, { unit: 'deg' }),
  u('cspeed2', 8, { scale: 0.1, unit: 'kn' }),
  u('cdir2', 9, { unit: 'deg' }),
  u('cdepth2', 5, { scale: 0.1, unit: 'm' }),
  u('cspeed3', 8, { scale: 0.1, unit: 'kn' }),
  u('cdir3', 9, { unit: 'deg' }),
  u('cdepth3', 5, { scale: 0.1, unit: 'm' }),
  u('waveheight', 8, { scale: 0.1, unit: 'm' }),
  u('waveperiod', 6, { unit: 's' }),
  u('wavedir', 9, { unit: 'deg' }),
  u('swellheight', 8, { scale: 0.1, unit: 'm' }),
  u('swellperiod', 6, { unit: 's' }),
  u('swelldir', 9, { unit: 'deg' }),
  u('seastate', 4),
  u('watertemp', 10, { scale: 0.1, unit: 'degC (-10 offset)' }),
  u('preciptype', 3),
  u('salinity', 9, { scale: 0.1, unit: 'permille' }),
  u('ice', 2),
  x(6),
];

const MET_HYDRO_31: readonly FieldDef[] = [
  LON(25),
  LAT(24),
  b('accuracy'),
  u('day', 5),
  u('hour', 5),
  u('minute', 6),
  u('wspeed', 7, { unit: 'kn' }),
  u('wgust', 7, { unit: 'kn' }),
  u('wdir', 9, { unit: 'deg' }),
  u('wgustdir', 9, { unit: 'deg' }),
  i('airtemp', 11, { scale: 0.1, unit: 'degC' }),
  u('humidity', 7, { unit: '%' }),
  i('dewpoint', 10, { scale: 0.1, unit: 'degC' }),
  u('pressure', 9, { unit: 'hPa (+799 offset)' }),
  u('pressuretend', 2),
  b('visgreater'),
  u('visibility', 7, { scale: 0.1, unit: 'nmi' }),
  u('waterlevel', 12, { scale: 0.01, unit: 'm (-10 offset)' }),
  u('leveltrend', 2),
  u('cspeed', 8, { scale: 0.1, unit: 'kn' }),
  u('cdir', 9, { unit: 'deg' }),
  u('cspeed2', 8, { scale: 0.1, unit: 'kn' }),
  u('cdir2', 9, { unit: 'deg' }),
  u('cdepth2', 5, { scale: 0.1, unit: 'm' }),
  u('cspeed3', 8, { scale: 0.1, unit: 'kn' }),
  u('cdir3', 9, { unit: 'deg' }),
  u('cdepth3', 5, { scale: 0.1, unit: 'm' }),
  u('waveheight', 8, { scale: 0.1, unit: 'm' }),
  u('waveperiod', 6, { unit: 's' }),
  u('wavedir', 9, { unit: 'deg' }),
  u('swellheight', 8, { scale: 0.1, unit: 'm' }),
  u('swellperiod', 6, { unit: 's' }),
  u('swelldir', 9, { unit: 'deg' }),
  u('seastate', 4),
  i('watertemp', 10, { scale: 0.1, unit: 'degC' }),
  u('preciptype', 3),
  u('salinity', 9, { scale: 0.1, unit: 'permille' }),
  u('ice', 2),
  x(10),
];

/** Inland AIS hazard classes 0..5 (more is not this message). */
const DAC200FID10_HAZARD_MAX = 5;

export const APPS: readonly BinaryApp[] = [
  app(
    6,
    1,
    12,
    'Dangerous cargo indication (IMO236)',
    [
      t('lastport', 5),
      u('lmonth', 4),
      u('lday', 5),
      u('lhour', 5),
      u('lminute', 6),
      t('nextport', 5),
      u('nmonth', 4),
      u('nday', 5),
      u('nhour', 5),
      u('nminute', 6),
      t('dangerous', 20),
      t('imdcat', 4),
      u('unid', 13),
      u('amount', 10),
      u('unit', 2),
      x(3),
    ],
    undefined,
    [eta('departure', 'l'), eta('eta', 'n')],
  ),
  app(
    6,
    1,
    18,
    'Clearance time to enter port (IMO289)',
    [
      u('linkage', 10),
      u('month', 4),
      u('day', 5),
      u('hour', 5),
      u('minute', 6),
      t('portname', 20),
      t('destination', 5),
      LON(25),
      LAT(24),
      x(43),
    ],
    undefined,
    [eta('arrival')],
  ),
  app(6, 1, 14, 'Tidal window (IMO236)', [
    u('month', 4),
    u('day', 5),
    aRest('tidals', TIDAL_14, TIDAL_ORDER),
  ]),
  app(6, 1, 30, 'Text description, addressed (IMO289)', [u('linkage', 10), tRest('text')]),
  app(6, 1, 32, 'Tidal window (IMO289)', [
    u('month', 4),
    u('day', 5),
    aRest('tidals', TIDAL_32, TIDAL_ORDER),
  ]),
  app(
    6,
    200,
    55,
    'Number of persons on board (inland)',
    [u('crew', 8), u('passengers', 13), u('personnel', 8), x(51)],
    exactly(168),
  ),
  app(6, 235, 10, 'AtoN monitoring data (GLA)', GLA_ATON, exactly(136), undefined, GLA_ORDER),
  app(6, 250, 10, 'AtoN monitoring data (GLA)', GLA_ATON, exactly(136), undefined, GLA_ORDER),
  app(
    8,
    1,
    11,
    'Meteorological and hydrological data (IMO236)',
    MET_HYDRO_11,
    undefined,
    [DAY_TIME],
    MET_ORDER_11,
  ),
  app(
    8,
    1,
    31,
    'Meteorological and hydrological data (IMO289)',
    MET_HYDRO_31,
    undefined,
    [DAY_TIME],
    MET_ORDER_31,
  ),
  app(
    8,
    200,
    10,
    'Inland ship static and voyage related data',
    [
      t('vin', 8),
      u('length', 13, { scale: 0.1, unit: 'm' }),
      u('beam', 10, { scale: 0.1, unit: 'm' }),
      u('shiptype', 14),
      u('hazard', 3),
      u('draught', 11, { scale: 0.01, unit: 'm' }),
      u('loaded', 2),
      b('speed_q'),
      b('course_q'),
      b('heading_q'),
      x(8),
    ],
    (syms, bitLength) => bitLength === 168 && readUint(syms, 141, 3) <= DAC200FID10_HAZARD_MAX,
  ),
];

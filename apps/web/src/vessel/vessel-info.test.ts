import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import type { VesselLookup } from '../live/live.protocol.ts';
import { formatAge, navStatusText, vesselInfo, type InfoTrackPoint } from './vessel-info.ts';

const en = i18n.getFixedT('en');
const id = i18n.getFixedT('id');

const T = Date.UTC(2026, 10, 21, 0, 0, 0);
const MIN = 60_000;

const live: VesselLookup = {
  mmsi: 525005001,
  lat: -6.1,
  lon: 106.8,
  t: T,
  cog: 45.5,
  heading: null,
  sog: 12.3,
  group: 8,
  classB: false,
  satellite: false,
  static: {
    mmsi: 525005001,
    name: 'KM SINAR',
    callSign: 'YBAB',
    imo: null,
    shipType: 70,
    aisClass: 'A',
    toBow: 100,
    toStern: 20,
    toPort: 10,
    toStarboard: 8,
    destination: 'TANJUNG PRIOK',
    draught: 7.5,
    eta: null,
    flag: { iso: 'ID', country: 'Indonesia' },
    sources: ['sim'],
  },
};

const track: InfoTrackPoint[] = [
  { t: T - 3 * MIN, lat: -6.08, lon: 106.8, sog: 0.3, navStatus: 1 },
  { t: T - 2 * MIN, lat: -6.08, lon: 106.8, sog: 0.4, navStatus: 1 },
  { t: T - MIN, lat: -6.09, lon: 106.8, sog: 6, navStatus: 0 },
  { t: T, lat: -6.1, lon: 106.8, sog: 12.3, navStatus: 0 },
];

const value = (rows: [string, string][], label: string) => rows.find((r) => r[0] === label)?.[1];

describe('vesselInfo', () => {
  it('fills the General and Dynamic tables from the live state and the track', () => {
    const { general, dynamic, voyage, flagIso } = vesselInfo(
      en,
      live.mmsi,
      live,
      null,
      track,
      T + 90_000,
    );
    expect(value(general, 'Name')).toBe('KM SINAR');
    expect(value(general, 'IMO')).toBe('-');
    expect(value(general, 'Vessel type')).toBe('Cargo, all ships of this type');
    expect(value(general, 'Flag code')).toBe('ID');
    expect(value(general, 'Flag')).toBe('Indonesia');
    expect(value(general, 'DWT')).toBe('-');
    expect(value(general, 'Length')).toBe('120 m');
    expect(value(general, 'Width')).toBe('18 m');
    expect(flagIso).toBe('ID');
    expect(value(dynamic, 'Timestamp')).toBe('21-11-2026 07:00:00');
    expect(value(dynamic, 'Latitude')).toMatch(/ LS \(-6\.10000\)$/);
    expect(value(dynamic, 'Heading')).toBe('-');
    expect(value(dynamic, 'Speed')).toBe('12.3 kn');
    expect(value(dynamic, 'Nav status')).toBe('Under way using engine');
    // 0.02° of latitude ≈ 1.2 nmi.
    expect(value(dynamic, 'Distance')).toBe('1.20 nmi');
    expect(value(dynamic, 'Total data')).toBe('4');
    expect(value(voyage, 'ETD')).toBe('21-11-2026 06:59:00');
    expect(value(voyage, 'ETA')).toBe('-');
    expect(value(voyage, 'Position source')).toBe('sim');
    expect(value(voyage, 'Age')).toBe('1 min');
  });

  it('counts every stored position in Total data, also of a thinned track', () => {
    const { dynamic } = vesselInfo(en, live.mmsi, live, null, track, T + 90_000, 12_345);
    expect(value(dynamic, 'Total data')).toBe('12345');
  });

  it('labels the rows and words in the language it is given', () => {
    const { general, dynamic } = vesselInfo(id, live.mmsi, live, null, track, T + 90_000);
    expect(value(general, 'Nama')).toBe('KM SINAR');
    expect(value(general, 'Jenis AIS')).toBe('Kelas A');
    expect(value(dynamic, 'Kecepatan')).toBe('12.3 kn');
  });

  it("shows '-' for a vessel nobody knows", () => {
    const { general, dynamic, voyage } = vesselInfo(en, 1, null, null);
    expect(value(general, 'MMSI')).toBe('1');
    expect(general.filter((r) => r[1] === '-')).toHaveLength(general.length - 1);
    expect(dynamic.every((r) => r[1] === '-')).toBe(true);
    expect(voyage.every((r) => r[1] === '-')).toBe(true);
  });
});

describe('navStatusText', () => {
  it('uses the reported code, else derives it from speed', () => {
    expect(navStatusText(5, 0)).toBe('Moored');
    expect(navStatusText(null, 0.5)).toBe('At anchor');
    expect(navStatusText(15, 7)).toBe('Under way using engine');
    expect(navStatusText(null, null)).toBe('No information');
  });
});

describe('formatAge', () => {
  it('says how long ago in the largest units', () => {
    expect(formatAge(en, 0, 45_000)).toBe('45 s');
    expect(formatAge(en, 0, 12 * MIN)).toBe('12 min');
    expect(formatAge(en, 0, 185 * MIN)).toBe('3 h 5 min');
    expect(formatAge(en, 0, 52 * 60 * MIN)).toBe('2 d 4 h');
    expect(formatAge(en, null, 1)).toBe('-');
  });

  it('speaks the language it is given', () => {
    expect(formatAge(id, 0, 185 * MIN)).toBe('3 j 5 mnt');
    expect(formatAge(id, 0, 52 * 60 * MIN)).toBe('2 hr 4 j');
  });
});

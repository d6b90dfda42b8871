import { describe, expect, it } from 'vitest';
import type { VesselLookup } from './live.protocol.ts';
import { vesselInfo } from './vessel-info.ts';

const live: VesselLookup = {
  mmsi: 525005001,
  lat: -6.1,
  lon: 106.8,
  t: Date.UTC(2026, 10, 21, 0, 0, 0),
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

const value = (rows: [string, string][], label: string) => rows.find((r) => r[0] === label)?.[1];

describe('vesselInfo', () => {
  it('fills the General and Dynamic tables from the live state', () => {
    const { general, dynamic } = vesselInfo(live.mmsi, live, null, 0);
    expect(value(general, 'Name')).toBe('KM SINAR');
    expect(value(general, 'IMO')).toBe('-');
    expect(value(general, 'Vessel type')).toBe('Cargo, all ships of this type');
    expect(value(general, 'Flag')).toBe('🇮🇩 Indonesia (ID)');
    expect(value(general, 'Length')).toBe('120 m');
    expect(value(general, 'Width')).toBe('18 m');
    expect(value(dynamic, 'Timestamp')).toBe('21-11-2026 07:00:00');
    expect(value(dynamic, 'Latitude')).toMatch(/ LS \(-6\.10000\)$/);
    expect(value(dynamic, 'Heading')).toBe('-');
    expect(value(dynamic, 'Speed')).toBe('12.3 kn');
    expect(value(dynamic, 'Nav status')).toBe('Under way using engine');
    expect(value(dynamic, 'ETA')).toBe('-');
  });

  it("shows '-' for a vessel nobody knows", () => {
    const { general, dynamic } = vesselInfo(1, null, null);
    expect(value(general, 'MMSI')).toBe('1');
    expect(general.filter((r) => r[1] === '-')).toHaveLength(general.length - 1);
    expect(dynamic.every((r) => r[1] === '-')).toBe(true);
  });
});

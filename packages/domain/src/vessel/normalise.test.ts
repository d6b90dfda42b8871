import { describe, expect, it } from 'vitest';
import { cleanText, isVesselMmsi, normaliseAis, rotDegreesPerMinute } from './normalise.ts';

const T = 1_795_000_000_000;

const DEG = 600_000;

describe('normaliseAis (raw ITU-R M.1371 units in, the vessel model out)', () => {
  it('turns a class A position report into a position event in units', () => {
    const raw = {
      type: 1,
      mmsi: 525005001,
      status: 0,
      turn: 10,
      speed: 123,
      accuracy: true,
      lon: 106.88 * DEG,
      lat: -6.1 * DEG,
      course: 456,
      heading: 47,
      second: 12,
    };
    expect(normaliseAis(raw, T, 'priok')).toEqual([
      {
        kind: 'position',
        mmsi: 525005001,
        t: T,
        source: 'priok',
        msgType: 1,
        aisClass: 'A',
        lat: -6.1,
        lon: 106.88,
        sog: 12.3,
        cog: 45.6,
        heading: 47,
        navStatus: 0,
        rot: 4.5,
        accuracy: true,
      },
    ]);
  });

  it('keeps "not available" as null and drops impossible positions', () => {
    const [e] = normaliseAis(
      {
        type: 18,
        mmsi: 525111222,
        speed: 1023,
        lon: 110 * DEG,
        lat: -7 * DEG,
        course: 3600,
        heading: 511,
        accuracy: false,
      },
      T,
      's',
    );
    expect(e).toMatchObject({
      aisClass: 'B',
      lat: -7,
      lon: 110,
      sog: null,
      cog: null,
      heading: null,
      navStatus: null,
      rot: null,
    });
    const [a] = normaliseAis(
      { type: 1, mmsi: 525005001, lat: 0, lon: 0, status: 15, turn: -128 },
      T,
      's',
    );
    expect(a).toMatchObject({ navStatus: null, rot: null });
    expect(
      normaliseAis({ type: 1, mmsi: 525005001, lat: 91 * DEG, lon: 181 * DEG }, T, 's'),
    ).toEqual([]);
    expect(normaliseAis({ type: 1, mmsi: 525005001, lat: null, lon: null }, T, 's')).toEqual([]);
  });

  it('reads type 27 (long-range, satellite) in its own units', () => {
    const [e] = normaliseAis(
      {
        type: 27,
        mmsi: 525005001,
        lat: -6 * 600,
        lon: 106 * 600,
        speed: 12,
        course: 90,
        status: 0,
      },
      T,
      'mcc',
    );
    expect(e).toMatchObject({ lat: -6, lon: 106, sog: 12, cog: 90, heading: null });
    const [n] = normaliseAis(
      { type: 27, mmsi: 525005001, lat: 0, lon: 0, speed: 63, course: 511 },
      T,
      'mcc',
    );
    expect(n).toMatchObject({ sog: null, cog: null });
  });

  it('ignores stations that are not vessels', () => {
    expect(normaliseAis({ type: 4, mmsi: 5250050, lat: -6 * DEG, lon: 106 * DEG }, T, 's')).toEqual(
      [],
    );
    expect(
      normaliseAis({ type: 21, mmsi: 995251234, lat: -6 * DEG, lon: 106 * DEG }, T, 's'),
    ).toEqual([]);
    expect(normaliseAis({ type: 1, mmsi: 12345, lat: -6 * DEG, lon: 106 * DEG }, T, 's')).toEqual(
      [],
    );
  });

  it('splits a type 5 into static and voyage data', () => {
    const raw = {
      type: 5,
      mmsi: 525005001,
      imo: 9123456,
      callsign: 'PKAB@@@',
      shipname: 'KM SINAR JAYA@@@@@@@',
      shiptype: 70,
      to_bow: 100,
      to_stern: 20,
      to_port: 10,
      to_starboard: 8,
      ais_version: 2,
      month: 11,
      day: 22,
      hour: 6,
      minute: 30,
      draught: 74,
      destination: 'TG PRIOK    ',
    };
    expect(normaliseAis(raw, T, 's')).toEqual([
      {
        kind: 'static',
        mmsi: 525005001,
        t: T,
        source: 's',
        msgType: 5,
        aisClass: 'A',
        name: 'KM SINAR JAYA',
        callSign: 'PKAB',
        imo: 9123456,
        shipType: 70,
        toBow: 100,
        toStern: 20,
        toPort: 10,
        toStarboard: 8,
        aisVersion: 2,
      },
      {
        kind: 'voyage',
        mmsi: 525005001,
        t: T,
        source: 's',
        destination: 'TG PRIOK',
        draught: 7.4,
        eta: { month: 11, day: 22, hour: 6, minute: 30 },
      },
    ]);
  });

  it('reads type 24 parts A and B separately, and missing IMO, ETA and draught as null', () => {
    const [a] = normaliseAis(
      { type: 24, mmsi: 525222333, partno: 0, shipname: 'PERAHU 7' },
      T,
      's',
    );
    expect(a).toMatchObject({ name: 'PERAHU 7', callSign: null, shipType: null, toBow: null });
    const [b] = normaliseAis(
      {
        type: 24,
        mmsi: 525222333,
        partno: 1,
        shiptype: 30,
        vendorid: 'SRT',
        callsign: 'YB123',
        to_bow: 8,
        to_stern: 4,
        to_port: 2,
        to_starboard: 2,
      },
      T,
      's',
    );
    expect(b).toMatchObject({ name: null, callSign: 'YB123', shipType: 30, toBow: 8 });
    expect(b).toMatchObject({ vendorId: 'SRT' });
    expect(a).not.toHaveProperty('vendorId');
    const [s, v] = normaliseAis(
      {
        type: 5,
        mmsi: 525005001,
        imo: 0,
        shipname: 'X',
        month: 0,
        day: 0,
        hour: 24,
        minute: 60,
        draught: 0,
      },
      T,
      's',
    );
    expect(s).toMatchObject({ imo: null, aisVersion: null });
    expect(v).toMatchObject({ eta: null, draught: null });
  });
});

describe('helpers', () => {
  it('cleans AIS text', () => {
    expect(cleanText('ABC@@@')).toBe('ABC');
    expect(cleanText('  A  B ')).toBe('A B');
    expect(cleanText('@@@@')).toBeNull();
    expect(cleanText(42)).toBeNull();
  });

  it('converts ROT_AIS', () => {
    expect(rotDegreesPerMinute(0)).toBe(0);
    expect(rotDegreesPerMinute(126)).toBe(708.7);
    expect(rotDegreesPerMinute(-10)).toBe(-4.5);
    expect(rotDegreesPerMinute(127)).toBeNull();
    expect(rotDegreesPerMinute(null)).toBeNull();
  });

  it('knows vessel MMSIs', () => {
    expect(isVesselMmsi(525005001)).toBe(true);
    expect(isVesselMmsi(111525001)).toBe(true);
    expect(isVesselMmsi(5250050)).toBe(false);
    expect(isVesselMmsi(995251234)).toBe(false);
  });
});

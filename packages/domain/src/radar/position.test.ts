import { greatCircleM } from '@pantau/geo';
import { describe, expect, it } from 'vitest';
import { ivefTrack } from './ivef.ts';
import { rangeAndBearing, ttmDistanceNm, ttmPosition, ttmSpeedKnots } from './position.ts';

const SITE = [106.8833, -6.1] as const;

describe('TTM target position from the radar site', () => {
  it('places a target 2 NM due north and 3 km due east', () => {
    const north = ttmPosition(SITE, 2, 0, 'N');
    expect(north?.[0]).toBeCloseTo(SITE[0], 6);
    expect(greatCircleM(SITE[0], SITE[1], north![0], north![1])).toBeCloseTo(3704, 0);
    expect(north![1]).toBeGreaterThan(SITE[1]);
    const east = ttmPosition(SITE, 3, 90, 'K');
    expect(greatCircleM(SITE[0], SITE[1], east![0], east![1])).toBeCloseTo(3000, 0);
    expect(east![0]).toBeGreaterThan(SITE[0]);
  });

  it('round-trips range and bearing', () => {
    const p = ttmPosition(SITE, 5.5, 231.4, 'N')!;
    const back = rangeAndBearing(SITE, p[0], p[1]);
    expect(back.distanceNm).toBeCloseTo(5.5, 4);
    expect(back.direction).toBeCloseTo(231.4, 3);
  });

  it('refuses missing fields, bad bearings and unknown units', () => {
    expect(ttmPosition(SITE, null, 10, 'N')).toBeNull();
    expect(ttmPosition(SITE, 1, null, 'N')).toBeNull();
    expect(ttmPosition(SITE, 1, 400, 'N')).toBeNull();
    expect(ttmPosition(SITE, -1, 10, 'N')).toBeNull();
    expect(ttmPosition(SITE, 1, 10, 'X')).toBeNull();
  });

  it('converts speeds and distances to knots and NM', () => {
    expect(ttmSpeedKnots(18.52, 'K')).toBeCloseTo(10, 6);
    expect(ttmSpeedKnots(12, 'N')).toBe(12);
    expect(ttmDistanceNm(1.852, 'K')).toBeCloseTo(1, 6);
    expect(ttmSpeedKnots(12, 'Q')).toBeNull();
  });
});

describe('IVEF vessel data', () => {
  it('reads a PosReport with static and voyage data', () => {
    const r = ivefTrack({
      posReport: {
        Id: '42',
        UpdateTime: '2026-11-24T09:00:00.000',
        SOG: '11.5',
        COG: '45',
        Lost: 'no',
        RateOfTurn: '-3',
        Orientation: '44',
      },
      pos: { Lat: '-6.05', Long: '106.9' },
      staticData: {
        MMSI: '525001234',
        IMO: '9123456',
        ShipName: 'KM SINAR',
        Callsign: 'PKAB',
        ShipType: '70',
        Length: '120',
        Breadth: '20',
      },
      voyage: { Destination: 'PRIOK', ETA: '2026-11-24T12:00:00', Draught: '7.5' },
    });
    expect(r).toEqual({
      ok: true,
      track: {
        id: '42',
        lon: 106.9,
        lat: -6.05,
        time: Date.UTC(2026, 10, 24, 9),
        lost: false,
        sog: 11.5,
        cog: 45,
        rot: -3,
        heading: 44,
        mmsi: 525001234,
        imo: 9123456,
        name: 'KM SINAR',
        callSign: 'PKAB',
        shipType: 70,
        length: 120,
        width: 20,
        destination: 'PRIOK',
        eta: '2026-11-24T12:00:00',
        draught: 7.5,
      },
    });
  });

  it('refuses a report without Id or a position in the world, drops malformed fields', () => {
    expect(
      ivefTrack({
        posReport: { SOG: '1' },
        pos: { Lat: '1', Long: '2' },
        staticData: null,
        voyage: null,
      }).ok,
    ).toBe(false);
    expect(
      ivefTrack({
        posReport: { Id: '1' },
        pos: { Lat: '91', Long: '2' },
        staticData: null,
        voyage: null,
      }).ok,
    ).toBe(false);
    expect(
      ivefTrack({ posReport: { Id: '1' }, pos: null, staticData: null, voyage: null }).ok,
    ).toBe(false);
    const r = ivefTrack({
      posReport: { Id: '1', SOG: 'fast' },
      pos: { Lat: '1', Long: '2' },
      staticData: { MMSI: 'abc' },
      voyage: null,
    });
    expect(r.ok && r.track.sog).toBeNull();
    expect(r.ok && r.track.mmsi).toBeNull();
  });
});

import type { RadarTarget } from '@pantau/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/i18n.ts';
import { radarRows } from './radar-info.ts';

const t = i18next.createInstance();
await t.init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});

const base: RadarTarget = {
  id: '3:7',
  kind: 'nmea',
  origin: 'radar',
  sourceId: 3,
  source: 'radar_priok',
  track: '7',
  longitude: 106.9,
  latitude: -6.05,
  mmsi: null,
  fusedMmsi: null,
  shipType: null,
  course: 200,
  speed: 12.25,
  distance: 2.8765,
  direction: 18.24,
  trackingMode: 'T',
  timestamp: 1_764_000_000,
  imo: null,
  name: null,
  callSign: null,
  destName: null,
  eta: null,
  draught: null,
  heading: null,
  rot: null,
  length: null,
  width: null,
};

describe('radar tables (SPEC §3 Radar target)', () => {
  it('nmea: its eleven fields in order; an unmatched track has no MMSI', () => {
    const rows = radarRows(t.t, base);
    expect(rows.map(([l]) => l)).toEqual([
      'MMSI',
      'Ship type',
      'Course',
      'Longitude',
      'Latitude',
      'Distance',
      'Direction',
      'Speed',
      'Tracking mode',
      'Timestamp',
      'Source',
    ]);
    expect(Object.fromEntries(rows)).toMatchObject({
      MMSI: '-',
      Distance: '2.88 NM',
      Direction: '18.2°',
      Speed: '12.3 kn',
      'Tracking mode': 'T',
      Source: 'radar_priok',
    });
  });

  it('a fused track shows the MMSI it is fused to and that it came from radar', () => {
    const rows = Object.fromEntries(
      radarRows(t.t, { ...base, mmsi: 525001111, fusedMmsi: 525001111 }),
    );
    expect(rows['MMSI']).toBe('525001111 (radar, fused to AIS)');
  });

  it('ivef: its seventeen fields; its own MMSI stays its own', () => {
    const rows = radarRows(t.t, {
      ...base,
      kind: 'ivef',
      mmsi: 525005555,
      fusedMmsi: 525001111,
      imo: 9123456,
      name: 'KM SINAR',
      callSign: 'PKAB',
      destName: 'PRIOK',
      draught: 7.5,
      heading: 44,
      length: 120,
      width: 20,
    });
    expect(rows).toHaveLength(17);
    expect(Object.fromEntries(rows)).toMatchObject({
      MMSI: '525005555',
      IMO: '9123456',
      Name: 'KM SINAR',
      'Call sign': 'PKAB',
      Destination: 'PRIOK',
      Draught: '7.5 m',
      Length: '120 m',
    });
  });
});

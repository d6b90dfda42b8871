import type { AoiVessel } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { searchVessels, ZONA_COLUMNS } from './zona-rows.ts';

const vessel = (patch: Partial<AoiVessel> = {}): AoiVessel => ({
  mmsi: 525005123,
  name: 'KM SINAR',
  callSign: 'PKAB',
  imo: null,
  shipType: 70,
  shipTypeStr: 'Cargo',
  navStatus: 0,
  navStatusStr: 'Under way using engine',
  heading: 90,
  longitude: 106.8,
  latitude: -6.1,
  timestamp: Date.UTC(2026, 0, 2, 3, 4, 5),
  source: 'tcp-1',
  class: 'A',
  enteredAt: Date.UTC(2026, 0, 2, 3, 0, 0),
  ...patch,
});

describe('LIST ZONA AOI rows', () => {
  it('writes every column, missing values as -, times in UTC+7, 5 decimals', () => {
    const cells = Object.fromEntries(ZONA_COLUMNS.map((c) => [c.id, c.value(vessel())]));
    expect(cells).toEqual({
      mmsi: '525005123',
      name: 'KM SINAR',
      callSign: 'PKAB',
      imo: '-',
      shipTypeStr: 'Cargo',
      navStatusStr: 'Under way using engine',
      heading: '90°',
      longitude: '106.80000',
      latitude: '-6.10000',
      timestamp: '02-01-2026 10:04:05',
      source: 'tcp-1',
      class: 'A',
      enteredAt: '02-01-2026 10:00:00',
    });
    expect(ZONA_COLUMNS.find((c) => c.id === 'heading')?.value(vessel({ heading: null }))).toBe(
      '-',
    );
  });

  it('has a heading in both languages for every column', () => {
    for (const c of ZONA_COLUMNS) {
      expect(i18n.getFixedT('en')(c.label)).not.toBe(c.label);
      expect(i18n.getFixedT('id')(c.label)).not.toBe(c.label);
    }
  });

  it('searches by MMSI, name or call sign in any case', () => {
    const rows = [vessel(), vessel({ mmsi: 9, name: 'TUG ONE', callSign: null })];
    expect(searchVessels(rows, '5250').map((v) => v.mmsi)).toEqual([525005123]);
    expect(searchVessels(rows, 'tug').map((v) => v.mmsi)).toEqual([9]);
    expect(searchVessels(rows, 'pkab').map((v) => v.mmsi)).toEqual([525005123]);
    expect(searchVessels(rows, ' ')).toHaveLength(2);
    expect(searchVessels(rows, 'nothing')).toEqual([]);
  });
});

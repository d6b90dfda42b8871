import type { AoiView } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { lanesNear, searchRows } from './monitoring.model.ts';

const PRIOK = { lon: 106.883333, lat: -6.1 };
const base = { description: '', author: 'a', createdAt: 0, archivedAt: null };

describe('the Lane tab areas of a port', () => {
  it('keeps areas with a corner or a circle reaching within 30 NM, and leaves the others', () => {
    const aois: AoiView[] = [
      // Priok's approach channel.
      {
        ...base,
        id: 1,
        name: 'Alur Priok',
        type: 'Polygon',
        coordinates: [
          [106.88, -6.05],
          [106.9, -6.05],
          [106.9, -5.95],
          [106.88, -6.05],
        ],
      },
      // Selat Sunda, 120 km west.
      {
        ...base,
        id: 2,
        name: 'Selat Sunda',
        type: 'Polygon',
        coordinates: [
          [105.8, -6.0],
          [105.9, -6.0],
          [105.9, -5.9],
          [105.8, -6.0],
        ],
      },
      // A circle centred 60 km north, 10 km wide: its edge is inside 30 NM (55.56 km).
      {
        ...base,
        id: 3,
        name: 'Seribu',
        type: 'Circle',
        center: [106.883333, -5.56],
        radiusM: 10_000,
      },
      // A circle 80 km north, 5 km wide: out.
      { ...base, id: 4, name: 'Far', type: 'Circle', center: [106.883333, -5.38], radiusM: 5_000 },
    ];
    expect(lanesNear(aois, PRIOK).map((a) => a.id)).toEqual([1, 3]);
  });
});

describe('the Port tab search', () => {
  const row = (mmsi: number, name: string | null, callSign: string | null) => ({
    mmsi,
    name,
    callSign,
    status: 'inside' as const,
    arrivalAt: 0,
    departureAt: null,
    confidence: 0.4,
  });
  const rows = [row(525000101, 'KM PRIOK SATU', 'YBAA'), row(525000202, null, 'PKXY')];

  it('finds vessels by MMSI, name or call sign, ignoring case', () => {
    expect(searchRows(rows, '0202').map((r) => r.mmsi)).toEqual([525000202]);
    expect(searchRows(rows, 'priok').map((r) => r.mmsi)).toEqual([525000101]);
    expect(searchRows(rows, ' pkxy ').map((r) => r.mmsi)).toEqual([525000202]);
    expect(searchRows(rows, '')).toBe(rows);
    expect(searchRows(rows, 'nothing')).toEqual([]);
  });
});

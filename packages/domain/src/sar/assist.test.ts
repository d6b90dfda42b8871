import { describe, expect, it } from 'vitest';
import {
  isSarCapable,
  nearestInTime,
  parseWibDateTime,
  rankAssist,
  type AssistCandidate,
} from './assist.ts';

const scene = { lon: 106.9, lat: -5.95 };
const at = (
  mmsi: number,
  dLonDeg: number,
  sog: number | null,
  extra: Partial<AssistCandidate> = {},
): AssistCandidate => ({
  mmsi,
  name: null,
  shipType: null,
  lon: scene.lon + dLonDeg,
  lat: scene.lat,
  t: 0,
  sog,
  cog: null,
  ...extra,
});
// One minute of longitude at 5.95° S is 0.9946 NM.
const nm = (n: number) => n / 60 / Math.cos((5.95 * Math.PI) / 180);

describe('SAR assist ranking', () => {
  it('orders by ETA at present speed, then those not making way by distance; leaves out those beyond the radius', () => {
    const rows = rankAssist(
      scene,
      [
        at(1, nm(10), 10),
        at(2, nm(4), 2),
        at(3, nm(1), 0),
        at(4, nm(2), null),
        at(5, nm(31), 30),
        at(6, nm(20), 30),
      ],
      30,
    );
    expect(rows.map((r) => r.mmsi)).toEqual([6, 1, 2, 3, 4]);
    expect(rows.map((r) => (r.etaMinutes === null ? null : Math.round(r.etaMinutes)))).toEqual([
      40,
      60,
      120,
      null,
      null,
    ]);
    expect(rows[0]?.distanceNm).toBeCloseTo(20, 1);
  });

  it('gives no ETA below half a knot, and keeps one row per MMSI (the last given)', () => {
    const rows = rankAssist(scene, [at(7, nm(5), 0.4), at(8, nm(6), 12), at(8, nm(3), 12)], 30);
    expect(
      rows.map((r) => [r.mmsi, r.etaMinutes === null ? null : Math.round(r.etaMinutes)]),
    ).toEqual([
      [8, 15],
      [7, null],
    ]);
  });

  it('marks SAR units and state vessels, and not ships whose names only contain the letters', () => {
    expect(isSarCapable(51, 'ANY')).toBe(true);
    for (const name of [
      'KN SAR KAMAJAYA',
      'KN 4206',
      'KRI BANDA ACEH',
      'RB BASARNAS 206',
      'SAR 104 JAKARTA',
      'RESCUE BOAT 2',
    ])
      expect(isSarCapable(70, name)).toBe(true);
    for (const name of ['KM SARI MAS', 'KNIGHT STAR', 'MV KASARNA', null, ''])
      expect(isSarCapable(70, name)).toBe(false);
  });
});

describe("each vessel's position nearest the incident", () => {
  it('picks per MMSI the time closest to it, before or after', () => {
    const got = nearestInTime(
      [
        { mmsi: 1, t: 100 },
        { mmsi: 1, t: 190 },
        { mmsi: 1, t: 230 },
        { mmsi: 2, t: 600 },
      ],
      200,
    );
    expect(got).toEqual([
      { mmsi: 1, t: 190 },
      { mmsi: 2, t: 600 },
    ]);
  });
});

describe("Basarnas' wall-clock times", () => {
  it('reads UTC+7 wall time, keeps an explicit zone, and refuses what is not a date', () => {
    expect(parseWibDateTime('2026-11-30 08:15:00')).toBe(Date.UTC(2026, 10, 30, 1, 15));
    expect(parseWibDateTime('2026-11-30T08:15')).toBe(Date.UTC(2026, 10, 30, 1, 15));
    expect(parseWibDateTime('2026-11-30')).toBe(Date.UTC(2026, 10, 29, 17, 0));
    expect(parseWibDateTime('2026-11-30T01:15:00Z')).toBe(Date.UTC(2026, 10, 30, 1, 15));
    expect(parseWibDateTime('2026-11-30 09:15:00+08:00')).toBe(Date.UTC(2026, 10, 30, 1, 15));
    for (const bad of ['2026-02-30 10:00', '2026-11-30 24:00', 'kemarin', '', null, undefined])
      expect(parseWibDateTime(bad)).toBeNull();
  });
});

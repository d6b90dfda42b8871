import { describe, expect, it } from 'vitest';
import { dlkpPolygon } from '@pantau/domain';
import { portCounts, vesselsNear, type LiveVesselLike } from './port-counts.ts';

/** Tanjung Priok (the registry's Jakarta, IDJKT) and a DLKP box over its harbour. */
const PRIOK = { lon: 106.883333, lat: -6.1 };
const DLKP_RING: [number, number][] = [
  [106.85, -6.12],
  [106.95, -6.12],
  [106.95, -6.02],
  [106.85, -6.02],
  [106.85, -6.12],
];
const dlkpFeature = {
  geometry: { type: 'Polygon', coordinates: [DLKP_RING] },
  properties: { name: 'DLKP Tanjung Priok' },
};

const vessel = (mmsi: number, lon: number, lat: number): LiveVesselLike => ({
  mmsi,
  lon,
  lat,
  name: `KM ${mmsi}`,
  callSign: null,
  imo: null,
  shipType: 70,
  sog: 5,
  cog: 90,
  positionT: 1_700_000_000_000,
});

describe('the port info panel counts', () => {
  it('finds the DLKP polygon by its name or SIMNAV jenis, and none among lanes and zones', () => {
    const lane = {
      geometry: { type: 'LineString', coordinates: [DLKP_RING[0], DLKP_RING[1]] },
      properties: { name: 'DLKP lane' },
    };
    const anchorage = {
      geometry: { type: 'Polygon', coordinates: [DLKP_RING] },
      properties: { name: 'Zona Labuh' },
    };
    expect(dlkpPolygon([lane, anchorage])).toBeNull();
    expect(dlkpPolygon([lane, anchorage, dlkpFeature])?.name).toBe('DLKP Tanjung Priok');
    const simnav = { ...anchorage, properties: { name: 'Wilayah Priok', jenis: 'dlkp' } };
    expect(dlkpPolygon([simnav])?.name).toBe('Wilayah Priok');
  });

  it('counts a vessel in the harbour inside the DLKP and one 20 NM out outside it', () => {
    const dlkp = dlkpPolygon([dlkpFeature]);
    const harbour = vessel(1, 106.89, -6.08);
    // 20 NM north of the port: within the 30 NM radius, outside 15 NM and the DLKP.
    const offshore = vessel(2, PRIOK.lon, PRIOK.lat + 20 / 60);
    // 40 NM east: outside the AIS radius, not counted at all.
    const far = vessel(3, PRIOK.lon + 40 / 60, PRIOK.lat);
    const near = vesselsNear([far, offshore, harbour], PRIOK, 30, dlkp);
    expect(near.map((v) => [v.mmsi, v.inDlkp])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(near[1]?.distanceNm).toBeCloseTo(20, 0);
    expect(portCounts(near, true)).toEqual({ within30: 2, within15: 1, inside: 1, outside: 1 });
  });

  it('says nothing of the DLKP when the port has no polygon, and skips vessels without position', () => {
    const near = vesselsNear(
      [vessel(1, 106.89, -6.08), vessel(4, Number.NaN, Number.NaN)],
      PRIOK,
      30,
      null,
    );
    expect(near.map((v) => v.inDlkp)).toEqual([null]);
    expect(portCounts(near, false)).toEqual({
      within30: 1,
      within15: 1,
      inside: null,
      outside: null,
    });
    expect(portCounts([], false).within30).toBe(0);
  });
});

import type { RegistryAsset } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { poiRows } from './poi-info.ts';
import { GROUP_RGB } from '../../vessel/colours.ts';
import { labelZoomOf, sbnpKindName } from './poi.layers.ts';
import { DECLUTTER_BELOW_ZOOM, declutter, lookOf, poiPriority, spread } from './poi-look.ts';

const t = i18n.getFixedT('en');

function asset(over: Partial<RegistryAsset>): RegistryAsset {
  const base = {
    id: 'x',
    category: 'ports',
    name: 'X',
    code: null,
    identifier: null,
    lon: 115,
    lat: -8,
    address: null,
    region: null,
    source: 'import',
    updatedBy: null,
    updatedAt: null,
  } as const;
  const nulls = Object.fromEntries(
    [
      'wpi alternateName harborSize harborType shelter waterBody tidalRangeM channelDepthM',
      'anchorageDepthM cargoPierDepthM oilTerminalDepthM maxVesselLengthM maxVesselDraftM',
      'pilotageCompulsory chart district quickZoom focusZoom sk bidangUsaha kategori tipe alamat',
      'npwp status upt dataStatusOperational kelasEksisting kelasBaru',
      'hasilPenilaianKriteriaKlasifikasi keterangan',
    ]
      .join(' ')
      .split(' ')
      .map((k) => [k, null]),
  );
  return { ...base, ...nulls, ...over } as RegistryAsset;
}

describe('POI decluttering', () => {
  // Three ports 1 to 20 km apart around Benoa, and one far away.
  const benoa = asset({ id: 'benoa', harborSize: 'Very Small', quickZoom: 15 });
  const small = asset({ id: 'small', lon: 115.2, harborSize: 'Small' });
  const vts = asset({ id: 'vts', category: 'vts', lon: 115.01 });
  const far = asset({ id: 'far', lon: 125, lat: 1 });

  it('keeps one POI per crowded place at national zoom, the most important', () => {
    const kept = declutter([small, benoa, vts, far], 6).map((a) => a.id);
    expect(kept).toEqual(['vts', 'far']);
    expect(poiPriority(vts)).toBeGreaterThan(poiPriority(benoa));
    expect(poiPriority(benoa)).toBeGreaterThan(poiPriority(small));
  });

  it('draws them all at harbour zoom', () => {
    expect(declutter([small, benoa, vts, far], DECLUTTER_BELOW_ZOOM)).toHaveLength(4);
    // Zooming in frees room step by step: 20 km apart is room enough at zoom 9.
    expect(declutter([small, benoa, vts, far], 9).map((a) => a.id)).toEqual([
      'vts',
      'small',
      'far',
    ]);
  });

  it('names only those with room for a name at harbour zoom', () => {
    // 0.001 degrees apart: 3 px at spec zoom 12, so one name in a 110-px cell.
    const crowd = Array.from({ length: 20 }, (_, i) =>
      asset({ id: `c${i}`, lon: 106.88 + i * 0.001, lat: -6.1 }),
    );
    expect(declutter(crowd, 12)).toHaveLength(20);
    expect(spread(crowd, 12, 110)).toHaveLength(1);
  });

  it('gives each display group its own colour', () => {
    expect(lookOf(vts).rgb).not.toEqual(lookOf(benoa).rgb);
    // The SBNP kinds differ among themselves too.
    expect(lookOf(asset({ category: 'sbnp-mercu suar' }))).not.toEqual(
      lookOf(asset({ category: 'sbnp-rambu siang' })),
    );
  });
});

describe('the POI info card (SPEC §2.24)', () => {
  const rows = (a: RegistryAsset) => Object.fromEntries(poiRows(t, a));

  it('labels the identifier MMSI for a VTS, with its address, to 5 decimals', () => {
    const r = rows(
      asset({
        category: 'vts',
        name: 'VTS Benoa',
        identifier: '525012345',
        lon: 115.2105123,
        lat: -8.7462,
        address: 'Jl. Pelabuhan Benoa',
      }),
    );
    expect(r).toMatchObject({
      MMSI: '525012345',
      Longitude: '115.21051',
      Latitude: '-8.74620',
      Address: 'Jl. Pelabuhan Benoa',
    });
  });

  it('labels it CallSign for an SROP name and DSI otherwise', () => {
    expect(rows(asset({ category: 'srop', name: 'SROP Benoa', identifier: 'PKD' }))).toMatchObject({
      CallSign: 'PKD',
    });
    expect(rows(asset({ category: 'sbnp-mercu suar', name: 'Mercu Suar Bira' }))).toMatchObject({
      DSI: '-',
    });
    expect(rows(asset({ name: 'Benoa', code: 'IDBOA' }))).not.toHaveProperty('Address');
  });

  it('shows the TUKS and TERSUS fields', () => {
    const r = rows(
      asset({
        category: 'tersus',
        name: 'TERSUS PT Nikel',
        sk: 'KP.45/2021',
        bidangUsaha: 'Nikel',
        kategori: 'Khusus',
        tipe: 'Jetty',
        alamat: 'Kendari',
        npwp: '02.345.678.9-012.000',
        status: 'Aktif',
      }),
    );
    expect(r).toMatchObject({
      SK: 'KP.45/2021',
      'Bidang Usaha': 'Nikel',
      Kategori: 'Khusus',
      Tipe: 'Jetty',
      Alamat: 'Kendari',
      NPWP: '02.345.678.9-012.000',
      Status: 'Aktif',
    });
    expect(r).not.toHaveProperty('DSI');
  });

  it("never draws a port as a vessel's dot: its own shape, in no vessel group's colour", () => {
    const port = lookOf(asset({ id: 'priok', category: 'ports' }));
    expect(port.shape).toBe('bullseye');
    for (const rgb of GROUP_RGB) expect(port.rgb).not.toEqual([...rgb]);
  });

  it('names an SBNP kind for the legend from its category', () => {
    expect(sbnpKindName('sbnp-mercu suar')).toBe('Mercu Suar');
    expect(sbnpKindName('sbnp-radar beacon')).toBe('Radar Beacon');
  });

  it('names the offices, VTS and the main ports on the regional picture, the rest close in', () => {
    expect(labelZoomOf(asset({ id: 'v', category: 'vts' }))).toBe(8);
    expect(labelZoomOf(asset({ id: 'p', harborSize: 'Large' }))).toBe(8);
    expect(labelZoomOf(asset({ id: 'q', harborSize: 'Medium' }))).toBe(10);
    expect(labelZoomOf(asset({ id: 's', harborSize: 'Small' }))).toBe(13);
  });
});

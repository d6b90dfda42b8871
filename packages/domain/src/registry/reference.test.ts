import { describe, expect, it } from 'vitest';
import {
  POI_GROUPS,
  REGISTRY_CATEGORIES,
  poiDisplayName,
  poiGroupOf,
  poiIdentifierLabel,
} from './poi.ts';
import { PORT_HARBOUR_NAMES, PORT_LOCAL_NAMES, REFERENCE_ASSETS } from './reference.ts';
import { byRegistrySearchRank, registrySearchRank } from './poi.ts';
import { WPI_INDONESIA } from './wpi-indonesia.ts';
import { VTS_STATIONS } from './vts-stations.ts';

describe('the registry reference data', () => {
  it('holds the 123 Indonesian WPI ports, 104 with a UN/LOCODE from the index', () => {
    expect(WPI_INDONESIA).toHaveLength(123);
    expect(WPI_INDONESIA.filter((r) => r[3] !== null)).toHaveLength(104);
    const wpi = REFERENCE_ASSETS.filter((a) => a.source === 'wpi');
    expect(wpi).toHaveLength(123);
    const jakarta = wpi.find((a) => a.details.wpi === 50970);
    expect(jakarta).toMatchObject({
      name: 'Tanjung Priok',
      code: 'IDJKT',
      lon: 106.883333,
      lat: -6.1,
    });
    expect(jakarta?.details).toMatchObject({ district: 'Tanjung Priok', quickZoom: 12 });
    // Lingkas has no code in the index: the Tarakan district's is its own.
    expect(wpi.find((a) => a.name === 'Lingkas')?.code).toBe('IDTRK');
  });

  it('names ports as Indonesian officers do, the index name kept as the first alternate', () => {
    const byWpi = (n: number) => REFERENCE_ASSETS.find((a) => a.details.wpi === n);
    expect(byWpi(50970)?.details.alternateName).toBe('Jakarta; Batavia; Djakarta; Tandjoenpriok');
    // The index gave Tanjung Perak only as an alternate of Surabaya: it is not repeated.
    expect(byWpi(51130)).toMatchObject({ name: 'Tanjung Perak', code: 'IDSUB' });
    expect(byWpi(51130)?.details.alternateName).toBe('Surabaya');
    expect(byWpi(51040)?.name).toBe('Tanjung Emas');
    expect(byWpi(52320)?.details.alternateName).toBe('Ujung Pandang');
    // A port called by its city as often keeps it; its harbour's name finds it too.
    expect(byWpi(51840)).toMatchObject({ name: 'Balikpapan' });
    expect(byWpi(51840)?.details.alternateName).toBe('Semayang');
    expect(byWpi(52720)?.details.alternateName).toBe('Yos Sudarso; Amboina');
    // Ports the index already names as officers do keep their name and alternates.
    expect(byWpi(51260)).toMatchObject({ name: 'Benoa' });
    expect(byWpi(51260)?.details.alternateName).toBe('Benoa Udjung');
    for (const wpi of [...PORT_LOCAL_NAMES.keys(), ...PORT_HARBOUR_NAMES.keys()])
      expect(byWpi(wpi)?.source).toBe('wpi');
  });

  it('has the 25 Kantor Disnav, the 23 VTS stations and every SPEC §2 quick zoom', () => {
    expect(REFERENCE_ASSETS.filter((a) => a.category === 'kantor disnav')).toHaveLength(25);
    const vts = REFERENCE_ASSETS.filter((a) => a.category === 'vts');
    expect(vts).toHaveLength(23);
    for (const v of vts) expect(Math.abs(v.lon)).toBeGreaterThan(90);
    // The Directorate's published 21 and Tarakan, each once; the spec's last one is marked
    // unpublished.
    expect(VTS_STATIONS.filter((s) => s.published).map((s) => s.name)).toEqual([
      'Belawan',
      'Teluk Bayur',
      'Dumai',
      'Batam',
      'Palembang',
      'Panjang',
      'Merak',
      'Jakarta',
      'Pontianak',
      'Banjarmasin',
      'Batu Licin',
      'Semarang',
      'Surabaya',
      'Balikpapan',
      'Samarinda',
      'Makassar',
      'Benoa',
      'Lembar',
      'Bitung',
      'Sorong',
      'Bintuni',
      'Tarakan',
    ]);
    expect(VTS_STATIONS.filter((s) => !s.published).map((s) => s.name)).toEqual(['Tanjung Pinang']);
    expect(new Set(vts.map((v) => v.name)).size).toBe(23);
    // A station at a WPI port takes that port's UN/LOCODE; Jakarta's is Tanjung Priok's.
    expect(vts.find((v) => v.name === 'VTS Jakarta')?.code).toBe('IDJKT');
    expect(vts.find((v) => v.name === 'VTS Teluk Bayur')?.code).toBe('IDTBR');
    expect(vts.find((v) => v.name === 'VTS Lembar')).toMatchObject({ lon: 116.07, lat: -8.73 });
    const quick = REFERENCE_ASSETS.filter((a) => a.details.quickZoom != null);
    expect(quick.map((a) => [a.name, a.details.quickZoom, a.details.focusZoom]).sort()).toEqual(
      [
        ['Batam', 12, true],
        ['Belawan', 12, true],
        ['Benoa', 15, true],
        ['Cirebon', 10, false],
        ['Tanjung Priok', 12, true],
        ['Lingkas', 10, true],
      ].sort(),
    );
  });

  it('gives every entry a unique id, a known category and a place in Indonesia', () => {
    expect(new Set(REFERENCE_ASSETS.map((a) => a.id)).size).toBe(REFERENCE_ASSETS.length);
    for (const a of REFERENCE_ASSETS) {
      expect(REGISTRY_CATEGORIES).toContain(a.category);
      expect(a.lon).toBeGreaterThan(94);
      expect(a.lon).toBeLessThan(142);
      expect(a.lat).toBeGreaterThan(-12);
      expect(a.lat).toBeLessThan(7);
    }
  });
});

describe('POI categories', () => {
  it('labels the identifier CallSign for an srop name, MMSI for a VTS, otherwise DSI', () => {
    expect(poiIdentifierLabel('SROP Benoa', 'srop')).toBe('CallSign');
    expect(poiIdentifierLabel('Stasiun srop ujung', 'unidentified')).toBe('CallSign');
    expect(poiIdentifierLabel('VTS Benoa', 'vts')).toBe('MMSI');
    expect(poiIdentifierLabel('Mercu Suar Tanjung', 'sbnp-mercu suar')).toBe('DSI');
  });

  it('groups the categories for display, with the spec prefixes', () => {
    expect(POI_GROUPS.flatMap((g) => g.categories).sort()).toEqual([...REGISTRY_CATEGORIES].sort());
    expect(poiGroupOf('sbnp-rambu siang').id).toBe('sbnp');
    expect(poiDisplayName('Ujung', 'srop')).toBe('SROP Ujung');
    expect(poiDisplayName('Mercu Suar Bira', 'sbnp-mercu suar')).toBe('Lighthouse Mercu Suar Bira');
    expect(poiDisplayName('Lighthouse Bira', 'sbnp-mercu suar')).toBe('Lighthouse Bira');
    expect(poiDisplayName('Benoa', 'ports')).toBe('Benoa');
  });
});

describe('the Others search ranking', () => {
  const entries = [
    { name: 'Distrik Navigasi Tanjung Priok', category: 'kantor disnav' },
    { name: 'VTS Jakarta', category: 'vts' },
    { name: 'Tanjung Priok', category: 'ports' },
    { name: 'Priok Marina', category: 'marinas' },
  ];

  it('offers the port before the office of the same place', () => {
    expect(byRegistrySearchRank('priok', entries).map((e) => e.name)).toEqual([
      'Priok Marina',
      'Tanjung Priok',
      'Distrik Navigasi Tanjung Priok',
      'VTS Jakarta',
    ]);
    // Matched only by a code or an alternate name, the port still comes first.
    expect(
      byRegistrySearchRank('idjkt', [entries[0], entries[2]] as typeof entries).map((e) => e.name),
    ).toEqual(['Tanjung Priok', 'Distrik Navigasi Tanjung Priok']);
  });

  it('puts the exact name first, whatever its kind', () => {
    expect(registrySearchRank('Tanjung Priok', entries[2] as (typeof entries)[number])).toEqual([
      0, 0,
    ]);
    expect(byRegistrySearchRank('distrik navigasi', entries)[0]?.category).toBe('kantor disnav');
  });
});

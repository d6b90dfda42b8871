import type { PlaceName } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { placeLabelsAt } from './place-labels.ts';

const place = (over: Partial<PlaceName> & Pick<PlaceName, 'name' | 'kind'>): PlaceName => ({
  lon: 110,
  lat: -5,
  minZoom: 4,
  maxZoom: 22,
  ...over,
});

describe('the base map names at a zoom', () => {
  const places = [
    place({ name: 'Laut Jawa', kind: 'sea', lon: 110.5, lat: -5.0, maxZoom: 9 }),
    place({ name: 'Jakarta', kind: 'capital', lon: 106.85, lat: -6.21 }),
    // 12 km from Jakarta: at the national zoom they would write over each other.
    place({ name: 'Bekasi', kind: 'city', lon: 106.99, lat: -6.24, minZoom: 6 }),
    place({ name: 'Jawa Barat', kind: 'province', lon: 107.6, lat: -6.95, minZoom: 5, maxZoom: 8 }),
    place({ name: 'Cikarang', kind: 'town', lon: 107.15, lat: -6.26, minZoom: 9 }),
  ];
  const at = (zoom: number) => placeLabelsAt(places, zoom).map((l) => l.text);

  it('writes each name only from its zoom and up to its last', () => {
    // At zoom 4 the sea's name would touch the capital's, 41 px away: the capital keeps its place.
    expect(at(4)).toEqual(['Jakarta']);
    expect(at(5)).toEqual(['Jakarta', 'Laut Jawa']);
    expect(at(10)).not.toContain('Laut Jawa');
    expect(at(10)).not.toContain('JAWA BARAT');
    expect(at(9)).toContain('Cikarang');
  });

  it('leaves out a name that would run into a more important one, and writes it closer in', () => {
    expect(at(6)).toContain('Jakarta');
    expect(at(6)).not.toContain('Bekasi');
    expect(at(11)).toEqual(expect.arrayContaining(['Jakarta', 'Bekasi', 'Cikarang']));
  });

  it('writes provinces in capitals', () => {
    expect(at(6)).toContain('JAWA BARAT');
  });
});

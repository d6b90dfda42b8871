import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import shp from 'shpjs';
import { describe, expect, it } from 'vitest';
import { asGeoJson, asKml, asShapefileZip, exportFile } from './feature-export.ts';
import type { DraftFeature } from './feature-input.ts';

const FEATURES: DraftFeature[] = [
  {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [106.875, -6.1] },
    properties: { name: 'Buoy 1', type: 'sbnp', poiType: 'PelampungSuar', poiColor: 'green' },
  },
  {
    type: 'Feature',
    geometry: {
      type: 'LineString',
      coordinates: [
        [106.8, -6.05],
        [106.9, -6.0],
      ],
    },
    properties: { name: 'Alur Utama', type: 'alur', pointNames: ['A', 'B'] },
  },
  {
    type: 'Feature',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [106, -6],
          [107, -6],
          [107, -7],
          [106, -6],
        ],
      ],
    },
    properties: { name: 'Zona Labuh', type: 'zona', pointNames: ['a', 'b', 'c', 'a'] },
  },
];

const names = (fc: { features: { properties: unknown }[] }) =>
  fc.features.map((f) => (f.properties as { name: string }).name).sort();

describe('feature download (SPEC §2.23: GeoJSON, KML, SHP), read back', () => {
  it('GeoJSON is the features as they are', async () => {
    const file = await exportFile('geojson', FEATURES, 'IDTPP_Live data');
    expect(file.filename).toBe('IDTPP_Live_data.geojson');
    expect(JSON.parse(await file.blob.text())).toEqual(asGeoJson(FEATURES));
  });

  it('KML reads back (togeojson) with names, attributes and geometry', async () => {
    const doc = new DOMParser().parseFromString(await asKml(FEATURES), 'text/xml');
    const back = kml(doc);
    expect(names(back)).toEqual(['Alur Utama', 'Buoy 1', 'Zona Labuh']);
    const buoy = back.features.find((f) => f.properties?.name === 'Buoy 1');
    expect(buoy?.geometry).toEqual({ type: 'Point', coordinates: [106.875, -6.1] });
    expect(buoy?.properties).toMatchObject({
      type: 'sbnp',
      poiType: 'PelampungSuar',
      poiColor: 'green',
    });
    const zone = back.features.find((f) => f.properties?.name === 'Zona Labuh');
    expect(zone?.geometry).toEqual(FEATURES[2]?.geometry);
    expect(zone?.properties).toMatchObject({ pointNames: 'a;b;c;a' });
  });

  it('SHP zip reads back (shpjs): one layer per geometry type, attributes in the dbf', async () => {
    const zip = await asShapefileZip(FEATURES, 'IDTPP');
    const back = await shp(zip);
    const layers = Array.isArray(back) ? back : [back];
    expect(layers.map((l) => l.fileName).sort()).toEqual([
      'IDTPP/IDTPP_line',
      'IDTPP/IDTPP_point',
      'IDTPP/IDTPP_polygon',
    ]);
    const all = layers.flatMap((l) => l.features);
    expect(names({ features: all })).toEqual(['Alur Utama', 'Buoy 1', 'Zona Labuh']);
    const buoy = all.find((f) => f.properties?.name === 'Buoy 1');
    expect(buoy?.geometry.type).toBe('Point');
    const [lon, lat] = (buoy?.geometry as { coordinates: number[] }).coordinates;
    expect(lon).toBeCloseTo(106.875, 6);
    expect(lat).toBeCloseTo(-6.1, 6);
    expect(buoy?.properties).toMatchObject({
      type: 'sbnp',
      poiType: 'PelampungSuar',
      poiColor: 'green',
    });
    const lane = all.find((f) => f.properties?.name === 'Alur Utama');
    expect(lane?.geometry.type).toBe('LineString');
  });
});

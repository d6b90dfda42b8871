import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { parseCsv, readCsv, readGeoJson } from './registry.import.ts';

function refusal(run: () => unknown): { field?: string; message: string } {
  try {
    run();
  } catch (e) {
    if (e instanceof ApiError) return e.toBody();
    throw e;
  }
  throw new Error('not refused');
}

describe('reading a registry CSV', () => {
  it('follows RFC 4180: quoted commas, doubled quotes, line breaks, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\n\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
  });

  it('reads the fields by their header in any spelling, empty cells as absent', () => {
    const [e] = readCsv(
      'ID,Category,Name,Longitude,Latitude,Pilotage Compulsory,Channel_Depth_M,UPT\n' +
        'p1,ports,Pelabuhan Uji,106.1,-6.2,yes,12.5,\n',
    );
    expect(e).toMatchObject({
      id: 'p1',
      category: 'ports',
      name: 'Pelabuhan Uji',
      lon: 106.1,
      lat: -6.2,
      pilotageCompulsory: true,
      channelDepthM: 12.5,
      upt: null,
    });
  });

  it('refuses what it cannot take, naming the row and the field', () => {
    expect(refusal(() => readCsv('id,category,name,lon\np1,ports,X,106'))).toMatchObject({
      field: 'content',
      message: "the header has no 'lat' column",
    });
    expect(refusal(() => readCsv('id,category,name,lon,lat\np1,ports,X,106'))).toMatchObject({
      field: 'rows.1.row',
    });
    expect(
      refusal(() => readCsv('id,category,name,lon,lat\np1,ports,X,106,-6\np1,ports,Y,107,-6')),
    ).toMatchObject({ field: 'rows.2.id', message: 'row 2, id: id p1 appears twice in the file' });
    expect(
      refusal(() => readCsv('id,category,name,lon,lat,code\np1,ports,X,106,-6,jkt')),
    ).toMatchObject({ field: 'rows.1.code' });
    expect(refusal(() => readCsv('id,category,name,lon,lat\n'))).toMatchObject({
      message: 'the file holds no entries',
    });
    expect(refusal(() => readCsv('id,name\n"open'))).toMatchObject({
      message: 'a quoted CSV field is not closed',
    });
  });
});

describe('reading a registry GeoJSON file', () => {
  it('takes Points with the fields as properties, the id from the feature or its properties', () => {
    const entries = readGeoJson(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            id: 7,
            geometry: { type: 'Point', coordinates: [119.4, -5.1] },
            properties: { category: 'terminal', name: 'Terminal Uji', lon: 1, lat: 1 },
          },
        ],
      }),
    );
    expect(entries).toMatchObject([{ id: '7', category: 'terminal', lon: 119.4, lat: -5.1 }]);
  });

  it('refuses what is not a FeatureCollection of Points with known fields', () => {
    expect(refusal(() => readGeoJson('{'))).toMatchObject({ message: 'the file is not JSON' });
    expect(refusal(() => readGeoJson('{"type":"Feature"}'))).toMatchObject({
      message: 'the file is not a GeoJSON FeatureCollection',
    });
    const point = (properties: object) =>
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] }, properties },
        ],
      });
    expect(
      refusal(() => readGeoJson(point({ id: 'a', category: 'ports', name: 'A', colour: 'red' }))),
    ).toMatchObject({ field: 'rows.1.colour', message: "row 1, colour: unknown field 'colour'" });
    expect(refusal(() => readGeoJson(point({ id: 'a', category: 'ports' })))).toMatchObject({
      field: 'rows.1.name',
    });
  });
});

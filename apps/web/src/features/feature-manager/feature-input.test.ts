import { describe, expect, it } from 'vitest';
import { FeatureCollectionBody } from '@pantau/contracts';
import {
  coordinatesText,
  emptyForm,
  namesOf,
  plotFeature,
  type FeatureForm,
} from './feature-input.ts';

const form = (patch: Partial<FeatureForm>): FeatureForm => ({ ...emptyForm(), ...patch });
const none = new Set<string>();

describe('plotFeature (SPEC §5 feature manager)', () => {
  it('reads an SBNP point from latitude,longitude with the hemisphere letters', () => {
    const out = plotFeature(
      form({
        kind: 'sbnp',
        name: 'Buoy 1',
        sbnpType: 'PelampungSuar',
        colour: 'green',
        coordinates: `6°06'00" LS,106°52'30" BT`,
      }),
      none,
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.feature.geometry).toEqual({ type: 'Point', coordinates: [106.875, -6.1] });
    expect(out.feature.properties).toEqual({
      name: 'Buoy 1',
      type: 'sbnp',
      poiType: 'PelampungSuar',
      poiColor: 'green',
    });
    // What the server takes.
    expect(
      FeatureCollectionBody.safeParse({ type: 'FeatureCollection', features: [out.feature] })
        .success,
    ).toBe(true);
  });

  it("refuses a malformed or switched coordinate with the spec's message", () => {
    for (const coordinates of [
      '6.1 LS',
      'abc,def',
      `106°52'30" BT,6°06'00" LS`,
      '6 LS,106 BT\n7 LS,107 BT',
    ]) {
      const out = plotFeature(form({ kind: 'poi', name: 'P', colour: 'red', coordinates }), none);
      expect(out).toEqual({
        ok: false,
        field: 'coordinates',
        message: 'featureManager.errors.format',
      });
    }
  });

  it("keeps an SBNP's DSI of at most 6 characters, and none for other kinds", () => {
    const sbnp = form({
      kind: 'sbnp',
      name: 'B',
      sbnpType: 'RambuSuar',
      colour: 'red',
      coordinates: '-6,106',
    });
    expect(plotFeature({ ...sbnp, dsi: '1234567' }, none)).toEqual({
      ok: false,
      field: 'dsi',
      message: 'featureManager.errors.dsiMax',
    });
    const ok = plotFeature({ ...sbnp, dsi: ' 00123 ' }, none);
    expect(ok.ok && ok.feature.properties.dsi).toBe('00123');
    const blank = plotFeature(sbnp, none);
    expect(blank.ok && 'dsi' in blank.feature.properties).toBe(false);
    const poi = plotFeature(
      form({ kind: 'poi', name: 'P', colour: 'red', coordinates: '-6,106', dsi: '1234567' }),
      none,
    );
    expect(poi.ok && 'dsi' in poi.feature.properties).toBe(false);
  });

  it('marks a poi as MapMarker and offers pins only the four pin colours', () => {
    const ok = plotFeature(
      form({ kind: 'poi', name: 'Pin', colour: 'white', coordinates: '-6.1,106.8' }),
      none,
    );
    expect(ok.ok && ok.feature.properties.poiType).toBe('MapMarker');
    const purple = plotFeature(
      form({ kind: 'poi', name: 'Pin', colour: 'purple', coordinates: '-6.1,106.8' }),
      none,
    );
    expect(purple).toMatchObject({ ok: false, field: 'colour' });
  });

  it('needs an SBNP type from the list, a name with a character and a name not used', () => {
    expect(
      plotFeature(
        form({
          kind: 'sbnp',
          name: 'X',
          sbnpType: 'Lighthouse',
          colour: 'red',
          coordinates: '-6,106',
        }),
        none,
      ),
    ).toMatchObject({ field: 'sbnpType' });
    expect(plotFeature(form({ name: '   ' }), none)).toEqual({
      ok: false,
      field: 'name',
      message: 'featureManager.errors.nameRequired',
    });
    expect(
      plotFeature(form({ kind: 'alur', name: 'Alur Utama' }), new Set(['alur utama'])),
    ).toEqual({ ok: false, field: 'name', message: 'featureManager.errors.nameTaken' });
  });

  it('reads a lane from named lines, and needs two points', () => {
    const text = `A,6°05' LS,106°50' BT\nB,6°00' LS,106°55' BT`;
    const out = plotFeature(form({ kind: 'alur', name: 'Alur', coordinates: text }), none);
    expect(out.ok && out.feature.geometry.type).toBe('LineString');
    expect(out.ok && out.feature.properties.pointNames).toEqual(['A', 'B']);
    expect(
      plotFeature(form({ kind: 'garis haluan', name: 'G', coordinates: `A,6 LS,106 BT` }), none),
    ).toMatchObject({ field: 'coordinates', message: 'featureManager.errors.minLine' });
  });

  it('closes a zone, and keeps the polygon rules of §5', () => {
    const out = plotFeature(
      form({ kind: 'zona', name: 'Z', coordinates: 'a,6 LS,106 BT\nb,6 LS,107 BT\nc,7 LS,107 BT' }),
      none,
    );
    expect(out.ok && out.feature.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [106, -6],
          [107, -6],
          [107, -7],
          [106, -6],
        ],
      ],
    });
    expect(out.ok && out.feature.properties.pointNames).toEqual(['a', 'b', 'c', 'a']);
    expect(
      plotFeature(
        form({ kind: 'zona', name: 'Z', coordinates: 'a,6 LS,106 BT\nb,6 LS,107 BT' }),
        none,
      ),
    ).toMatchObject({ message: 'common.minPoints' });
    expect(
      plotFeature(
        form({
          kind: 'zona',
          name: 'Z',
          coordinates: 'a,6 LS,106 BT\nb,6 LS,107 BT\na,6 LS,106 BT',
        }),
        none,
      ),
    ).toMatchObject({ message: 'common.minUnique' });
  });

  it('lists names in lower case and coordinates as latitude, longitude', () => {
    const out = plotFeature(
      form({ kind: 'poi', name: 'Dermaga', colour: 'red', coordinates: '-6.1,106.8' }),
      none,
    );
    if (!out.ok) throw new Error('plot failed');
    expect([...namesOf([out.feature])]).toEqual(['dermaga']);
    expect(coordinatesText(out.feature.geometry)).toEqual(['-6.10000, 106.80000']);
  });
});

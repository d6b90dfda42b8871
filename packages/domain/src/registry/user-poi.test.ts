import { describe, expect, it } from 'vitest';
import { POI_MESSAGES as M, plotUserPoi, poiIdentifierRule, validateUserPoi } from './user-poi.ts';

const valid = {
  category: 'vts',
  identifier: '525012345',
  name: 'VTS Benoa',
  longitude: '115.210512',
  latitude: '-8.746',
};

describe('the Add New Point of Interest form (SPEC §5)', () => {
  it('accepts a valid form', () => {
    expect(validateUserPoi(valid)).toEqual({});
  });

  it('requires a known type', () => {
    expect(validateUserPoi({ ...valid, category: '' }).category).toBe(M.required);
    expect(validateUserPoi({ ...valid, category: 'harbour' }).category).toBe('value not accepted');
  });

  it('labels and limits the identifier by type: MMSI 9, DSI 4, ID 4', () => {
    expect(poiIdentifierRule('srop')).toEqual({ label: 'MMSI', max: 9 });
    expect(poiIdentifierRule('sbnp-mercu suar')).toEqual({ label: 'DSI', max: 4 });
    expect(poiIdentifierRule('marinas')).toEqual({ label: 'ID', max: 4 });
    expect(validateUserPoi({ ...valid, identifier: '5250123456' }).identifier).toBe(
      'Max of 9 Characters',
    );
    expect(
      validateUserPoi({ ...valid, category: 'sbnp-rambu suar', identifier: '12345' }).identifier,
    ).toBe('Max of 4 Characters');
    expect(validateUserPoi({ ...valid, category: 'fpso', identifier: '' }).identifier).toBe(
      'Required',
    );
  });

  it('wants a name with a character', () => {
    expect(validateUserPoi({ ...valid, name: '   ' }).name).toBe('Must contain character');
    expect(validateUserPoi({ ...valid, name: '' }).name).toBe('Required');
  });

  it('checks the coordinates: dots and numbers, in range, at most 6 decimals', () => {
    expect(validateUserPoi({ ...valid, longitude: '115,2' }).longitude).toBe(
      'Please use only dots and numbers',
    );
    expect(validateUserPoi({ ...valid, longitude: '181' }).longitude).toBe(
      'Please use valid Longitude with dots',
    );
    expect(validateUserPoi({ ...valid, longitude: '115.1234567' }).longitude).toBe(
      'Please use valid Longitude with dots',
    );
    expect(validateUserPoi({ ...valid, latitude: '-90.5' }).latitude).toBe(
      'Please use valid Latitude with dots',
    );
    expect(validateUserPoi({ ...valid, latitude: '' }).latitude).toBe('Required');
  });

  it('plots numbers, and says they may be switched when they are not', () => {
    expect(plotUserPoi(valid)).toEqual({ ok: true, lon: 115.210512, lat: -8.746 });
    expect(plotUserPoi({ longitude: '8°S', latitude: '115' })).toEqual({
      ok: false,
      message:
        'coordinate inputed contains error, longitude and latitude position might be switched',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { decodeShared as decodeWith, encodeShared } from './share.ts';

/** The kinds the app's features give cards for, as far as these tests need. */
const decodeShared = (params: URLSearchParams) => decodeWith(params, ['vessel', 'aid']);

describe('the shareable URL state', () => {
  it('round-trips the view (spec zoom, bearing) and the selection', () => {
    const params = encodeShared(new URLSearchParams(), {
      view: { center: [106.8834567, -6.1012345], zoom: 12.345, bearing: 30 },
      selected: { kind: 'vessel', id: '525000001' },
    });
    expect(params.toString()).toBe('c=106.88346%2C-6.10123&z=12.35&b=30&sel=vessel%3A525000001');
    expect(decodeShared(params)).toEqual({
      view: { center: [106.88346, -6.10123], zoom: 12.35, bearing: 30 },
      selected: { kind: 'vessel', id: '525000001' },
    });
  });

  it('leaves a zero bearing and an empty selection out, and keeps other params', () => {
    const params = encodeShared(new URLSearchParams('mmsi=1&sel=aid:9'), {
      view: { center: [117.1, -0.9], zoom: 6 },
      selected: null,
    });
    expect(params.toString()).toBe('mmsi=1&c=117.1%2C-0.9&z=6');
    expect(decodeShared(params)).toEqual({
      view: { center: [117.1, -0.9], zoom: 6 },
      selected: null,
    });
  });

  it('reads malformed or unknown values as absent', () => {
    for (const q of ['c=abc,1&z=6', 'c=117&z=6', 'c=117,-0.9', 'c=117,95&z=6', 'c=,&z=']) {
      expect(decodeShared(new URLSearchParams(q)).view).toBeNull();
    }
    for (const sel of ['ship:1', 'vessel:', ':1', 'vessel']) {
      expect(decodeShared(new URLSearchParams({ sel })).selected).toBeNull();
    }
    expect(decodeShared(new URLSearchParams('sel=aid:992510001')).selected).toEqual({
      kind: 'aid',
      id: '992510001',
    });
  });
});

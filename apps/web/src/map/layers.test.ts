import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { BASE_MAPS, DETAIL_ZOOM, PALETTE, resolveStyle, type Land } from './layers.ts';

const NO_LAND: Land = { coarse: null, detail: null };

describe('base maps as data', () => {
  it('draws the default Simple Map from land and sea only, with no network', () => {
    const style = resolveStyle('simple', 'light', NO_LAND);
    expect(style.layers.map((l) => l.id)).toEqual(['sea', 'land-fill', 'land-coast']);
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
  });

  it('swaps colours with the theme', () => {
    const light = resolveStyle('simple', 'light', NO_LAND);
    const dark = resolveStyle('simple', 'dark', NO_LAND);
    expect(light.layers[0]).toMatchObject({ paint: { 'background-color': PALETTE.light.sea } });
    expect(dark.layers[0]).toMatchObject({ paint: { 'background-color': PALETTE.dark.sea } });
  });

  it('keeps the offline land under online tiles', () => {
    const style = resolveStyle('satellite', 'dark', NO_LAND);
    expect(style.layers.map((l) => l.id)).toEqual(['sea', 'land-fill', 'land-coast', 'satellite']);
    expect(style.sources['satellite']).toMatchObject({ type: 'raster' });
  });

  it('switches to the detailed land from DETAIL_ZOOM once it has loaded', () => {
    const empty = { type: 'FeatureCollection' as const, features: [] };
    const style = resolveStyle('simple', 'light', { coarse: empty, detail: empty });
    expect(style.layers.map((l) => [l.id, l.minzoom, l.maxzoom])).toEqual([
      ['sea', undefined, undefined],
      ['land-fill', undefined, DETAIL_ZOOM],
      ['land-coast', undefined, DETAIL_ZOOM],
      ['land-detail-fill', DETAIL_ZOOM, undefined],
      ['land-detail-coast', DETAIL_ZOOM, undefined],
    ]);
  });

  it('offers Simple Map first and Satellite Map among the options', () => {
    expect(BASE_MAPS.map((b) => i18n.t(b.label, { lng: 'en' }))).toEqual([
      'Simple Map',
      'Satellite Map',
      'Street Map (CARTO)',
    ]);
  });
});

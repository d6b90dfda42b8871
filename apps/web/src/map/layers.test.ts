import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { LAND_REGION } from '@pantau/contracts';
import {
  BASE_MAPS,
  DETAIL_ZOOM,
  LAND_TILES_ZOOM,
  PALETTE,
  resolveStyle,
  type Land,
} from './layers.ts';

const NO_LAND: Land = { coarse: null, detail: null };

describe('base maps as data', () => {
  it('draws the default Simple Map from land and sea only, with no network', () => {
    const style = resolveStyle('simple', 'light', NO_LAND, undefined);
    expect(style.layers.map((l) => l.id)).toEqual(['sea', 'land-fill', 'land-coast']);
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
  });

  it("draws the server's land tiles over their region from LAND_TILES_ZOOM, on the page's own server", () => {
    const style = resolveStyle('simple', 'dark', NO_LAND, 'http://pantau.local:8080');
    expect(style.layers.map((l) => [l.id, l.minzoom])).toEqual([
      ['sea', undefined],
      ['land-fill', undefined],
      ['land-coast', undefined],
      ['land-tiles-region-sea', LAND_TILES_ZOOM],
      ['land-tiles-fill', LAND_TILES_ZOOM],
      ['land-tiles-coast', LAND_TILES_ZOOM],
    ]);
    expect(style.sources['land-tiles']).toMatchObject({
      type: 'vector',
      tiles: ['http://pantau.local:8080/api/basemap/land/{z}/{x}/{y}'],
      bounds: [...LAND_REGION],
      attribution: '© OpenStreetMap contributors',
    });
    // The region is painted as sea first (hiding the coarse coast), in the theme's colours.
    expect(style.layers[3]).toMatchObject({ paint: { 'fill-color': PALETTE.dark.sea } });
    expect(style.layers[4]).toMatchObject({ paint: { 'fill-color': PALETTE.dark.land } });
    const light = resolveStyle('simple', 'light', NO_LAND, 'http://pantau.local:8080');
    expect(light.layers[4]).toMatchObject({ paint: { 'fill-color': PALETTE.light.land } });
    // Online bases keep Natural Earth's land under their tiles, not the server's.
    const street = resolveStyle('street', 'light', NO_LAND, 'http://pantau.local:8080');
    expect(Object.keys(street.sources)).not.toContain('land-tiles');
  });

  it('swaps colours with the theme', () => {
    const light = resolveStyle('simple', 'light', NO_LAND, undefined);
    const dark = resolveStyle('simple', 'dark', NO_LAND, undefined);
    expect(light.layers[0]).toMatchObject({ paint: { 'background-color': PALETTE.light.sea } });
    expect(dark.layers[0]).toMatchObject({ paint: { 'background-color': PALETTE.dark.sea } });
  });

  it('keeps the offline land under online tiles', () => {
    const style = resolveStyle('satellite', 'dark', NO_LAND, undefined);
    expect(style.layers.map((l) => l.id)).toEqual(['sea', 'land-fill', 'land-coast', 'satellite']);
    expect(style.sources['satellite']).toMatchObject({ type: 'raster' });
  });

  it('switches to the detailed land from DETAIL_ZOOM once it has loaded', () => {
    const empty = { type: 'FeatureCollection' as const, features: [] };
    const style = resolveStyle('simple', 'light', { coarse: empty, detail: empty }, undefined);
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

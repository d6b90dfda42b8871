import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW,
  fitPadding,
  FOCUS_ZOOM,
  homeView,
  INDONESIA_BOUNDS,
  QUICK_ZOOM,
} from './places.ts';

describe('places', () => {
  it('has the quick-zoom presets of SPEC §2 in order with their zoom levels', () => {
    expect(QUICK_ZOOM.map((p) => [p.label, p.zoom])).toEqual([
      ['Benoa', 15],
      ['Tj. Priok', 12],
      ['Cirebon', 10],
      ['Tarakan', 10],
      ['Batam', 12],
      ['Belawan', 12],
    ]);
    for (const p of QUICK_ZOOM) {
      const [lon, lat] = p.center;
      expect(lon).toBeGreaterThan(95);
      expect(lon).toBeLessThan(141);
      expect(lat).toBeGreaterThan(-11);
      expect(lat).toBeLessThan(6);
    }
  });

  it('lists the Focus Zoom ports without Cirebon', () => {
    expect(FOCUS_ZOOM.map((p) => p.label)).toEqual([
      'Benoa',
      'Tj. Priok',
      'Tarakan',
      'Batam',
      'Belawan',
    ]);
  });

  it("opens at the user's view, else the default", () => {
    expect(homeView(null)).toEqual(DEFAULT_VIEW);
    expect(homeView({ center: null, zoom: null })).toEqual(DEFAULT_VIEW);
    expect(homeView({ center: [110, -7], zoom: 8 })).toEqual({ center: [110, -7], zoom: 8 });
  });
});

describe('port positions (NGA World Port Index)', () => {
  it('matches the published minutes of arc', () => {
    const byId = Object.fromEntries(QUICK_ZOOM.map((p) => [p.id, p.center]));
    expect(byId['benoa']?.[0]).toBeCloseTo(115.216667, 5);
    expect(byId['benoa']?.[1]).toBeCloseTo(-8.75, 5);
    expect(byId['priok']?.[0]).toBeCloseTo(106.883333, 5);
    expect(byId['priok']?.[1]).toBeCloseTo(-6.1, 5);
    expect(byId['cirebon']?.[1]).toBeCloseTo(-6.716667, 5);
    expect(byId['tarakan']?.[1]).toBeCloseTo(3.283333, 5);
    expect(byId['batam']?.[0]).toBeCloseTo(103.95, 5);
    expect(byId['belawan']?.[0]).toBeCloseTo(98.716667, 5);
  });

  it('holds the whole country, Sabang to Merauke and Miangas to Rote', () => {
    const [[west, south], [east, north]] = INDONESIA_BOUNDS;
    const inside = (lon: number, lat: number) =>
      lon > west && lon < east && lat > south && lat < north;
    // Sabang (Weh) 5°53'N 95°19'E, Merauke's border 141°01'E, Miangas 5°34'N 126°35'E, Ndana 11°S.
    expect(inside(95.32, 5.89)).toBe(true);
    expect(inside(141.02, -8.5)).toBe(true);
    expect(inside(126.59, 5.57)).toBe(true);
    expect(inside(122.87, -11.0)).toBe(true);
  });

  it('fits clear of the rail, the toolbar and the bands', () => {
    expect(fitPadding({ rail: 56, top: 96, bottom: 92 })).toEqual({
      top: 96,
      bottom: 92,
      left: 68,
      right: 76,
    });
    expect(fitPadding({ rail: 256, top: 96, bottom: 92 }).left).toBe(268);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE } from '../src/map/layers.ts';
import {
  launchBrowser,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  startServer,
  type Server,
} from './harness.ts';
import type { Browser } from 'playwright-core';

/** The LAYERS & MAP overlays drawn over the harbour (registry.test.ts lists them). */
const OVERLAYS = [
  'hidros',
  'sipandu',
  'map-features',
  'ports',
  'marinas',
  'vts',
  'srop',
  'fpso',
  'terminal',
  'disnav',
  'tuks',
  'sbnp',
  'unidentified',
  'aids',
];

// Tanjung Priok's harbour: a box around its basins, and a line across them (6.1° S).
const PRIOK_BOX = [106.86, -6.13, 106.95, -6.07] as const;
const ACROSS = { lat: -6.1, west: 106.87, east: 106.93 };

type MapHook = {
  __pantauMap?: {
    getZoom(): number;
    isSourceLoaded(id: string): boolean;
    areTilesLoaded(): boolean;
    querySourceFeatures(
      source: string,
      options: { sourceLayer: string },
    ): { geometry: { type: string; coordinates: unknown } }[];
    project(p: [number, number]): { x: number; y: number };
  };
};

/** Vertices of the server's land tiles inside the Priok box, as MapLibre holds them. */
function priokVertices(page: Page): Promise<number> {
  return page.evaluate((box) => {
    const map = (window as MapHook).__pantauMap;
    if (!map || !map.isSourceLoaded('land-tiles')) return 0;
    let n = 0;
    const walk = (c: unknown): void => {
      if (!Array.isArray(c)) return;
      if (typeof c[0] === 'number') {
        const [x = 0, y = 0] = c as number[];
        if (x > box[0] && x < box[2] && y > box[1] && y < box[3]) n++;
        return;
      }
      for (const d of c) walk(d);
    };
    for (const f of map.querySourceFeatures('land-tiles', { sourceLayer: 'land' })) {
      walk(f.geometry.coordinates);
    }
    return n;
  }, PRIOK_BOX);
}

/**
 * What the screen shows along the line across the harbour: 'L' for a land pixel, 's' for a
 * sea pixel, '?' for anything else, from a real screenshot of the map.
 */
async function landAndSeaAcross(page: Page, theme: 'light' | 'dark'): Promise<string> {
  const points = await page.evaluate((line) => {
    const map = (window as MapHook).__pantauMap;
    if (!map) return [];
    const out: { x: number; y: number }[] = [];
    for (let lon = line.west; lon <= line.east; lon += 0.0005)
      out.push(map.project([lon, line.lat]));
    return out;
  }, ACROSS);
  const png = (await page.getByTestId('map').screenshot()).toString('base64');
  const { land, sea } = PALETTE[theme];
  return page.evaluate(
    async ({ png, points, land, sea }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= 14);
      return points
        .map(({ x, y }) => {
          const d = context.getImageData(Math.round(x), Math.round(y), 1, 1).data;
          const px = [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0];
          return near(px, rgb(land)) ? 'L' : near(px, rgb(sea)) ? 's' : '?';
        })
        .join('');
    },
    { png, points, land, sea },
  );
}

/** How many times land turns to sea or back along a line (unknown pixels skipped). */
function changes(line: string): number {
  const known = line.replaceAll('?', '');
  let n = 0;
  for (let i = 1; i < known.length; i++) if (known[i] !== known[i - 1]) n++;
  return n;
}

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { PANTAU_SIMULATOR: 'off' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the offline base map at harbour scale', () => {
  it("draws Tanjung Priok's basins and piers at its quick zoom, from the server's tiles, in both themes", async () => {
    const page = await newPage(browser, server.baseUrl);
    // Only the base map on screen: the overlays (ports and their names) switched off, as a
    // user would in LAYERS & MAP, so the pixels read are land or sea.
    await page.addInitScript((ids) => {
      const on = Object.fromEntries(ids.map((id) => [id, false]));
      localStorage.setItem('pantau.layers', JSON.stringify({ state: { on }, version: 0 }));
    }, OVERLAYS);
    const tiles: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/basemap/land/')) tiles.push({ url: r.url(), status: r.status() });
    });
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .locator('[data-testid="map"][data-land="loaded"] canvas.maplibregl-canvas')
      .waitFor();
    // The national view already draws the server's land (MapLibre zoom 5).
    await expect.poll(() => tiles.some((t) => /\/land\/5\//.test(t.url))).toBe(true);

    await page.getByTestId('quick-zoom').getByRole('button', { name: 'Tj. Priok' }).click();
    // SPEC §2: Tj. Priok quick zoom 12, MapLibre 11.
    await expect
      .poll(() => page.evaluate(() => (window as MapHook).__pantauMap?.getZoom() ?? 0))
      .toBeCloseTo(11, 1);
    await expect.poll(() => tiles.some((t) => /\/land\/11\//.test(t.url))).toBe(true);
    expect(tiles.filter((t) => t.status !== 200 && t.status !== 204)).toEqual([]);
    // Many vertices of land around the port (Natural Earth has a straight coast here).
    await expect.poll(() => priokVertices(page), { timeout: 30_000 }).toBeGreaterThan(30);

    // On screen: walking across the port along 6.1° S, land and water alternate.
    let light = await landAndSeaAcross(page, 'light');
    for (let i = 0; i < 30 && changes(light) < 6; i++) {
      await page.waitForTimeout(500);
      light = await landAndSeaAcross(page, 'light');
    }
    await screenshot(page, 'basemap-priok-light');
    expect(changes(light), `light line across Priok: ${light}`).toBeGreaterThanOrEqual(6);

    // The dark theme swaps the colours of the same harbour.
    await page.getByRole('button', { name: 'Toggle dark theme' }).click();
    let dark = await landAndSeaAcross(page, 'dark');
    for (let i = 0; i < 30 && changes(dark) < 6; i++) {
      await page.waitForTimeout(500);
      dark = await landAndSeaAcross(page, 'dark');
    }
    await screenshot(page, 'basemap-priok-dark');
    expect(changes(dark), `dark line across Priok: ${dark}`).toBeGreaterThanOrEqual(6);
    expect(pageErrors.get(page)).toEqual([]);
  });
});

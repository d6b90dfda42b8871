import { parseDms } from '@pantau/geo';
import geodesic from 'geographiclib-geodesic';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  startSimulatedMap,
  type Server,
  type SimulatedMap,
} from './harness.ts';
import { pixelStats } from './pixels.ts';

/**
 * The map toolbar's tools: the ruler measures along the ellipsoid in the unit chosen; the
 * map settings are kept per user on the server and Show Live Only is the top-left toggle;
 * Live Map Mode can be turned off.
 */

let server: Server;
let browser: Browser;
let cookie: string;

let world: SimulatedMap;

beforeAll(async () => {
  world = await startSimulatedMap(600);
  ({ server, browser, cookie } = world);
});

afterAll(async () => {
  await world?.stop();
});

async function openMap(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('[data-testid="map"][data-land="loaded"] canvas.maplibregl-canvas').waitFor();
}

async function count(page: Page): Promise<number> {
  const text = (await page.getByTestId('vessel-count').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Where the map is under a screen point, read from the pointer readout (DMS, 0.001"). */
async function lonLatAt(page: Page, x: number, y: number): Promise<[number, number]> {
  const readout = page.getByTestId('pointer-coords');
  const before = await readout.textContent();
  await page.mouse.move(x, y);
  await expect.poll(() => readout.textContent()).not.toBe(before);
  const text = (await readout.textContent()) ?? '';
  const match = /^(.+?(?:LU|LS))\s+(.+?(?:BT|BB))$/.exec(text.trim());
  const lat = match?.[1] ? parseDms(match[1], 'lat') : null;
  const lon = match?.[2] ? parseDms(match[2], 'lon') : null;
  if (lat === null || lon === null) throw new Error(`unreadable pointer position: ${text}`);
  return [lon, lat];
}

/** The reference: GeographicLib's geodesic on WGS84, leg by leg. */
function referenceM(points: [number, number][]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const [aLon, aLat] = points[i - 1] ?? [0, 0];
    const [bLon, bLat] = points[i] ?? [0, 0];
    total += geodesic.Geodesic.WGS84.Inverse(aLat, aLon, bLat, bLon).s12 ?? 0;
  }
  return total;
}

function readDistance(text: string | null): { value: number; decimals: number; unit: string } {
  const match = /^(\d+)\.(\d+) (NM|km|m)$/.exec((text ?? '').trim());
  if (!match) throw new Error(`not a distance: ${text}`);
  return {
    value: Number(`${match[1]}.${match[2]}`),
    decimals: match[2]?.length ?? 0,
    unit: match[3] ?? '',
  };
}

describe('map tools', () => {
  it('measures with the ruler in nautical miles, kilometres and metres', async () => {
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await openMap(page);

    await page.getByTestId('ruler-toggle').click();
    const distance = page.getByTestId('ruler-distance');
    await distance.waitFor();
    expect((await distance.textContent())?.trim()).toBe('0.000 NM');

    // Three points, well inside the map and clear of the panels over it.
    const screen: [number, number][] = [
      [320, 380],
      [820, 430],
      [860, 640],
    ];
    const points: [number, number][] = [];
    for (const [x, y] of screen) {
      points.push(await lonLatAt(page, x, y));
      await page.mouse.click(x, y);
    }
    const expected = referenceM(points);
    expect(expected).toBeGreaterThan(100_000);
    await expect
      .poll(async () => readDistance(await distance.textContent()).value)
      .toBeGreaterThan(0);
    // A click on the map while measuring selects no vessel.
    expect(await page.getByTestId('vessel-panel').count()).toBe(0);

    const nm = readDistance(await distance.textContent());
    expect(nm).toMatchObject({ unit: 'NM', decimals: 3 });
    expect(Math.abs(nm.value * 1852 - expected) / expected).toBeLessThan(0.005);
    await screenshot(page, 'maptools-ruler');

    await page.getByTestId('ruler-unit').selectOption('km');
    const km = readDistance(await distance.textContent());
    expect(km).toMatchObject({ unit: 'km', decimals: 1 });
    expect(Math.abs(km.value * 1000 - expected) / expected).toBeLessThan(0.005);

    await page.getByTestId('ruler-unit').selectOption('m');
    const m = readDistance(await distance.textContent());
    expect(m).toMatchObject({ unit: 'm', decimals: 1 });
    expect(Math.abs(m.value - expected) / expected).toBeLessThan(0.005);
    expect(Math.abs(m.value - nm.value * 1852)).toBeLessThan(1);

    // Escape clears it and puts it away; turned on again, it starts from nothing.
    await page.keyboard.press('Escape');
    await expect.poll(() => distance.count()).toBe(0);
    expect(await page.getByTestId('ruler-toggle').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('ruler-toggle').click();
    expect((await distance.textContent())?.trim()).toBe('0.0 m');
    await page.getByTestId('ruler-toggle').click();
    await expect.poll(() => distance.count()).toBe(0);

    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps the map settings per user on the server; Show Live Only is the top-left toggle', async () => {
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await openMap(page);
    await expect.poll(() => count(page), { timeout: 90_000, interval: 500 }).toBeGreaterThan(0);

    await page.getByTestId('map-settings-toggle').click();
    const heading = page.getByTestId('setting-heading-prediction');
    const plot = page.getByTestId('setting-plot-status');
    const liveOnly = page.getByTestId('setting-show-live-only');
    await heading.waitFor({ state: 'attached' });
    expect(await heading.isChecked()).toBe(true);
    expect(await plot.isChecked()).toBe(false);
    expect(await liveOnly.isChecked()).toBe(false);

    // Plot Status rings the vessels whose plot is not good (the simulator's class A ships
    // without an IMO number among them): seen from zoom 4, where all of them are in view.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.waitForTimeout(700);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => count(page), { timeout: 30_000 }).toBeGreaterThan(300);
    await page.waitForTimeout(1000);
    await page.getByTestId('map-settings-toggle').click();
    await heading.waitFor({ state: 'attached' });
    const map = page.getByTestId('map');
    const ring = '#ffa000';
    const ringsBefore = (await pixelStats(page, map, [ring], 6)).near[ring] ?? 0;
    await plot.check({ force: true });
    await expect
      .poll(async () => (await pixelStats(page, map, [ring], 6)).near[ring] ?? 0, {
        timeout: 15_000,
        interval: 1000,
      })
      .toBeGreaterThan(ringsBefore + 0.00005);
    await screenshot(page, 'maptools-plot-status');

    await heading.uncheck({ force: true });
    // Vessels heard for the first time still join meanwhile (a satellite-only one only when a
    // satellite passes its report on, within 6 minutes of the start): the server's whole
    // picture says how many, so that the comparison is not a race with them.
    const heard = async () => (await world.picture()).length;
    const all = await count(page);
    const heardBefore = await heard();
    await liveOnly.check({ force: true });
    const liveRadio = page.getByRole('radio', { name: 'Live Vessels Only' });
    await expect.poll(() => liveRadio.isChecked(), { timeout: 10_000 }).toBe(true);
    // The server shows only live vessels with a good plot: the simulator's two ships sharing
    // one MMSI jump about, so that MMSI drops out, and so do those with a plot status.
    await expect
      .poll(async () => (await count(page)) - all - ((await heard()) - heardBefore), {
        timeout: 20_000,
      })
      .toBeLessThan(0);

    // Saved on the server, for this user.
    await expect
      .poll(() => apiCall(server.baseUrl, cookie, 'GET', '/api/me/settings'), { timeout: 10_000 })
      .toEqual({ headingPrediction: false, plotStatus: true, showOnlyLive: true });

    // A reload brings them back from the server.
    await page.reload();
    await openMap(page);
    await expect.poll(() => liveRadio.isChecked(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('map-settings-toggle').click();
    await heading.waitFor({ state: 'attached' });
    expect(await heading.isChecked()).toBe(false);
    expect(await plot.isChecked()).toBe(true);
    expect(await liveOnly.isChecked()).toBe(true);
    await expect.poll(() => count(page), { timeout: 60_000 }).toBeGreaterThan(0);

    // The top-left toggle is the same state: All Vessels turns Show Live Only off.
    await page.keyboard.press('Escape');
    await page.getByText('All Vessels').click();
    await expect.poll(() => liveOnly.isChecked(), { timeout: 10_000 }).toBe(false);
    await expect
      .poll(() => apiCall(server.baseUrl, cookie, 'GET', '/api/me/settings'), { timeout: 10_000 })
      .toMatchObject({ showOnlyLive: false });

    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it("pauses the live map and says 'Live Map Mode OFF'", async () => {
    // The settings are the user's: back to the defaults (heading prediction on).
    await apiCall(server.baseUrl, cookie, 'PUT', '/api/me/settings', {
      headingPrediction: true,
      plotStatus: false,
      showOnlyLive: false,
    });
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await openMap(page);
    // Close in (zoom 12), where vessels visibly move and carry heading lines and predictions.
    await page.getByRole('button', { name: 'Tj. Priok' }).click();
    await expect.poll(() => count(page), { timeout: 60_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(2000);
    await screenshot(page, 'maptools-heading-lines');

    // A part of the map no panel covers, twice, a few seconds apart.
    const clip = { x: 300, y: 150, width: 800, height: 600 };
    const changes = async () => {
      const before = await page.screenshot({ clip });
      await page.waitForTimeout(2500);
      return !before.equals(await page.screenshot({ clip }));
    };
    await expect.poll(changes, { timeout: 30_000, interval: 100 }).toBe(true);

    expect(await page.getByTestId('live-map-off').count()).toBe(0);
    await page.getByTestId('live-map-toggle').click();
    await page.getByTestId('live-map-off').waitFor();
    expect(await page.getByTestId('live-map-off').textContent()).toBe('Live Map Mode OFF');
    await page.waitForTimeout(500);
    expect(await changes()).toBe(false);
    expect(await changes()).toBe(false);
    await screenshot(page, 'maptools-live-map-off');
    // Kept in this browser: still off after a reload, with the vessels of the first frame.
    await page.reload();
    await openMap(page);
    await page.getByTestId('live-map-off').waitFor();
    await expect.poll(() => count(page), { timeout: 60_000 }).toBeGreaterThan(0);

    await page.getByTestId('live-map-toggle').click();
    await expect.poll(() => page.getByTestId('live-map-off').count()).toBe(0);
    await expect.poll(changes, { timeout: 30_000, interval: 100 }).toBe(true);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});

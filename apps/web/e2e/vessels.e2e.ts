import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ARTIFACTS,
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
 * The live vessel map: vessels arrive over the live socket, move, can be searched and
 * selected (panel, red circle, track) and filtered by ship type.
 */

interface PictureVessel {
  mmsi: number;
  lat: number | null;
  lon: number | null;
  sog: number | null;
  shipTypeGroup: string;
  /** Source → its last report (unix ms). */
  sources: Record<string, number>;
}

let server: Server;
let browser: Browser;

const picture = () => world.picture<PictureVessel>();

let world: SimulatedMap;

beforeAll(async () => {
  world = await startSimulatedMap(600);
  ({ server, browser } = world);
});

afterAll(async () => {
  await world?.stop();
});

async function count(page: Page): Promise<number> {
  const text = (await page.getByTestId('vessel-count').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function field(page: Page, label: string): Promise<string> {
  return (
    (await page.getByTestId('vessel-panel').locator(`[data-field="${label}"]`).textContent()) ?? ''
  );
}

describe('live vessels', () => {
  it('shows moving vessels, finds one, selects it with its track, and filters by type', async () => {
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .locator('[data-testid="map"][data-land="loaded"] canvas.maplibregl-canvas')
      .waitFor();

    // Vessels arrive.
    const arrived = Date.now();
    await expect.poll(() => count(page), { timeout: 90_000, interval: 500 }).toBeGreaterThan(50);
    const firstSeenMs = Date.now() - arrived;
    await expect
      .poll(async () => Number(await page.getByTestId('latency').textContent()), {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(0);
    // The figure says what it is.
    expect(
      await page.getByTestId('latency').evaluate((e) => e.parentElement?.textContent ?? ''),
    ).toMatch(/^delay \d+ ms$/);
    await page.waitForTimeout(1500);
    await screenshot(page, 'vessels-overview');
    const overview = await count(page);

    // A moving vessel, from the server's picture.
    let moving: PictureVessel | undefined;
    await expect
      .poll(
        async () => {
          // Heard by the shore stations (the simulator's terrestrial source): a
          // satellite-only vessel reports only every few minutes.
          moving = (await picture()).find(
            (v) => v.lat !== null && (v.sog ?? 0) >= 8 && 'simulator' in v.sources,
          );
          return moving !== undefined;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const mmsi = String(moving?.mmsi);

    // Search by MMSI and choose it: the map flies there and the panel shows it.
    await page.getByTestId('search-input').fill(mmsi);
    const result = page.locator(`[data-testid="search-result"][data-mmsi="${mmsi}"]`);
    await result.waitFor({ timeout: 15_000 });
    await result.click();
    const panel = page.getByTestId('vessel-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('data-mmsi')).toBe(mmsi);
    expect(await field(page, 'MMSI')).toBe(mmsi);
    await expect
      .poll(() => field(page, 'Latitude'), { timeout: 15_000 })
      .toMatch(/\(-?\d+\.\d{5}\)/);

    // It moves: its position changes from one frame to a later one.
    const before = `${await field(page, 'Latitude')} ${await field(page, 'Longitude')}`;
    await expect
      .poll(async () => `${await field(page, 'Latitude')} ${await field(page, 'Longitude')}`, {
        timeout: 20_000,
        interval: 1000,
      })
      .not.toBe(before);

    // Its track is drawn, and the red circle marks it.
    await expect
      .poll(async () => Number(await page.getByTestId('track-points').textContent()), {
        timeout: 60_000,
        interval: 1000,
      })
      .toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          (await pixelStats(page, page.getByTestId('map'), ['#f01414'], 40)).near['#f01414'] ?? 0,
        { timeout: 20_000, interval: 1000 },
      )
      .toBeGreaterThan(0.00003);
    await screenshot(page, 'vessels-selected');

    // A click on the vessel's marker selects it (deck.gl picking): let the map follow it to
    // the middle, close the panel, and click there.
    await page.getByTestId('focus-toggle').check({ force: true });
    await page.waitForTimeout(2000);
    await page.getByRole('button', { name: 'Close vessel information' }).click();
    await expect.poll(() => panel.count()).toBe(0);
    const mapBox = await page.getByTestId('map').boundingBox();
    if (!mapBox) throw new Error('map has no box');
    // The vessel drifts on after the map stops following: try the middle and a few pixels round.
    const around = [0, -6, 6, -12, 12];
    for (const [dx, dy] of around.flatMap((x) => around.map((y) => [x, y] as const))) {
      await page.mouse.click(mapBox.x + mapBox.width / 2 + dx, mapBox.y + mapBox.height / 2 + dy);
      const opened = await panel
        .waitFor({ timeout: 1_000 })
        .then(() => true)
        .catch(() => false);
      if (opened) break;
    }
    expect(await panel.getAttribute('data-mmsi')).toBe(mmsi);

    // Close the panel, back to the overview, and filter by ship type.
    await page.getByRole('button', { name: 'Close vessel information' }).click();
    await expect.poll(() => panel.count()).toBe(0);
    await page.getByRole('button', { name: 'Centre' }).click();
    await expect.poll(() => count(page), { timeout: 30_000 }).toBeGreaterThan(overview / 2);
    const all = await count(page);
    await page.getByTestId('rail-filterKapal').click();
    await page.getByTestId('filter-kapal').waitFor();
    // Vessels keep arriving as the simulator warms up, so the check keeps one type of many:
    // no type, then tankers only, leaves far fewer than all of them.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe(0);
    await page.getByTestId('filter-group-tanker').click();
    await expect.poll(() => count(page), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await count(page)).toBeLessThan(all);
    await screenshot(page, 'vessels-filter-tanker');
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect.poll(() => count(page), { timeout: 15_000 }).toBeGreaterThan(all / 2);

    // Live Vessels Only (the panel floats over the toggle: close it first): the simulated
    // vessels all report now, so they all stay.
    await page.getByRole('button', { name: 'Close panel' }).click();
    await page.getByText('Live Vessels Only').click();
    await page.waitForTimeout(1500);
    expect(await count(page)).toBeGreaterThan(all / 2);
    expect(await page.getByText('Feed error').count()).toBe(0);
    await page.getByText('All Vessels').click();

    expect(pageErrors.get(page)).toEqual([]);
    writeFileSync(
      join(ARTIFACTS, 'vessels-timings.json'),
      JSON.stringify({ firstVesselsMs: firstSeenMs, shownAtHome: all, overview }, null, 2),
    );
    await page.context().close();
  });
});

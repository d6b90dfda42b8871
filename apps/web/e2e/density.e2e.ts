import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logIn,
  newPage,
  pageErrors,
  screenshot,
  startSimulatedMap,
  type SimulatedMap,
} from './harness.ts';
import { pixelStats } from './pixels.ts';

/**
 * Vessel density (SPEC §2.3, §9): on for today it shows cells from what the simulator's
 * vessels did since the server started; a 6-day range is refused with the spec's message and
 * the dates cleared.
 */

let world: SimulatedMap;

beforeAll(async () => {
  world = await startSimulatedMap(300);
});

afterAll(async () => {
  await world?.stop();
});

/** The ship-type colours most of the simulator's vessels are drawn in (unknown, cargo, tanker, fishing). */
const VESSEL_COLOURS = ['#868e96', '#37b24d', '#e03131', '#fd7e14'];
const wibDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
const vesselCount = async (page: Page) =>
  Number(((await page.getByTestId('vessel-count').textContent()) ?? '').replace(/[^\d]/g, ''));
const cells = async (page: Page) =>
  Number(await page.getByTestId('density-summary').getAttribute('data-cells'));

describe('density', () => {
  it('shows today’s cells, and refuses more than five days', async () => {
    const { server, browser } = world;
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    const map = page.locator('[data-testid="map"][data-land="loaded"]');
    await map.locator('canvas.maplibregl-canvas').waitFor();
    await expect.poll(() => vesselCount(page), { timeout: 90_000 }).toBeGreaterThan(50);
    // Vessels heard twice or more: segments to share among cells.
    await page.waitForTimeout(20_000);
    // The live vessels off, to see the density alone.
    await page.getByTestId('datasource-mode').getByText('Historical').click();
    const before = await pixelStats(page, map, ['#eb5757', '#f2c94c']);

    await page.getByTestId('density-toggle').click();
    await page.getByTestId('density-panel').waitFor();
    expect(await page.getByTestId('density-from').inputValue()).toBe(wibDay(Date.now()));
    expect(await page.getByTestId('density-to').inputValue()).toBe(wibDay(Date.now()));
    await page.getByTestId('density-progress').waitFor();
    await expect.poll(() => cells(page), { timeout: 20_000 }).toBeGreaterThan(20);
    await expect
      .poll(async () => {
        const after = await pixelStats(page, map, ['#eb5757', '#f2c94c']);
        return after.colours - before.colours;
      })
      .toBeGreaterThan(5);
    await screenshot(page, 'density-today');

    // Back to the stream: the live vessels are drawn faint over the density, so it reads; the
    // switch brings them back in full.
    await page.getByTestId('datasource-mode').getByText('Stream').click();
    const dim = page.getByTestId('density-dim-vessels');
    expect(await dim.isChecked()).toBe(true);
    const vesselPixels = async () => {
      const { near } = await pixelStats(page, map, VESSEL_COLOURS);
      return VESSEL_COLOURS.reduce((sum, hex) => sum + (near[hex] ?? 0), 0);
    };
    await page.waitForTimeout(2_000);
    const dimmed = await vesselPixels();
    await screenshot(page, 'density-vessels-dimmed');
    await dim.click({ force: true });
    // In full the vessels' dots come back: a gain of a few hundred pixels of their colours
    // (some 0.03% of the map; their 4-px dots at the national zoom). What is the same in
    // both (the place names' anti-aliased greys, a waiting alert's ship drawn on top) is
    // left out by comparing the gain, not the ratio.
    await expect.poll(async () => (await vesselPixels()) - dimmed).toBeGreaterThan(0.0003);
    await dim.click({ force: true });
    await page.getByTestId('datasource-mode').getByText('Historical').click();

    // Density Trajectorial: a day until yesterday; a fresh server has none of yesterday.
    await page.getByTestId('density-trajectorial-toggle').click();
    const yesterday = wibDay(Date.now() - 86_400_000);
    expect(await page.getByTestId('density-trajectorial-date').getAttribute('max')).toBe(yesterday);
    expect(await page.getByTestId('density-trajectorial-legend').textContent()).toBe(
      'LowMediumHighHighest',
    );
    await page.getByTestId('density-trajectorial-date').fill(yesterday);
    await page.getByTestId('density-trajectorial-fetch').click();
    await expect
      .poll(() => page.getByTestId('density-trajectorial-error').textContent())
      .toBe('the data of selected date(s) is not available');

    // Six days: refused, the dates cleared.
    await page.getByTestId('density-from').fill(wibDay(Date.now() - 5 * 86_400_000));
    await expect
      .poll(() => page.getByTestId('density-error').textContent())
      .toBe('please select only 5 days max');
    expect(await page.getByTestId('density-from').inputValue()).toBe('');
    expect(await page.getByTestId('density-to').inputValue()).toBe('');
    expect(pageErrors.get(page)).toEqual([]);
  });
});

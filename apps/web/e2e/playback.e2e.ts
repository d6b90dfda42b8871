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

/**
 * Historical Overall Playback (SPEC §2.25, §4): the data source mode, the replay of today's
 * whole picture from the store, play, pause, a jump, the end, and back to the stream.
 */

let world: SimulatedMap;
/** When the server started: nothing of today is stored before it. */
let began = 0;

beforeAll(async () => {
  began = Date.now();
  world = await startSimulatedMap(300);
});

afterAll(async () => {
  await world?.stop();
});

const wibToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const attr = async (page: Page, id: string, name: string) =>
  Number(await page.getByTestId(id).getAttribute(name));
const timeIndex = (page: Page) => attr(page, 'playback-time', 'data-index');
const shown = (page: Page) => attr(page, 'playback-shown', 'data-count');
const signature = (page: Page) => attr(page, 'playback-signature', 'data-value');
const vesselCount = async (page: Page) =>
  Number(((await page.getByTestId('vessel-count').textContent()) ?? '').replace(/[^\d]/g, ''));

describe('historical overall playback', () => {
  it('replays today: initiate, play, vessels move, pause, jump, the end, back to the stream', async () => {
    const { server, browser } = world;
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .locator('[data-testid="map"][data-land="loaded"] canvas.maplibregl-canvas')
      .waitFor();
    await expect.poll(() => vesselCount(page), { timeout: 90_000 }).toBeGreaterThan(50);
    // A minute of history in the store (one position per vessel per 30 s is replayed).
    await page.waitForTimeout(60_000);

    // From the stream, at the first try: the button switches to historical mode and opens
    // the panel on today (UTC+7), the view locked to it.
    await page.getByTestId('playback-open').click();
    const panel = page.getByTestId('playback-panel');
    await panel.waitFor();
    expect(
      await page
        .getByTestId('datasource-mode')
        .getByRole('radio', { name: 'Historical' })
        .isChecked(),
    ).toBe(true);
    expect(await page.getByTestId('playback-date').inputValue()).toBe(wibToday());
    await page.getByTestId('view-locked').waitFor();

    const started = Date.now();
    await page.getByTestId('playback-initiate').click();
    await expect.poll(() => page.getByTestId('playback-play').isEnabled()).toBe(true);
    const firstBlockMs = Date.now() - started;
    // It starts at the day's first stored position, with vessels on the map, not at an empty
    // midnight.
    const dayStartWib = Date.parse(`${wibToday()}T00:00:00+07:00`);
    const startedAt = await timeIndex(page);
    expect(startedAt).toBeGreaterThan((began - dayStartWib) / 1000 - 60);
    expect(startedAt).toBeLessThan((Date.now() - dayStartWib) / 1000);
    await expect.poll(() => shown(page), { timeout: 30_000 }).toBeGreaterThan(20);
    // The map draws them on its next frame (software WebGL is slow).
    await page.waitForTimeout(2_000);
    await screenshot(page, 'playback-first-position');

    // A jump back to midnight: 1 s of buffering, then there; and to the end of what there is.
    const thumb = page.getByTestId('playback-slider').getByRole('slider');
    const buffering = () => page.getByTestId('playback-shown').textContent();
    await thumb.focus();
    await page.keyboard.press('Home');
    await expect.poll(buffering).toContain('Buffering');
    expect(await timeIndex(page)).toBe(0);
    await expect.poll(buffering, { timeout: 5_000 }).not.toContain('Buffering');
    // Midnight, before the first stored position: nothing is shown, and the counter says 0
    // (unless the server started in the day's first minutes).
    if (startedAt > 300) {
      expect(await shown(page)).toBe(0);
      await expect.poll(() => vesselCount(page)).toBe(0);
    }
    await page.keyboard.press('End');
    await expect.poll(buffering).toContain('Buffering');
    const end = Number(await thumb.getAttribute('aria-valuemax'));
    expect(await timeIndex(page)).toBe(end);
    await expect.poll(buffering, { timeout: 5_000 }).not.toContain('Buffering');
    // Back 50 s, one step at a time (no buffering): into the minute recorded.
    for (let i = 0; i < 50; i++) await page.keyboard.press('ArrowLeft');
    expect(await timeIndex(page)).toBe(end - 50);
    // Every block up to now has arrived; vessels are there at that time.
    await expect.poll(() => shown(page), { timeout: 60_000 }).toBeGreaterThan(20);
    // One number: the vessel counter counts what the replay shows, not the live picture.
    await expect.poll(() => vesselCount(page)).toBe(await shown(page));
    await screenshot(page, 'playback-paused');

    // Play at 10×: the time advances and the vessels move.
    await page.getByTestId('playback-speed').selectOption('10');
    const before = { time: await timeIndex(page), where: await signature(page) };
    await page.getByTestId('playback-play').click();
    await expect.poll(() => timeIndex(page)).toBeGreaterThan(before.time + 5);
    await expect.poll(() => signature(page)).not.toBe(before.where);
    expect(await shown(page)).toBeGreaterThan(0);
    await screenshot(page, 'playback-playing');

    // Pause: the time stays.
    await page.getByTestId('playback-play').click();
    const paused = await timeIndex(page);
    await page.waitForTimeout(700);
    expect(await timeIndex(page)).toBe(paused);

    // Play to the end: it stops and goes back to 0.
    await page.getByTestId('playback-play').click();
    await expect.poll(() => timeIndex(page), { timeout: 20_000 }).toBe(0);
    expect(await page.getByTestId('playback-play').getAttribute('data-playing')).toBe('false');

    // Stop: back to 0 from anywhere.
    await thumb.focus();
    await page.keyboard.press('End');
    await expect.poll(() => timeIndex(page)).toBe(end);
    await page.getByTestId('playback-stop').click();
    expect(await timeIndex(page)).toBe(0);

    // Back to the stream: the panel closes, the live vessels are drawn again.
    await page.getByTestId('datasource-mode').getByText('Stream').click();
    await expect.poll(() => page.getByTestId('playback-panel').count()).toBe(0);
    await expect.poll(() => vesselCount(page)).toBeGreaterThan(50);
    expect(pageErrors.get(page)).toEqual([]);
    // eslint-disable-next-line no-console
    console.log(`playback: first block ${firstBlockMs} ms after Initiate`);
  });
});

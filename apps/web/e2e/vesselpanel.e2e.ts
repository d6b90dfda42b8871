import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
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
 * The vessel information panel (SPEC §2.15) and what it opens: flag, General and Dynamic
 * tables, playback, HISTORICAL DATA with its downloads, notes, Detail Kapal (§2.16), bookmarks.
 */

interface PictureVessel {
  mmsi: number;
  lat: number | null;
  sog: number | null;
  flag: { iso: string } | null;
  shipTypeGroup: string;
}

/** The bookmark circle's colour (`BOOKMARK_RGB` in src/map/bookmarks.deck.ts). */
const BOOKMARK_YELLOW = '#ffee00';

let server: Server;
let browser: Browser;
let cookie: string;

const picture = () => world.picture<PictureVessel>();

const trackLength = async (mmsi: number) =>
  (
    (await apiCall(server.baseUrl, cookie, 'GET', `/api/vessels/${mmsi}/track`)) as {
      points: unknown[];
    }
  ).points.length;

let world: SimulatedMap;

beforeAll(async () => {
  world = await startSimulatedMap(300);
  ({ server, browser, cookie } = world);
});

afterAll(async () => {
  await world?.stop();
});

async function field(page: Page, label: string): Promise<string> {
  return (
    (await page.getByTestId('vessel-panel').locator(`[data-field="${label}"]`).textContent()) ?? ''
  );
}

async function selectByMmsi(page: Page, mmsi: string): Promise<void> {
  await page.getByTestId('search-input').fill(mmsi);
  const result = page.locator(`[data-testid="search-result"][data-mmsi="${mmsi}"]`);
  await result.waitFor({ timeout: 15_000 });
  await result.click();
  await page.locator(`[data-testid="vessel-panel"][data-mmsi="${mmsi}"]`).waitFor();
}

/** A minimal RFC 4180 reader for the CSV download. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

describe('vessel information panel', () => {
  it('shows a vessel, replays it, lists and downloads its history, details and bookmarks it', async () => {
    // A moving vessel with a flag and a track of more than one page of history.
    let chosen: PictureVessel | undefined;
    await expect
      .poll(
        async () => {
          for (const v of (await picture()).filter(
            (v) =>
              v.lat !== null &&
              (v.sog ?? 0) >= 5 &&
              v.flag !== null &&
              // Not High Speed Craft: their amber is near the bookmark's yellow.
              v.shipTypeGroup !== 'hsc',
          )) {
            if ((await trackLength(v.mmsi)) >= 12) {
              chosen = v;
              return true;
            }
          }
          return false;
        },
        { timeout: 120_000, interval: 3000 },
      )
      .toBe(true);
    const mmsi = String(chosen?.mmsi);
    const iso = chosen?.flag?.iso ?? '';

    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('[data-testid="map"] canvas.maplibregl-canvas').waitFor();
    await selectByMmsi(page, mmsi);

    // General and Dynamic tables, the flag image from the MID.
    expect(await field(page, 'MMSI')).toBe(mmsi);
    await expect.poll(() => field(page, 'Flag code'), { timeout: 15_000 }).toBe(iso);
    expect(await field(page, 'DWT')).toBe('-');
    await expect
      .poll(() => field(page, 'Timestamp'), { timeout: 15_000 })
      .toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    await expect
      .poll(async () => Number(await field(page, 'Total data')), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(12);
    expect(await field(page, 'Distance')).toMatch(/^\d+\.\d{2} nmi$/);
    expect(await field(page, 'Speed')).toMatch(/ kn$/);
    const flag = page.getByTestId('vessel-flag');
    await flag.waitFor();
    expect(await flag.getAttribute('data-iso')).toBe(iso);
    expect(
      await flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await screenshot(page, 'vesselpanel-info');

    // Playback: one track point every 500 ms, its time shown; Close stops it.
    await page.getByTestId('playback-toggle').click();
    const time = page.getByTestId('playback-time');
    await time.waitFor();
    expect(await time.textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    const first = Number(await time.getAttribute('data-index'));
    await page.waitForTimeout(1600);
    const later = Number(await time.getAttribute('data-index'));
    expect(later - first).toBeGreaterThanOrEqual(2);
    expect(later - first).toBeLessThanOrEqual(5);
    // The replay marker (violet, PLAYBACK_RGB in src/map/bookmarks.deck.ts; a tight
    // tolerance keeps the SAR group's purple out) is on the map.
    await expect
      .poll(
        async () =>
          (await pixelStats(page, page.getByTestId('map'), ['#7c3aed'], 8)).near['#7c3aed'] ?? 0,
        { timeout: 10_000, interval: 500 },
      )
      .toBeGreaterThan(0.00002);
    await screenshot(page, 'vesselpanel-playback');
    await page.getByTestId('playback-toggle').click();
    await expect.poll(() => time.count()).toBe(0);

    // HISTORICAL DATA: 10 rows a page, newest first; CSV and xlsx downloads parse.
    await page.getByTestId('historical-open').click();
    const table = page.getByTestId('historical-table');
    await table.waitFor();
    const rows = table.getByTestId('historical-row');
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByTestId('historical-pages').getByRole('button', { name: '2' }).click();
    await expect.poll(() => rows.first().locator('td').first().textContent()).toBe('11');
    await screenshot(page, 'vesselpanel-historical');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('historical-download-csv').click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(
      new RegExp(`^track-${mmsi}-\\d{2}-\\d{2}-\\d{4}\\.csv$`),
    );
    const csvRows = parseCsv(readFileSync(await csv.path(), 'utf8'));
    expect(csvRows[0]?.[0]).toBe('Time (UTC+7)');
    expect(csvRows.length - 1).toBeGreaterThanOrEqual(12);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('historical-download-xlsx').click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(
      new RegExp(`^track-${mmsi}-\\d{2}-\\d{2}-\\d{4}\\.xlsx$`),
    );
    const sheet = await readSheet(readFileSync(await xlsx.path()));
    expect(sheet[0]?.[0]).toBe('Time (UTC+7)');
    expect(sheet.length).toBe(csvRows.length);
    expect(typeof sheet[1]?.[2]).toBe('number');
    await page.keyboard.press('Escape');
    await expect.poll(() => table.count()).toBe(0);

    // Add Notes: an empty note is refused with the spec's words; a note is posted, listed
    // with its stamp (UTC+7, HH:mm:ss DD-MM-YYYY) and author, and kept on the server.
    await page.getByTestId('notes-open').click();
    const notesDialog = page.getByTestId('notes-dialog');
    await notesDialog.waitFor();
    await page.getByTestId('notes-submit').click();
    await notesDialog.getByText('Please fill the field before submitting').waitFor();
    await page.getByTestId('notes-input').fill('Waiting for a berth at Priok');
    await page.getByTestId('notes-submit').click();
    await expect
      .poll(() => page.getByTestId('notes-posted').textContent())
      .toBe('notes successfully posted');
    const noteRow = page.getByTestId('notes-row').first();
    await expect
      .poll(async () => (await noteRow.locator('td').allTextContents()).slice(1))
      .toEqual(['Waiting for a berth at Priok', 'admin']);
    expect(await noteRow.locator('td').first().textContent()).toMatch(
      /^\d{2}:\d{2}:\d{2} \d{2}-\d{2}-\d{4}$/,
    );
    expect(await page.getByTestId('notes-input').inputValue()).toBe('');
    await screenshot(page, 'vesselpanel-notes');
    const stored = (await apiCall(server.baseUrl, cookie, 'GET', `/api/vessels/${mmsi}/notes`)) as {
      notes: { notes: string; user: string }[];
    };
    expect(stored.notes).toEqual([
      expect.objectContaining({ notes: 'Waiting for a berth at Priok', user: 'admin' }),
    ]);
    await page.keyboard.press('Escape');
    await expect.poll(() => notesDialog.count()).toBe(0);

    // Bookmark it: saved on the server, a yellow circle on the map, kept after a reload.
    const yellow = async () =>
      (await pixelStats(page, page.getByTestId('map'), [BOOKMARK_YELLOW], 20)).near[
        BOOKMARK_YELLOW
      ] ?? 0;
    const before = await yellow();
    await page.getByTestId('bookmark-toggle').click();
    await expect.poll(() => page.getByTestId('bookmark-toggle').isChecked()).toBe(true);
    await expect
      .poll(
        async () =>
          (
            (await apiCall(server.baseUrl, cookie, 'GET', '/api/bookmarks')) as {
              bookmarks: { mmsi: number }[];
            }
          ).bookmarks.map((b) => b.mmsi),
        { timeout: 10_000 },
      )
      .toEqual([Number(mmsi)]);
    await page.getByRole('button', { name: 'Close vessel information' }).click();
    await expect
      .poll(yellow, { timeout: 20_000, interval: 1000 })
      .toBeGreaterThan(before + 0.00003);
    await screenshot(page, 'vesselpanel-bookmarked');
    await page.reload();
    await page.locator('[data-testid="map"] canvas.maplibregl-canvas').waitFor();
    await selectByMmsi(page, mmsi);
    await expect.poll(() => page.getByTestId('bookmark-toggle').isChecked()).toBe(true);

    // Detail Kapal: its own page, no side menu.
    await page.getByTestId('detail-kapal-open').click();
    await page.waitForURL((url) => url.pathname === '/detail-kapal');
    expect(new URL(page.url()).searchParams.get('mmsi')).toBe(mmsi);
    await page.getByTestId('detail-kapal').waitFor();
    await expect.poll(() => page.getByTestId('detail-mmsi').textContent()).toBe(mmsi);
    await page.getByTestId('speed-chart').waitFor({ timeout: 15_000 });
    expect(
      Number(await page.getByTestId('speed-chart').getAttribute('data-points')),
    ).toBeGreaterThan(1);
    expect(await page.locator('[data-testid^="rail-"]').count()).toBe(0);
    await screenshot(page, 'vesselpanel-detail-kapal');

    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});

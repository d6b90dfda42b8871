import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { positionLines, staticLines } from '@pantau/server/testing/nmea-lines.ts';
import { pdfText } from '@pantau/server/testing/pdf-text.ts';
import {
  apiCall,
  apiSession,
  launchBrowser,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  openPort,
  startNmeaFeed,
  startServer,
  type NmeaFeed,
  type Server,
} from './harness.ts';

/**
 * The port info panel (issue #15 item 2, SPEC §2.20): Tanjung Priok (the World Port Index's Jakarta,
 * IDJKT) opened from the Others search; a ship fed over TCP as real NMEA inside the port's
 * published DLKP polygon is counted (port-vessel-count, DLKP in); the 15 NM list is
 * downloaded and read back; the print preview's PDF is A4 landscape and read back; Port
 * History loads the ship's track and plays it; the seven tabs are there, an unfilled one says
 * so; the Kantor Disnav of Tanjung Priok shows only 'Alur & SBNP'.
 */

const SHIP = 525_015_201;
/** In Tanjung Priok's harbour, inside the DLKP polygon below. */
const HARBOUR: [number, number] = [106.89, -6.08];
const ring = (w: number, s: number, e: number, n: number) => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
  [w, s],
];
const DLKP = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [ring(106.85, -6.12, 106.95, -6.02)] },
      properties: { name: 'DLKP Tanjung Priok', type: 'zona' },
    },
  ],
};
const LINES = [...positionLines(SHIP, HARBOUR, 3), ...staticLines(SHIP, 'KM PRIOK', 'YPRK1', 0)];

let server: Server;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let feed: NmeaFeed;

beforeAll(async () => {
  feed = await startNmeaFeed(LINES);
  server = await startServer({ env: { PANTAU_SIMULATOR: 'off' } });
  browser = await launchBrowser();
  const admin = await apiSession(server.baseUrl, 'admin', server.adminPassword);
  await apiCall(server.baseUrl, admin, 'PUT', '/api/ports/IDJKT/map-features', DLKP);
  // A camera of the port that answers nothing: listed in Assets, not working.
  await apiCall(server.baseUrl, admin, 'POST', '/api/infrastructure/sensors', {
    locationId: 'wpi-50970',
    kind: 'cctv',
    name: 'CCTV Dermaga Uji',
    url: 'http://127.0.0.1:9/stream',
  });
  await apiCall(server.baseUrl, admin, 'POST', '/api/sources', {
    name: 'port-panel-e2e',
    kind: 'tcp-client',
    host: '127.0.0.1',
    port: feed.port,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await feed?.close();
});

async function signedIn(name: string): Promise<Page> {
  const page = await newPage(browser, server.baseUrl);
  onTestFailed(async () => {
    await screenshot(page, `${name}-failure`);
  });
  await logIn(page, 'admin', server.adminPassword);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('map').waitFor();
  return page;
}

describe('the port info panel', () => {
  it('counts a fed ship in Tanjung Priok, downloads the 15 NM list and prints the PDF', async () => {
    const page = await signedIn('port-panel');
    await openPort(page, 'priok', 'Tanjung Priok');
    const panel = page.getByTestId('port-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('port-panel-name').innerText()).toBe('Tanjung Priok');
    expect(await panel.getByTestId('port-panel-position').innerText()).toBe('106.88333, -6.10000');
    for (const tab of ['information', 'navigation', 'monitoring', 'cctv', 'vhf', 'radar']) {
      await panel.getByTestId(`port-tab-${tab}`).waitFor();
    }
    await panel.getByTestId('port-tab-weather').waitFor();

    // The fed ship, inside the DLKP polygon and the 30 NM radius.
    const count = panel.getByTestId('port-vessel-count');
    await expect.poll(() => count.innerText(), { timeout: 60_000 }).toBe('1');
    await expect.poll(() => panel.getByTestId('port-dlkp-in').innerText()).toBe('1');
    expect(await panel.getByTestId('port-dlkp-out').innerText()).toBe('0');
    await expect
      .poll(() => panel.getByTestId('port-vessel-row').first().getAttribute('data-mmsi'))
      .toBe(String(SHIP));
    await screenshot(page, 'port-panel');
    // Assets: the port's camera by name, with its state.
    const asset = panel.getByTestId('port-asset').first();
    expect(await asset.innerText()).toMatch(/^CCTV Dermaga Uji: /);
    expect(['down', 'unknown']).toContain(await asset.getAttribute('data-state'));

    // The vessels within 15 NM as xlsx, read back.
    const [list] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByTestId('port-download-15').click(),
    ]);
    expect(list.suggestedFilename()).toMatch(/^vessels-IDJKT-15nm-\d{2}-\d{2}-\d{4}\.xlsx$/);
    const sheet = await readSheet(readFileSync(await list.path()));
    expect(sheet[0]?.slice(0, 3)).toEqual(['No', 'MMSI', 'Name']);
    expect(sheet.slice(1).map((r) => [r[1], r[2], r[11]])).toEqual([[SHIP, 'KM PRIOK', 'in']]);

    // Print preview, then its PDF: A4 landscape, read back.
    await panel.getByTestId('port-print').click();
    const preview = page.getByTestId('port-print-layout');
    await preview.waitFor();
    expect(await preview.innerText()).toContain('KM PRIOK');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('port-print-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^port-IDJKT-\d{2}-\d{2}-\d{4}\.pdf$/);
    const printed = await pdfText(readFileSync(await pdf.path()));
    expect(printed.size).toEqual([842, 595]);
    expect(printed.text).toContain('Tanjung Priok');
    expect(printed.text).toContain('DLKP (I-MOTION) in: 1');
    expect(printed.text).toContain(String(SHIP));
    // The browser's print of the preview: the layout alone, A4 landscape.
    await page.emulateMedia({ media: 'print' });
    const browserPrint = await pdfText(await page.pdf({ preferCSSPageSize: true }));
    await page.emulateMedia({ media: 'screen' });
    expect(browserPrint.size).toEqual([842, 595]);
    expect(browserPrint.text).toContain('KM PRIOK');
    expect(browserPrint.text).toContain('General Info');
    expect(browserPrint.text).not.toContain('NAVIGATION');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // The ship chosen from the Vessel search opens the vessel panel beside the port panel,
    // whose Playback is disabled while the port panel is open (SPEC §2.15).
    await page.getByTestId('search-mode').getByText('Vessel').click();
    await page.getByTestId('search-input').fill(String(SHIP));
    await page.locator(`[data-testid="search-result"][data-mmsi="${SHIP}"]`).click();
    const vesselPanel = page.getByTestId('vessel-panel');
    await vesselPanel.waitFor();
    expect(await panel.isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('playback-toggle').isDisabled()).toBe(true);
    const [vesselBox, portBox] = [await vesselPanel.boundingBox(), await panel.boundingBox()];
    expect(portBox?.x ?? 0).toBeGreaterThanOrEqual((vesselBox?.x ?? 0) + (vesselBox?.width ?? 0));
    await vesselPanel.getByRole('button', { name: 'Close vessel information' }).click();
    await vesselPanel.waitFor({ state: 'detached' });

    // NAVIGATION lists the published DLKP zone.
    await panel.getByTestId('port-tab-navigation').click();
    await expect
      .poll(() => panel.getByTestId('port-lane-row').first().innerText())
      .toContain('DLKP Tanjung Priok');

    // Port History: the ship's track of the last 24 h, then the replay moves the time.
    await panel.getByTestId('port-tab-information').click();
    await panel.getByTestId('port-history-toggle').click();
    const player = panel.getByTestId('port-history-player');
    await player.waitFor({ timeout: 30_000 });
    const time = panel.getByTestId('port-history-time');
    const before = await time.innerText();
    await panel.getByTestId('port-history-play').click();
    await expect.poll(() => time.innerText()).not.toBe(before);
    await panel.getByTestId('port-history-stop').click();
    expect(await time.innerText()).toBe(before);

    // The Density switch (an admin's): today's density of the port area on the map.
    const density = page.getByTestId('density-toggle');
    expect(await density.getAttribute('aria-pressed')).toBe('false');
    await panel.getByTestId('port-density').click({ force: true });
    await expect.poll(() => density.getAttribute('aria-pressed')).toBe('true');

    // Closing stops it all (the replay, the density it turned on) and the panel goes.
    await panel.getByTestId('port-panel-close').click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => density.getAttribute('aria-pressed')).toBe('false');
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('shows only Alur & SBNP for a Kantor Disnav, follows a drag, minimizes, and reopens on another port', async () => {
    const page = await signedIn('port-panel-disnav');
    await openPort(page, 'distrik navigasi tanjung priok', 'Distrik Navigasi Tanjung Priok');
    const panel = page.getByTestId('port-panel');
    await panel.waitFor();
    await panel.getByTestId('port-alur-sbnp').waitFor();
    expect(await panel.getByTestId('port-others').count()).toBe(0);
    expect(await panel.getByTestId('port-download-15').count()).toBe(0);
    expect(await panel.getByTestId('port-general-info').innerText()).toContain('IDJKT');
    // An office, not a port: its information and its lanes, no vessel count or monitoring.
    expect(
      await panel.locator('[role="tab"]').evaluateAll((tabs) => tabs.map((t) => t.dataset.testid)),
    ).toEqual(['port-tab-information', 'port-tab-navigation']);
    expect(await panel.getByTestId('port-vessel-count').count()).toBe(0);
    // Every sensor dot is there, red unless its feature says the port's sensor works.
    for (const sensor of ['cctv', 'vhf', 'radar', 'weather']) {
      const dot = panel.getByTestId(`port-status-${sensor}`);
      expect(['ok', 'down', 'none']).toContain(await dot.getAttribute('data-status'));
    }

    // Dragged by its header, it follows the pointer.
    const grip = await panel.getByTestId('port-panel-drag').boundingBox();
    if (!grip) throw new Error('the port panel has no header');
    await page.mouse.move(grip.x + 40, grip.y + 10);
    await page.mouse.down();
    await page.mouse.move(grip.x + 160, grip.y + 70, { steps: 5 });
    await page.mouse.up();
    expect(await panel.evaluate((el) => el.style.transform)).toBe('translate(120px, 60px)');

    // Minimized to its header, then back.
    await panel.getByTestId('port-panel-minimize').click();
    await expect.poll(() => panel.getByTestId('port-tab-information').isVisible()).toBe(false);
    await panel.getByTestId('port-panel-minimize').click();
    await panel.getByTestId('port-tab-information').waitFor();
    await panel.getByTestId('port-general-info').waitFor();

    // Another port: the panel closes and opens again on it.
    await openPort(page, 'benoa', 'Benoa');
    await expect.poll(() => panel.getAttribute('data-port')).not.toBe('disnav-08');
    expect(await panel.getByTestId('port-panel-name').innerText()).toBe('Benoa');
    await panel.getByTestId('port-download-15').waitFor();

    await openPort(page, 'distrik navigasi tanjung priok', 'Distrik Navigasi Tanjung Priok');
    await panel.getByTestId('port-alur-sbnp').click();
    await page.waitForURL((url) => url.pathname === '/alur-sbnp/IDJKT');
    expect(pageErrors.get(page)).toEqual([]);
  });
});

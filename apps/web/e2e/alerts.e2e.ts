import { readFileSync } from 'node:fs';
import { createServer, type Server as TcpServer, type Socket } from 'node:net';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { positionLines, staticLines } from '@pantau/server/testing/nmea-lines.ts';
import { pdfText } from '@pantau/server/testing/pdf-text.ts';
import { TelegramFixture } from '@pantau/server/testing/telegram-fixture.ts';
import {
  apiCall,
  apiSession,
  launchBrowser,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  startServer,
  type Server,
} from './harness.ts';

/**
 * Alerts (issue #17, SPEC §2.26, §4, §6): vessels fed over TCP as real NMEA raise Double
 * MMSI (one MMSI heard at two places no ship could sail between), No IMO (a class A static
 * report without an IMO number) and Close Distance (two ships under way 170 m apart, out at
 * sea). The admin sees them in their tabs, hears them, and acknowledging and silencing stop
 * the sound and the re-alert; the xlsx and PDF exports are read back; a visitor has no Close
 * Distance tab and the server refuses it the type.
 */

const DOUBLE = 525_017_001;
const NO_IMO = 525_017_002;
const PAIR: [number, number] = [525_017_003, 525_017_004];
/** Java Sea, far from any port (Close Distance is quiet within 10 km of one). */
const SEA: [number, number] = [109.5, -4.2];
/** A ship without IMO that starts sending once the visitor, who bookmarked it, is watching. */
const LATE = 525_017_005;
/** A ship inside an AOI the admin drew (Java Sea off Madura). */
const IN_AOI = 525_017_007;
const AOI_SPOT: [number, number] = [113.5, -5.3];
/** A blacklisted ship without IMO, fed once it is on the Puskodal blacklist. */
const BLACK = 525_017_008;
/** A ship without IMO fed once the admin asked for No IMO alerts by Telegram. */
const TELEGRAMMED = 525_017_006;

const position = positionLines;
const staticReport = staticLines;

/** Every line the base station repeats each 300 ms. */
const LINES = [
  // One MMSI at two places 300 km apart, both heard again and again.
  ...position(DOUBLE, [106.9, -5.6], 8),
  ...position(DOUBLE, [109.6, -5.0], 8),
  ...staticReport(DOUBLE, 'KM DOUBLE', 'YDBL1', 9_074_729),
  // A class A cargo ship whose static report has no IMO number.
  ...position(NO_IMO, [110.5, -4.6], 9),
  ...staticReport(NO_IMO, 'KM NOIMO', 'YNOI2', 0),
  // Two ships under way side by side, 170 m apart.
  ...position(PAIR[0], SEA, 10),
  ...position(PAIR[1], [SEA[0] + 0.0015, SEA[1]], 10),
  // Their static reports say what they are (two cargo ships): a pair is judged once known.
  ...staticReport(PAIR[0], 'KM PASANG SATU', 'YPS31', 9_074_729),
  ...staticReport(PAIR[1], 'KM PASANG DUA', 'YPS42', 9_074_729),
];

interface Feed {
  port: number;
  /** More lines, repeated with the others from now on. */
  add: (lines: readonly string[]) => void;
  close: () => Promise<void>;
}

async function startFeed(): Promise<Feed> {
  const lines = [...LINES];
  const sockets = new Set<Socket>();
  const server: TcpServer = createServer((socket) => {
    sockets.add(socket);
    const timer = setInterval(() => socket.write(`${lines.join('\r\n')}\r\n`), 300);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    add: (more) => lines.push(...more),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const readPdf = pdfText;

let server: Server;
let feed: Feed;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let admin: string;
const telegram = new TelegramFixture();

beforeAll(async () => {
  feed = await startFeed();
  const telegramUrl = await telegram.listen();
  server = await startServer({
    env: {
      PANTAU_SIMULATOR: 'off',
      PANTAU_TELEGRAM_API_URL: telegramUrl,
      PANTAU_TELEGRAM_BOT_TOKEN: telegram.token,
    },
  });
  browser = await launchBrowser();
  admin = await apiSession(server.baseUrl, 'admin', server.adminPassword);
  // The admin wants every trigger sounded (SPEC §10's defaults are Distance and Boundary).
  const settings = (await apiCall(server.baseUrl, admin, 'GET', '/api/alerts/settings')) as object;
  await apiCall(server.baseUrl, admin, 'PUT', '/api/alerts/settings', {
    ...settings,
    triggers: ['closeDistance', 'boundary', 'doubleMmsi', 'noImo'],
  });
  await apiCall(server.baseUrl, admin, 'POST', '/api/sources', {
    name: 'alerts-e2e',
    kind: 'tcp-client',
    host: '127.0.0.1',
    port: feed.port,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await feed?.close();
  await telegram.close();
});

/** Signed in on the map with the Alert dialog open. */
async function openDialog(name: string, username: string, password: string): Promise<Page> {
  const page = await newPage(browser, server.baseUrl);
  onTestFailed(async () => {
    await screenshot(page, `${name}-failure`);
  });
  await logIn(page, username, password);
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('[data-testid="map"] canvas.maplibregl-canvas').waitFor();
  await page.getByTestId('alert-open').click();
  await page.getByTestId('alert-dialog').waitFor();
  return page;
}

const row = (page: Page, mmsi: number) =>
  page.locator(`[data-testid="alert-row"][data-mmsi="${mmsi}"]`).first();
const attr = async (page: Page, name: string) =>
  Number(await page.getByTestId('alert-open').getAttribute(name));

describe('alerts', () => {
  it('shows, sounds, acknowledges, silences and exports the alerts of fed vessels', async () => {
    const page = await openDialog('alerts-admin', 'admin', server.adminPassword);
    // Behind the dialog the map and its figures are not drawn (each change of a figure there
    // made a whole-screen frame under the dialog).
    await expect.poll(() => page.getByTestId('vessel-count').isVisible()).toBe(false);
    expect(await page.getByTestId('map').isVisible()).toBe(false);
    // The vessels' alerts reach the open browser over the live socket.
    await page.getByTestId('alert-tab-doubleMmsi').click();
    await row(page, DOUBLE).waitFor({ timeout: 60_000 });
    expect(await row(page, DOUBLE).locator('[data-col="src"]').innerText()).toBe('alerts-e2e');
    await page.getByTestId('alert-tab-noImo').click();
    await row(page, NO_IMO).waitFor({ timeout: 30_000 });
    expect(await row(page, NO_IMO).locator('[data-col="ship"]').innerText()).toBe('KM NOIMO');
    await page.getByTestId('alert-tab-closeDistance').click();
    const pair = page
      .locator('[data-testid="alert-row"]')
      .filter({ hasText: String(PAIR[0]) })
      .filter({ hasText: String(PAIR[1]) })
      .first();
    await pair.waitFor({ timeout: 60_000 });
    const metres = Number(await pair.locator('[data-col="distance"]').innerText());
    expect(metres).toBeGreaterThan(120);
    expect(metres).toBeLessThan(220);
    // They were fresh on arrival: they sounded, and the alarms ring until answered.
    expect(await attr(page, 'data-sounds')).toBeGreaterThan(0);
    await expect.poll(() => attr(page, 'data-ringing'), { timeout: 10_000 }).toBeGreaterThan(0);

    // A row opens its detail with the mini map.
    await pair.click();
    await page.getByTestId('alert-detail').waitFor();
    await page.locator('[data-testid="alert-mini-map"] canvas').waitFor();
    expect(await page.getByTestId('alert-detail-table').innerText()).toContain(String(PAIR[1]));
    await screenshot(page, 'alerts-close-distance');
    // A search that leaves the row off the list keeps its detail open (it closed and opened
    // again, mini map and all, at each keystroke).
    const opened = await page.getByTestId('alert-detail').getAttribute('data-id');
    await page.getByTestId('alert-search').fill('no such ship');
    await pair.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.getByTestId('alert-detail').getAttribute('data-id')).toBe(opened);
    await page.getByTestId('alert-search').fill('');
    await pair.waitFor({ timeout: 10_000 });

    // Silence the pair for this occurrence, acknowledge the double MMSI: nothing rings.
    await pair.getByTestId('alert-silence').click();
    await page.locator('[data-period="occurrence"]').click();
    await page.getByTestId('alert-tab-doubleMmsi').click();
    // Two ships on one MMSI: a row per ship (issue #29), each acknowledged.
    const doubles = page.locator(`[data-testid="alert-row"][data-mmsi="${DOUBLE}"]`);
    await expect.poll(() => doubles.count(), { timeout: 10_000 }).toBe(2);
    for (const double of await doubles.all()) {
      await double.getByTestId('alert-ack').click();
      await expect.poll(() => double.getAttribute('data-acked')).toBe('true');
    }
    await expect.poll(() => attr(page, 'data-ringing'), { timeout: 10_000 }).toBe(0);
    // The server keeps the acknowledgement.
    const listed = (await apiCall(
      server.baseUrl,
      admin,
      'GET',
      `/api/alerts?type=doubleMmsi&q=${DOUBLE}`,
    )) as { alerts: { mmsi: number; ackBy: string | null }[] };
    expect(listed.alerts.find((a) => a.mmsi === DOUBLE)?.ackBy).toBe('admin');
    // No re-alert: the feed goes on, the bell stays quiet.
    const sounds = await attr(page, 'data-sounds');
    await page.waitForTimeout(6_000);
    expect(await attr(page, 'data-sounds')).toBe(sounds);
    expect(await attr(page, 'data-ringing')).toBe(0);

    // Exports: the xlsx and the PDF hold the tab's rows.
    await page.getByTestId('alert-tab-noImo').click();
    await row(page, NO_IMO).waitFor();
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('alert-export-xlsx').click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheet = await readSheet(readFileSync(await xlsx.path()));
    const cells = sheet.flat().map((c) => String(c));
    expect(cells).toContain(String(NO_IMO));
    expect(cells).toContain('KM NOIMO');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('alert-export-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, size } = await readPdf(bytes);
    // A4 portrait: 595 × 842 points.
    expect(size).toEqual([595, 842]);
    expect(text).toContain(String(NO_IMO));
    expect(text).toContain('KM NOIMO');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a visitor no Close Distance tab, and the server refuses it the type', async () => {
    await apiCall(server.baseUrl, admin, 'POST', '/api/users', {
      firstName: 'Vera',
      lastName: 'Visitor',
      username: 'vera',
      password: 'visitor-pass-1',
      role: 'visitor',
      center: [110, -5],
      zoom: 7,
    });
    const visitor = await apiSession(server.baseUrl, 'vera', 'visitor-pass-1');
    // A bookmarked vessel's new alert comes as a toast too (SPEC §4), once, and closes.
    await apiCall(server.baseUrl, visitor, 'PUT', `/api/bookmarks/${LATE}`, {
      group: 'Watch list',
    });
    const page = await openDialog('alerts-visitor', 'vera', 'visitor-pass-1');
    feed.add([...position(LATE, [111.5, -4.9], 9), ...staticReport(LATE, 'KM TOAST', 'YTST5', 0)]);
    const toast = page.locator(`[data-testid="bookmark-toast"][data-mmsi="${LATE}"]`);
    await toast.waitFor({ timeout: 30_000 });
    expect(await toast.innerText()).toContain('No IMO');
    expect(await toast.innerText()).toContain('KM TOAST');
    await toast.getByRole('button', { name: 'Close this alert' }).click();
    await expect.poll(() => toast.count()).toBe(0);
    await page.waitForTimeout(2000);
    expect(await toast.count()).toBe(0);
    await page.getByTestId('alert-tab-doubleMmsi').waitFor();
    await page.getByTestId('alert-tab-doubleMmsi').click();
    await row(page, DOUBLE).waitFor({ timeout: 60_000 });
    await page.getByTestId('alert-tab-noImo').click();
    await row(page, NO_IMO).waitFor({ timeout: 30_000 });
    for (const hidden of ['closeDistance', 'idle', 'aisOff', 'zee', 'darkTarget']) {
      expect(await page.getByTestId(`alert-tab-${hidden}`).count()).toBe(0);
    }
    await expect(
      apiCall(server.baseUrl, visitor, 'GET', '/api/alerts?type=closeDistance'),
    ).rejects.toThrow(/HTTP 403/);
    await screenshot(page, 'alerts-visitor');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
  it('sends an alert by Telegram once the user asks for it in the Notification settings', async () => {
    const page = await openDialog('alerts-settings', 'admin', server.adminPassword);
    await page.getByTestId('alert-settings-open').click();
    const panel = page.getByTestId('alert-settings');
    await panel.waitFor();
    // Email has no SMTP server here, and says so; Telegram is configured and idle.
    const channels = panel.getByTestId('alert-channels');
    await expect.poll(() => channels.innerText()).toContain('Email: not configured');
    await expect.poll(() => channels.innerText()).toContain('Telegram: 0 sent, 0 waiting');
    await page.getByTestId('alert-trigger-noImo').check();
    await page.getByTestId('alert-action-telegram').check();
    await page.getByTestId('alert-telegram').fill('777');
    await page.getByTestId('alert-settings-save').click();
    await page.getByTestId('alert-settings-saved').waitFor();
    const saved = (await apiCall(server.baseUrl, admin, 'GET', '/api/alerts/settings')) as {
      triggers: string[];
      actions: string[];
      telegramChatId: string;
    };
    expect(saved.triggers).toContain('noImo');
    expect(saved.actions).toContain('telegram');
    expect(saved.telegramChatId).toBe('777');

    feed.add([
      ...position(TELEGRAMMED, [112.5, -5.1], 9),
      ...staticReport(TELEGRAMMED, 'KM TELEGRAM', 'YTLG6', 0),
    ]);
    await expect
      .poll(() => telegram.messages.filter((m) => m.text.includes(String(TELEGRAMMED))).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const message = telegram.messages.find((m) => m.text.includes(String(TELEGRAMMED)));
    expect(message?.chatId).toBe('777');
    expect(message?.text).toContain('No IMO');
    expect(message?.text).toContain('KM TELEGRAM');
    await expect.poll(() => channels.innerText(), { timeout: 15_000 }).toMatch(/Telegram: [1-9]/);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
  it('shows Puskodal rows to staff: a blacklisted vessel heard is listed and located', async () => {
    await apiCall(server.baseUrl, admin, 'POST', '/api/puskodal/blacklist', {
      mmsi: BLACK,
      reason: 'e2e: watched vessel',
    });
    const page = await openDialog('puskodal', 'admin', server.adminPassword);
    await page.keyboard.press('Escape');
    await page.getByTestId('puskodal-open').click();
    await page.getByTestId('puskodal-dialog').waitFor();
    await page.getByTestId('puskodal-tab-blacklist').click();
    const entry = page.locator(`[data-testid="puskodal-blacklist-entry"][data-mmsi="${BLACK}"]`);
    await entry.waitFor();
    expect(await entry.innerText()).toContain('e2e: watched vessel');
    // The vessel is heard: a Blacklist row appears (the tab asks again each time it is shown).
    feed.add([
      ...staticReport(BLACK, 'KM HITAM', 'YBLK8', 0),
      ...position(BLACK, [111.8, -4.7], 8),
    ]);
    const puskodalRow = page.locator(`[data-testid="puskodal-row"][data-mmsi="${BLACK}"]`);
    await expect
      .poll(
        async () => {
          if ((await puskodalRow.count()) === 0) {
            await page.getByTestId('puskodal-tab-slow').click();
            await page.getByTestId('puskodal-tab-blacklist').click();
          }
          return puskodalRow.count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    expect(await puskodalRow.first().locator('[data-col="shipname"]').innerText()).toBe('KM HITAM');
    await screenshot(page, 'puskodal-blacklist');
    // The row selects the vessel: its card shows the No IMO alert-plot, its popup the detail.
    await puskodalRow.first().click();
    await page.keyboard.press('Escape');
    const plot = page.locator('[data-testid="vessel-alert-plot"][data-type="noImo"]');
    await plot.waitFor({ timeout: 20_000 });
    await plot.click();
    const popup = page.getByTestId('vessel-alert-popup');
    await popup.waitFor();
    expect(await popup.innerText()).toContain('KM HITAM');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();

    // A visitor has no Puskodal button, and the server refuses the rows.
    const visitor = await apiSession(server.baseUrl, 'vera', 'visitor-pass-1');
    await expect(
      apiCall(server.baseUrl, visitor, 'GET', '/api/puskodal/blacklist/latest/10'),
    ).rejects.toThrow(/HTTP 403/);
  });
  it('raises an AOI alert when a fed vessel stays inside an area of interest', async () => {
    const made = (await apiCall(server.baseUrl, admin, 'POST', '/api/aois', {
      type: 'Polygon',
      name: 'Perairan Madura e2e',
      description: 'alert test area',
      coordinates: [
        [AOI_SPOT[0] - 0.05, AOI_SPOT[1] - 0.05],
        [AOI_SPOT[0] + 0.05, AOI_SPOT[1] - 0.05],
        [AOI_SPOT[0] + 0.05, AOI_SPOT[1] + 0.05],
        [AOI_SPOT[0] - 0.05, AOI_SPOT[1] + 0.05],
      ],
    })) as { id: number };
    expect(made.id).toBeGreaterThan(0);
    feed.add([
      ...position(IN_AOI, AOI_SPOT, 4),
      ...staticReport(IN_AOI, 'KM DI AOI', 'YAOI7', 9_074_729),
    ]);
    const page = await openDialog('alerts-aoi', 'admin', server.adminPassword);
    await page.getByTestId('alert-tab-aoi').click();
    await row(page, IN_AOI).waitFor({ timeout: 90_000 });
    expect(await row(page, IN_AOI).locator('[data-col="aoi"]').innerText()).toContain(
      'Perairan Madura e2e',
    );
    expect(await row(page, IN_AOI).locator('[data-col="status"]').innerText()).toMatch(/inside/i);

    // LAYERS & MAP's ZEE boundary: off at first, its outline fetched once switched on.
    await page.keyboard.press('Escape');
    await page.getByTestId('rail-layers').click();
    const zee = page.getByTestId('layer-toggle-zee');
    await zee.waitFor({ state: 'attached' });
    expect(await zee.isChecked()).toBe(false);
    const fetched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/zee');
    // The switch's input has no size of its own, so a forced click goes where it is at that
    // instant: on CI (1 run) one left the switch off, most likely while the panel was still
    // sliding in. Clicked again until it is on.
    await expect
      .poll(async () => (await zee.isChecked()) || (await zee.click({ force: true }), false))
      .toBe(true);
    const outline = await fetched;
    expect(outline.status()).toBe(200);
    expect(await zee.isChecked()).toBe(true);
    // Its opacity, as the charts have theirs: full at first, lowered from the keyboard.
    const opacity = page.getByTestId('layer-opacity-zee').getByRole('slider');
    expect(await opacity.getAttribute('aria-valuenow')).toBe('100');
    await opacity.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => opacity.getAttribute('aria-valuenow')).toBe('95');
    await screenshot(page, 'zee-boundary');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});

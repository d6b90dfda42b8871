import { positionLines, staticLines } from '@pantau/server/testing/nmea-lines.ts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTcpSource,
  adminOnMap,
  apiCall,
  apiSession,
  launchBrowser,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  startNmeaFeed,
  startServer,
  type NmeaFeed,
  type Server,
} from './harness.ts';

/**
 * The group chat (issue #36 point 6; SPEC §2.31, §4, §5): two officers in two browsers. The
 * admin makes a group with Budi and writes to it; Budi sees the badge, opens it and reads it,
 * and the admin sees 'Read'. The admin attaches the vessel selected on the map (fed over TCP
 * as real NMEA) and Budi opens it from the card; then an image, which Budi opens in the
 * fullscreen viewer. Budi's network goes: his line says it was not
 * sent after 10 s; back online, Resend delivers it once.
 */

const VESSEL = 525_036_001;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BUDI_PASSWORD = 'Budi-Chat-2026!';

let feed: NmeaFeed;
let server: Server;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let admin: string;

beforeAll(async () => {
  feed = await startNmeaFeed([
    ...positionLines(VESSEL, [106.88, -6.08], 8),
    ...staticLines(VESSEL, 'KM SINAR CHAT', 'YBCHT', 9_360_001),
  ]);
  server = await startServer({ env: { PANTAU_SIMULATOR: 'off' } });
  browser = await launchBrowser();
  await addTcpSource(server, 'chat-e2e', feed.port);
  admin = await apiSession(server.baseUrl, 'admin', server.adminPassword);
  await apiCall(server.baseUrl, admin, 'POST', '/api/users', {
    firstName: 'Budi',
    lastName: 'Santoso',
    username: 'budi',
    password: BUDI_PASSWORD,
    role: 'lps',
    center: [106.88, -6.08],
    zoom: 10,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await feed?.close();
});

async function budiOnMap(): Promise<Page> {
  const page = await newPage(browser, server.baseUrl);
  await logIn(page, 'budi', BUDI_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('map').waitFor();
  return page;
}

const lines = (page: Page) => page.locator('[data-testid="chat-message"]:not([data-system])');

async function typeAndSend(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
}

describe('group chat', () => {
  it('makes a group, sends, shows delivered and read, carries a vessel, an image and an area, and resends once after a lost socket', async () => {
    const a = await adminOnMap(browser, server, 'chat-admin');
    const b = await budiOnMap();

    // The admin makes a group with Budi: a name and at least one participant (SPEC §5).
    await a.getByTestId('chat-open').click();
    await a.getByTestId('chat-window').waitFor();
    await a.getByTestId('chat-new-group').click();
    await a.getByTestId('chat-create-group').click();
    expect(await a.getByTestId('chat-new-group-form').innerText()).toContain(
      'Group name can not be empty',
    );
    // Longer than 30 characters is cut at 30.
    await a.getByTestId('chat-group-name').fill('Tanjung Priok control room watch');
    expect(await a.getByTestId('chat-group-name').inputValue()).toBe(
      'Tanjung Priok control room wat',
    );
    await a.getByTestId('chat-group-name').fill('Priok watch');
    await a.getByTestId('chat-create-group').click();
    expect(await a.getByTestId('chat-new-group-form').innerText()).toContain(
      'Choose at least one participant',
    );
    await a.getByTestId('chat-participants').fill('budi');
    await a.getByRole('option', { name: /Budi Santoso \(budi\)/ }).click();
    await a.getByTestId('chat-create-group').click();
    await a.getByTestId('chat-group-title').filter({ hasText: 'Priok watch' }).waitFor();

    // Enter sends; Shift+Enter is a new line; an empty message is not sent.
    const input = a.getByTestId('chat-input');
    await input.fill('   ');
    await input.press('Enter');
    expect(await a.getByTestId('chat-send').isDisabled()).toBe(true);
    await input.fill('KM Sinar at anchor off the breakwater');
    await input.press('Shift+Enter');
    await input.pressSequentially('<b>check</b> https://bmkg.go.id/');
    await input.press('Enter');
    const first = lines(a).first();
    await expect.poll(() => first.getAttribute('data-status'), { timeout: 10_000 }).toBe('sent');
    expect(await first.innerText()).toContain(
      'KM Sinar at anchor off the breakwater\n<b>check</b>',
    );
    expect(await first.locator('b').count()).toBe(0);
    expect(await first.getByRole('link').getAttribute('href')).toBe('https://bmkg.go.id/');

    // Budi's badge counts it with the chat closed; opening the group reads it.
    await expect
      .poll(() => b.getByTestId('chat-badge').textContent(), { timeout: 15_000 })
      .toBe('1');
    await expect
      .poll(() => first.getAttribute('data-status'), { timeout: 10_000 })
      .toBe('delivered');
    await b.getByTestId('chat-open').click();
    await b.locator('[data-testid="chat-group"][data-name="Priok watch"]').click();
    await lines(b).first().waitFor();
    expect(await lines(b).first().innerText()).toContain('Administrator');
    await expect.poll(() => first.getAttribute('data-status'), { timeout: 10_000 }).toBe('read');
    await expect.poll(() => b.getByTestId('chat-badge').count()).toBe(0);

    // The admin attaches the vessel selected on the map; Budi opens it from the card.
    await a.getByTestId('search-input').fill(String(VESSEL));
    const result = a.locator(`[data-testid="search-result"][data-mmsi="${VESSEL}"]`);
    await result.waitFor({ timeout: 30_000 });
    await result.click();
    await a.locator(`[data-testid="vessel-panel"][data-mmsi="${VESSEL}"]`).waitFor();
    // The paperclip offers the map view and the selected vessel; the vessel card sends it too.
    await a.getByTestId('chat-attach-object').click();
    await a.getByTestId('chat-attach-view').click();
    const composerCard = a.locator('[data-testid="chat-composer"] [data-testid="chat-attachment"]');
    expect(await composerCard.getAttribute('data-kind')).toBe('view');
    await a.getByTestId('chat-attach-object').click();
    await a.getByTestId('chat-attach-vessel').click();
    await expect.poll(() => composerCard.getAttribute('data-kind')).toBe('vessel');
    await a.getByRole('button', { name: 'Remove the attachment' }).click();
    await a.getByTestId('chat-share-vessel').click();
    await expect.poll(() => composerCard.getAttribute('data-kind')).toBe('vessel');
    expect(await composerCard.innerText()).toContain('KM SINAR CHAT');
    await a.getByTestId('chat-send').click();
    const card = b.locator('[data-testid="chat-attachment"][data-kind="vessel"]');
    await card.waitFor({ timeout: 10_000 });
    expect(await card.innerText()).toContain('KM SINAR CHAT');
    await card.click();
    const panel = b.locator(`[data-testid="vessel-panel"][data-mmsi="${VESSEL}"]`);
    await panel.waitFor();
    await expect
      .poll(() => panel.locator('[data-field="Name"]').textContent(), { timeout: 15_000 })
      .toContain('KM SINAR CHAT');
    expect(
      await b.locator('[data-testid="chat-group"][data-name="Priok watch"]').innerText(),
    ).toContain('Vessel KM SINAR CHAT');
    await screenshot(b, 'chat-vessel-opened');

    // The admin uploads an image (sniffed by the server); Budi sees it and opens the viewer.
    await a
      .locator('[data-testid="chat-window"] input[type="file"]')
      .setInputFiles({ name: 'breakwater.png', mimeType: 'image/png', buffer: PNG });
    await a.locator('[data-testid="chat-composer"] [data-testid="chat-media"]').waitFor();
    await a.getByTestId('chat-send').click();
    const thumb = b.locator(
      '[data-testid="chat-messages"] [data-testid="chat-media"][data-mime="image/png"]',
    );
    await thumb.waitFor({ timeout: 10_000 });
    await thumb.click();
    const viewer = b.getByTestId('chat-media-full');
    await viewer.waitFor();
    await expect
      .poll(() => viewer.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await b.keyboard.press('Escape');

    // The admin sends an area from the AOI list to the group; Budi's card fits his map to it.
    await apiCall(server.baseUrl, admin, 'POST', '/api/aois', {
      type: 'Circle',
      name: 'Kolam Priok',
      description: 'the harbour basin',
      center: [106.88, -6.1],
      radiusM: 2000,
    });
    await a.getByTestId('rail-aoi').click();
    const area = a.locator('[data-testid="aoi-list-item"][data-name="Kolam Priok"]');
    await area.waitFor({ timeout: 10_000 });
    await area.getByTestId('chat-share').click();
    await a
      .locator('[data-testid="chat-composer"] [data-testid="chat-attachment"][data-kind="aoi"]')
      .waitFor();
    await a.getByTestId('chat-send').click();
    await a.getByTestId('rail-aoi').click();
    const areaCard = b.locator(
      '[data-testid="chat-messages"] [data-testid="chat-attachment"][data-kind="aoi"]',
    );
    await areaCard.waitFor({ timeout: 10_000 });
    expect(await areaCard.innerText()).toContain('Area Kolam Priok');
    await areaCard.click();
    await expect
      .poll(
        () =>
          b.evaluate(() => {
            const c = (
              window as unknown as {
                __pantauMap: { getCenter: () => { lng: number; lat: number } };
              }
            ).__pantauMap.getCenter();
            return Math.abs(c.lng - 106.88) < 0.02 && Math.abs(c.lat + 6.1) < 0.02;
          }),
        { timeout: 5000 },
      )
      .toBe(true);

    // Budi loses the network: his line is not sent after 10 s; back online, Resend delivers it
    // once.
    await b.context().setOffline(true);
    await typeAndSend(b, 'Copy, heading out');
    const pending = b.locator('[data-testid="chat-message"][data-status="error"]');
    await pending.waitFor({ timeout: 20_000 });
    expect(await pending.innerText()).toContain('Not sent.');
    await b.context().setOffline(false);
    await expect
      .poll(
        async () => {
          await b
            .getByTestId('chat-resend')
            .click({ timeout: 1000 })
            .catch(() => undefined);
          return b.locator('[data-testid="chat-message"][data-status="error"]').count();
        },
        { timeout: 30_000, interval: 3000 },
      )
      .toBe(0);
    await a
      .getByTestId('chat-messages')
      .getByText('Copy, heading out')
      .waitFor({ timeout: 10_000 });
    const groups = (await apiCall(server.baseUrl, admin, 'GET', '/api/chat/groups')) as {
      groups: { id: number }[];
    };
    const page = (await apiCall(
      server.baseUrl,
      admin,
      'GET',
      `/api/chat/groups/${groups.groups[0]?.id}/messages`,
    )) as { messages: { text: string }[] };
    expect(page.messages.filter((m) => m.text === 'Copy, heading out')).toHaveLength(1);
    await screenshot(a, 'chat-admin');

    expect(pageErrors.get(a)).toEqual([]);
    expect(pageErrors.get(b)).toEqual([]);
    await a.context().close();
    await b.context().close();
  });
});

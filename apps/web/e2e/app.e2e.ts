import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE } from '../src/map/layers.ts';
import {
  apiCall,
  apiSession,
  coordsAt,
  readCoords,
  launchBrowser,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  startServer,
  settledCoordsAt,
  type Server,
  searchOthers,
} from './harness.ts';
import { pixelStats } from './pixels.ts';

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectLandAndSea(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const { land, sea } = PALETTE[theme];
  // Software WebGL is slow: keep looking until the land has been drawn.
  let stats = await pixelStats(page, page.getByTestId('map'), [land, sea]);
  for (
    let i = 0;
    i < 40 && !((stats.near[land] ?? 0) > 0.03 && (stats.near[sea] ?? 0) > 0.1);
    i++
  ) {
    await page.waitForTimeout(500);
    stats = await pixelStats(page, page.getByTestId('map'), [land, sea]);
  }
  expect(stats.colours, 'the map shows more than a flat colour').toBeGreaterThan(20);
  expect(stats.dominant).toBeLessThan(0.95);
  expect(stats.near[land], 'land is drawn').toBeGreaterThan(0.03);
  expect(stats.near[sea], 'sea is drawn').toBeGreaterThan(0.1);
}

describe('login', () => {
  it('flags every empty field before asking the server, and offers no SSO where none is set up', async () => {
    const page = await newPage(browser, server.baseUrl);
    const ssoAsked = page.waitForResponse((r) => r.url().endsWith('/api/auth/sso'));
    await page.goto('/');
    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByText('Indonesian integrated monitoring system on navigation').count())
      .toBe(1);
    await expect
      .poll(() => page.getByText('Informatif, terintegrasi dan kolaboratif').count())
      .toBe(1);
    let loginCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/login')) loginCalls++;
    });
    // Every empty field is flagged at once; a field filled in loses its message.
    await page.getByTestId('login-submit').click();
    await page.getByText('username can not be empty').waitFor();
    await page.getByText('password can not be empty').waitFor();
    await page.getByTestId('login-username').fill('admin');
    expect(await page.getByText('username can not be empty').count()).toBe(0);
    expect(await page.getByText('password can not be empty').count()).toBe(1);
    await page.getByTestId('login-submit').click();
    await page.getByText('password can not be empty').waitFor();
    expect(loginCalls).toBe(0);
    // This server has no single sign-on: no 'login SSO' button that would lead nowhere.
    expect(await (await ssoAsked).json()).toMatchObject({ enabled: false });
    expect(await page.getByRole('button', { name: 'login SSO' }).count()).toBe(0);

    // The eye button shows and hides the password.
    const password = page.getByTestId('login-password');
    await password.fill('secret-words');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await password.fill('');
    await screenshot(page, 'login-empty-fields');
    await page.context().close();
  });

  it("shows the server's message for a wrong password", async () => {
    const page = await newPage(browser, server.baseUrl);
    // Hold the answer a moment to see the 'Logging you in' state.
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await logIn(page, 'admin', `${server.adminPassword}-wrong`);
    await page.getByText('Logging you in').waitFor();
    await page.getByText('Username or password is wrong, please try again').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-wrong-password');
    await page.context().close();
  });
});

describe('map screen', () => {
  it('logs in as admin, draws the map, pans, zooms, reads the pointer and logs out', async () => {
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    const map = page.getByTestId('map');
    await map.waitFor();
    await page
      .locator('[data-testid="map"][data-land="loaded"] canvas.maplibregl-canvas')
      .waitFor();
    await expectLandAndSea(page, 'light');
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Administrator');
    await expect.poll(() => page.getByTestId('quick-zoom').isVisible()).toBe(true);
    await screenshot(page, 'map-light');

    // The pointer readout follows the mouse, in DMS with Indonesian hemisphere letters.
    const first = await coordsAt(page, 700, 450);
    const second = await coordsAt(page, 900, 300);
    expect(first).toMatch(/^\d+°\d+'\d+\.\d{3}" L[US] \d+°\d+'\d+\.\d{3}" B[TB]$/);
    expect(second).not.toBe(first);

    // Drag to pan: the same screen point now shows another place.
    await page.mouse.move(800, 500);
    await page.mouse.down();
    await page.mouse.move(650, 420, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    const afterPan = await coordsAt(page, 900, 300);
    expect(afterPan).not.toBe(second);

    // Wheel to zoom in around the pointer: a point away from it moves.
    const beforeZoom = await coordsAt(page, 1100, 650);
    await page.mouse.move(800, 450);
    for (let i = 0; i < 3; i++) {
      await page.mouse.wheel(0, -300);
      await page.waitForTimeout(200);
    }
    await page.waitForTimeout(800);
    const afterZoom = await coordsAt(page, 1100, 650);
    expect(afterZoom).not.toBe(beforeZoom);

    // Quick zoom to Tanjung Priok puts Jakarta under the map's centre.
    await page.getByTestId('quick-zoom').getByRole('button', { name: 'Tj. Priok' }).click();
    await page.locator('[data-testid="map"][data-land-detail="loaded"]').waitFor();
    const box = await map.boundingBox();
    if (!box) throw new Error('map has no box');
    const centre = await settledCoordsAt(page, box.x + box.width / 2, box.y + box.height / 2);
    expect(centre).toMatch(/^6°(5|6)'\d+\.\d{3}" LS 106°5(2|3)'\d+\.\d{3}" BT$/);
    await expectLandAndSea(page, 'light');
    await screenshot(page, 'map-priok');

    // The search bar's Others mode finds a port by name and flies there.
    const port = await searchOthers(page, 'benoa', 'Port');
    expect(await port.innerText()).toContain('IDBOA');
    await port.click();
    const atBenoa = await settledCoordsAt(page, box.x + box.width / 2, box.y + box.height / 2);
    expect(atBenoa).toMatch(/^8°4(4|5)'\d+\.\d{3}" LS 115°1(2|3)'\d+\.\d{3}" BT$/);
    await page.getByTestId('search-mode').getByText('Vessel').click();
    await page.getByTestId('search-input').fill('');

    // Zoom out with the toolbar to the whole world (land across the antimeridian drawn
    // without bands), then back to the home view with Centre.
    await page.getByRole('button', { name: 'Centre' }).click();
    const home = await settledCoordsAt(page, 1100, 650);
    for (let i = 0; i < 4; i++) {
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.waitForTimeout(700);
    }
    expect(await coordsAt(page, 1100, 650)).not.toBe(home);
    await expectLandAndSea(page, 'light');
    await screenshot(page, 'map-world');
    await page.getByRole('button', { name: 'Centre' }).click();
    expect(await settledCoordsAt(page, 1100, 650)).toBe(home);

    // Satellite Map needs the internet; offline, the shipped land still shows under it.
    await page.getByTestId('rail-layers').click();
    await page.getByRole('radio', { name: 'Satellite Map' }).check();
    await expectLandAndSea(page, 'light');
    await screenshot(page, 'map-satellite-offline');
    await page.getByRole('radio', { name: 'Simple Map' }).check();

    // A rail entry opens its panel; another closes it.
    await page.getByTestId('rail-focusZoom').click();
    await page.getByRole('dialog', { name: 'FOCUS ZOOM' }).waitFor();
    await page.getByTestId('rail-aoi').click();
    await page.getByRole('dialog', { name: 'AOI' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'FOCUS ZOOM' }).count()).toBe(0);
    await screenshot(page, 'map-rail-panel');
    await page.getByRole('button', { name: 'Close panel' }).click();

    // Dark theme from the user menu swaps the base map's colours.
    await page.getByTestId('user-menu').click();
    await page.getByRole('switch', { name: 'Dark theme' }).check();
    await page.keyboard.press('Escape');
    await expectLandAndSea(page, 'dark');
    await screenshot(page, 'map-dark');

    // Keluar signs out on the server and returns to /login.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it("shows '404 Not Found' for an unknown path, and Return goes to /", async () => {
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/no-such-page');
    await page.getByText('404 Not Found').waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('button', { name: 'Return' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('map').waitFor();
    await page.context().close();
  });

  it("opens a visitor's map at their own centre and zoom, without AOI and DATA SOURCE", async () => {
    const adminCookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
    const password = `v-${Math.random().toString(36).slice(2, 12)}`;
    await apiCall(server.baseUrl, adminCookie, 'POST', '/api/users', {
      firstName: 'Vera',
      lastName: 'Visitor',
      username: 'vera',
      password,
      role: 'visitor',
      center: [110.4, -7],
      zoom: 8,
    });
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'vera', password);
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .locator('[data-testid="map"][data-land="loaded"] canvas.maplibregl-canvas')
      .waitFor();
    // Before the pointer moves, the readout shows where the map opened.
    expect(await readCoords(page)).toBe(`7°0'0.000" LS 110°24'0.000" BT`);
    const rail = page.getByRole('navigation', { name: 'Main' });
    await rail.getByRole('button', { name: 'FOCUS ZOOM' }).waitFor();
    expect(await rail.getByRole('button', { name: 'AOI' }).count()).toBe(0);
    expect(await rail.getByRole('button', { name: 'DATA SOURCE' }).count()).toBe(0);
    // BERITA SAR, FILTER KAPAL, LAYERS & MAP, FOCUS ZOOM, DATA PORT/PELABUHAN, PANTAU KAPAL,
    // INFRASTRUCTURE (SPEC §2: a left-menu entry for everyone) and PROFILE; no MANAGE API,
    // USER MANAGEMENT or PORTS.
    await rail.getByRole('button', { name: 'INFRASTRUCTURE' }).waitFor();
    await rail.getByRole('button', { name: 'BERITA SAR' }).waitFor();
    expect(await rail.getByRole('button', { name: 'PORTS' }).count()).toBe(0);
    // The 8 entries, and the rail's own two buttons (wide, hide).
    expect(await rail.getByRole('button').count()).toBe(10);
    await rail.getByTestId('rail-expand').waitFor();
    await rail.getByTestId('rail-hide').waitFor();
    await expectLandAndSea(page, 'light');
    await screenshot(page, 'map-visitor');

    // Inaportnet is not set up on this server: the visitor is told whom to ask, not the
    // server's setting.
    expect(await notConfiguredText(page)).toBe(
      'Inaportnet is not configured on this server: PKK and SPB are not known. Ask your administrator to set it up.',
    );
    await page.context().close();

    // The superAdmin who runs the server reads the setting's name instead.
    const admin = await newPage(browser, server.baseUrl);
    await logIn(admin, 'admin', server.adminPassword);
    await admin.getByTestId('map').waitFor();
    expect(await notConfiguredText(admin)).toBe(
      'Inaportnet is not configured on this server: PKK and SPB are not known. Setting: PANTAU_INAPORTNET_URL',
    );
    await admin.context().close();
  });
});

/** PANTAU KAPAL → PKK & SPB on a server without Inaportnet: what the note says. */
async function notConfiguredText(page: Page): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'PANTAU KAPAL' })
    .click();
  await page.getByTestId('pantau-kapal-tab-pkkspb').click();
  const note = page.getByTestId('pkkspb-not-configured');
  await note.waitFor();
  return ((await note.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

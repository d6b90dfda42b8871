import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import shp from 'shpjs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  readSimnavFixture,
  SIMNAV_FIXTURE_FILE,
  startSimnavFixture,
  type RunningSimnavFixture,
} from '@pantau/server/testing/fixture-servers.ts';
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
 * The Alur & SBNP feature manager (SPEC §2.23): opened from the toolbar for Tanjung Priok,
 * a feature refused for its coordinate with the spec's message, then plotted and submitted;
 * the row expands; the chosen features downloaded as GeoJSON, KML and SHP and read back;
 * Update Live Data publishes them and the server's API answers them.
 */

const PORT = 'IDJKT';
let server: Server;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let cookie: string;
let simnav: RunningSimnavFixture;

beforeAll(async () => {
  simnav = await startSimnavFixture({
    ports: readSimnavFixture(SIMNAV_FIXTURE_FILE),
    token: 'e2e-token',
  });
  server = await startServer({
    env: {
      PANTAU_SIMULATOR: 'off',
      PANTAU_SIMNAV_URL: simnav.url,
      PANTAU_SIMNAV_TOKEN: 'e2e-token',
      PANTAU_SIMNAV_WEB_URL: 'https://simnav.example.go.id/app',
    },
  });
  browser = await launchBrowser();
  cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await simnav?.close();
});

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Downloads the chosen features in one format and answers the file's bytes. */
async function download(page: Page, format: 'geojson' | 'kml' | 'shp'): Promise<Buffer> {
  await page.getByTestId('feature-download-confirm').click();
  await page.getByTestId(`feature-format-${format}`).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('feature-download-go').click(),
  ]);
  expect(file.suggestedFilename()).toBe(`${PORT}_Live_data.${format === 'shp' ? 'zip' : format}`);
  await page
    .getByTestId('feature-notice')
    .getByText(`File Saved ${file.suggestedFilename()}`)
    .waitFor();
  return readFileSync(await file.path());
}

describe('Alur & SBNP feature manager', () => {
  it('adds a beacon, downloads it three ways and publishes it live', async () => {
    const page = await newPage(browser, server.baseUrl);
    onTestFailed(async () => {
      await screenshot(page, 'feature-manager-failure');
    });
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    // The left menu's SIMNAV opens SIMNAV's own application in a new tab (SPEC §2).
    const simnavLink = page.getByTestId('simnav-link');
    expect(await simnavLink.getAttribute('href')).toBe('https://simnav.example.go.id/app');
    expect(await simnavLink.getAttribute('target')).toBe('_blank');
    expect(await simnavLink.getAttribute('rel')).toBe('noopener noreferrer');
    await page.getByTestId('feature-manager-open').click();
    await page.locator(`[data-testid="feature-manager-port"][data-port="${PORT}"]`).click();
    await page.waitForURL((url) => url.pathname === `/alur-sbnp/${PORT}`);
    const manager = page.getByTestId('feature-manager');
    await manager.waitFor();
    await page.locator('[data-testid="feature-manager-map"] canvas.maplibregl-canvas').waitFor();
    expect(await page.getByTestId('feature-table').innerText()).toContain('No features');

    await page.getByTestId('feature-add').click();
    await choose(page, 'feature-kind', 'sbnp');
    await page.getByTestId('feature-name').fill('Pelampung Suar Priok 1');
    await choose(page, 'feature-sbnp-type', 'PelampungSuar');
    await choose(page, 'feature-colour', 'green (hijau)');
    await page.getByTestId('feature-dsi').fill('1234567');
    await page.getByTestId('feature-coordinates').fill(`6°04'00" LS,106°52'30" BT`);
    await page.getByTestId('feature-plot').click();
    await page.getByText('Max of 6 Characters').waitFor();
    await page.getByTestId('feature-dsi').fill('PS0001');
    // Longitude first: the latitude reads 106° and is refused.
    await page.getByTestId('feature-coordinates').fill(`106°52'30" BT,6°04'00" LS`);
    await page.getByTestId('feature-plot').click();
    await page
      .getByText(
        'coordinate format is incorrect, please follow the guidelines and instructions on the formatting',
      )
      .waitFor();
    expect(await page.getByTestId('feature-submit').isDisabled()).toBe(true);

    await page.getByTestId('feature-coordinates').fill(`6°04'00" LS,106°52'30" BT`);
    expect(await page.getByTestId('feature-submit').isDisabled()).toBe(true);
    await page.getByTestId('feature-plot').click();
    await expect
      .poll(() => page.getByTestId('feature-manager-map').getAttribute('data-preview'))
      .toBe('Point');
    await page.getByTestId('feature-submit').click();
    await expect
      .poll(() => page.getByTestId('feature-manager-map').getAttribute('data-features'))
      .toBe('1');
    expect(await page.getByTestId('feature-manager-map').getAttribute('data-preview')).toBe('none');
    await page.getByTestId('feature-add-form').getByRole('button', { name: 'Cancel' }).click();

    const row = page.locator('[data-testid="feature-row"][data-name="Pelampung Suar Priok 1"]');
    await row.waitFor();
    expect(await row.innerText()).toContain('PelampungSuar');
    await row.getByRole('button', { name: 'Coordinates of Pelampung Suar Priok 1' }).click();
    expect(await page.getByTestId('feature-row-detail').innerText()).toContain(
      '-6.06667, 106.87500',
    );
    await screenshot(page, 'feature-manager');

    await page.getByTestId('feature-download').click();
    await row.getByRole('checkbox').check();

    const geojson = JSON.parse((await download(page, 'geojson')).toString('utf8')) as {
      features: { geometry: unknown; properties: Record<string, unknown> }[];
    };
    expect(geojson.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [106.875, -(6 + 4 / 60)] },
        properties: {
          name: 'Pelampung Suar Priok 1',
          type: 'sbnp',
          poiType: 'PelampungSuar',
          poiColor: 'green',
          dsi: 'PS0001',
        },
      },
    ]);

    const kmlText = (await download(page, 'kml')).toString('utf8');
    const fromKml = kml(new DOMParser().parseFromString(kmlText, 'text/xml'));
    expect(fromKml.features.map((f) => String(f.properties?.['name']))).toEqual([
      'Pelampung Suar Priok 1',
    ]);
    expect(fromKml.features[0]?.geometry).toEqual(geojson.features[0]?.geometry);

    const zip = await download(page, 'shp');
    const layers = await shp(zip);
    const fromShp = (Array.isArray(layers) ? layers : [layers]).flatMap((l) => l.features);
    expect(fromShp.map((f) => String(f.properties?.['name']))).toEqual(['Pelampung Suar Priok 1']);
    expect(fromShp[0]?.properties).toMatchObject({
      poiType: 'PelampungSuar',
      poiColor: 'green',
      dsi: 'PS0001',
    });

    // Save local: a name once only; the save opens again from Manage Local.
    await page.getByTestId('feature-download').click();
    await page.getByTestId('feature-save-local').click();
    await page.getByTestId('feature-save-name').fill('Priok draft');
    await page.getByTestId('feature-save-confirm').click();
    await page.getByTestId('feature-notice').getByText('data saved: Priok draft').waitFor();
    expect(await page.getByTestId('feature-manager-origin').innerText()).toBe('Priok draft');
    await page.getByTestId('feature-save-local').click();
    await page.getByTestId('feature-save-name').fill('priok DRAFT');
    await page.getByTestId('feature-save-confirm').click();
    await page.getByText('saved name already been used').waitFor();
    await page
      .getByRole('dialog', { name: 'Save local' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page.getByTestId('feature-manage-local').click();
    const saved = page.locator('[data-testid="feature-local-save"][data-name="Priok draft"]');
    expect(await saved.innerText()).toContain('1');
    await saved.getByRole('button', { name: 'Open' }).click();
    await page.getByTestId('feature-notice').getByText('File opened: Priok draft').waitFor();

    await page.getByTestId('feature-update-live').click();
    await page
      .getByRole('dialog', { name: 'Update Live Data' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page.getByTestId('feature-notice').getByText('Data has been replaced').waitFor();

    const live = (await apiCall(
      server.baseUrl,
      cookie,
      'GET',
      `/api/map-features?port=${PORT}`,
    )) as { features: { geometry: unknown; properties: Record<string, unknown> }[] };
    expect(live.features).toHaveLength(1);
    expect(live.features[0]?.geometry).toEqual(geojson.features[0]?.geometry);
    expect(live.features[0]?.properties).toMatchObject({
      name: 'Pelampung Suar Priok 1',
      type: 'sbnp',
      poiType: 'PelampungSuar',
      poiColor: 'green',
      dsi: 'PS0001',
      portCode: PORT,
      updatedBy: 'admin',
    });

    // SIMNAV (through the server, with its token): read only, the editing buttons disabled.
    await page.getByTestId('feature-source').getByText('SIMNAV').click();
    await expect.poll(() => page.getByTestId('feature-row').count()).toBe(4);
    expect(await page.getByTestId('feature-manager-origin').innerText()).toBe('SIMNAV');
    for (const id of [
      'feature-add',
      'feature-save-local',
      'feature-manage-local',
      'feature-update-live',
    ]) {
      expect(await page.getByTestId(id).isDisabled()).toBe(true);
    }
    await expect
      .poll(() => page.getByTestId('feature-manager-map').getAttribute('data-features'))
      .toBe('4');
    expect(await page.getByTestId('feature-table').innerText()).toContain(
      'Alur Pelayaran Tanjung Priok',
    );
    expect(simnav.requests).toContain(`/alurdansbnp/${PORT}.json`);
    await screenshot(page, 'feature-manager-simnav');
    expect(pageErrors.get(page)).toEqual([]);
  });

  it("lets a port's disnav officer manage only that port (SPEC §6 'Alur & SBNP button')", async () => {
    await apiCall(server.baseUrl, cookie, 'POST', '/api/users', {
      firstName: 'Made',
      lastName: 'Benoa',
      username: 'made_benoa',
      password: 'benoa-secret-1',
      role: 'disnav',
      portCode: 'IDBOA',
    });
    const page = await newPage(browser, server.baseUrl);
    onTestFailed(async () => {
      await screenshot(page, 'feature-manager-disnav-failure');
    });
    await logIn(page, 'made_benoa', 'benoa-secret-1');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('feature-manager-open').click();
    const ports = page.getByTestId('feature-manager-port');
    await ports.first().waitFor();
    expect(await ports.evaluateAll((links) => links.map((l) => l.dataset['port']))).toEqual([
      'IDBOA',
    ]);
    await page.goto(`/alur-sbnp/${PORT}`);
    await page
      .getByTestId('feature-manager')
      .getByText("You may not manage this port's Alur & SBNP features")
      .waitFor();
    expect(await page.getByTestId('feature-update-live').count()).toBe(0);
    // The server refuses the same, whatever the browser shows.
    const officer = await apiSession(server.baseUrl, 'made_benoa', 'benoa-secret-1');
    await expect(
      apiCall(server.baseUrl, officer, 'PUT', `/api/ports/${PORT}/map-features`, {
        type: 'FeatureCollection',
        features: [],
      }),
    ).rejects.toThrow('HTTP 403');
    await expect(
      apiCall(server.baseUrl, officer, 'GET', `/api/ports/${PORT}/simnav-features`),
    ).rejects.toThrow('HTTP 403');
    expect(pageErrors.get(page)).toEqual([]);
  });
});

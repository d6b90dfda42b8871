import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { POI_LOOK } from '../src/features/ports/poi-look.ts';
import {
  apiCall,
  apiSession,
  coordsAt,
  launchBrowser,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  searchOthers,
  startServer,
  type Server,
} from './harness.ts';
import { pixelStats } from './pixels.ts';

/**
 * Ports and points of interest (issue #14): an admin imports a TERSUS terminal alone in the
 * Java Sea; the Others search finds it and opens its POI card; it is drawn in its group's
 * colour, its LAYERS & MAP switch hides and shows it, and a click on it opens the card.
 * DATA PORT/PELABUHAN: 10 ports a page with 20 columns, search, the xlsx read back, the
 * summary's 7 columns, and a chosen port focuses the map and closes the dialog.
 */

const TERSUS = {
  id: 'tersus-e2e',
  category: 'tersus',
  name: 'TERSUS PT Uji Laut Jawa',
  sk: 'KP.77/2024',
  bidangUsaha: 'Minyak',
  kategori: 'Khusus',
  tipe: 'Jetty',
  alamat: 'Laut Jawa',
  npwp: '01.111.222.3-444.000',
  status: 'Aktif',
};
const AT: [number, number] = [110.5, -4.5];
const hex = (rgb: readonly number[]) =>
  `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const BROWN = hex(POI_LOOK['tuks']?.rgb ?? [0, 0, 0]);

let server: Server;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  server = await startServer({ env: { PANTAU_SIMULATOR: 'off' } });
  browser = await launchBrowser();
  const cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
  const csv = [
    `id,category,name,lon,lat,${Object.keys(TERSUS).slice(3).join(',')}`,
    [TERSUS.id, TERSUS.category, TERSUS.name, ...AT, ...Object.values(TERSUS).slice(3)].join(','),
  ].join('\n');
  await apiCall(server.baseUrl, cookie, 'POST', '/api/ports/import', {
    format: 'csv',
    content: csv,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
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

async function centre(page: Page): Promise<string> {
  const box = await page.getByTestId('map').boundingBox();
  if (!box) throw new Error('map has no box');
  return coordsAt(page, box.x + box.width / 2, box.y + box.height / 2);
}

describe('ports and points of interest', () => {
  it('draws a POI in its colour, toggles its category, and opens its card', async () => {
    const page = await signedIn('poi');
    const map = page.getByTestId('map');
    const result = await searchOthers(page, 'uji laut', 'Port');
    expect(await result.innerText()).toContain('TUKS & TERSUS');
    await result.click();

    const card = page.getByTestId('poi-card');
    await card.waitFor();
    expect(await card.getByTestId('poi-card-title').innerText()).toBe(TERSUS.name);
    const field = (label: string) => card.locator(`[data-field="${label}"]`).innerText();
    expect(await field('SK')).toBe(TERSUS.sk);
    expect(await field('Bidang Usaha')).toBe(TERSUS.bidangUsaha);
    expect(await field('NPWP')).toBe(TERSUS.npwp);
    expect(await field('Status')).toBe(TERSUS.status);
    expect(await field('Longitude')).toBe('110.50000');
    expect(await field('Latitude')).toBe('-4.50000');
    await page.waitForTimeout(1800);
    expect(await centre(page)).toMatch(/^4°(29|30)'\d+\.\d{3}" LS 110°(29|30)'\d+\.\d{3}" BT$/);
    await card.getByRole('button', { name: 'Close' }).click();
    await card.waitFor({ state: 'detached' });

    // Counted only around the TERSUS (the map's centre), so that nothing else brown on the
    // map or its panels (a legend swatch, the chart) can stand in for it.
    const mapBox = await map.boundingBox();
    if (!mapBox) throw new Error('map has no box');
    const spot = { x: mapBox.x + mapBox.width / 2, y: mapBox.y + mapBox.height / 2, half: 40 };
    const brownShare = async () => (await pixelStats(page, spot, [BROWN], 10)).near[BROWN] ?? 0;
    await expect
      .poll(brownShare, { message: 'the TERSUS is drawn in its colour' })
      .toBeGreaterThan(0.004);
    await screenshot(page, 'poi-drawn');

    // LAYERS & MAP: a switch per category; TUKS & TERSUS off hides it, on shows it again.
    await page.getByTestId('rail-layers').click();
    for (const id of ['ports', 'vts', 'srop', 'sbnp', 'tuks']) {
      await page.getByTestId(`layer-toggle-${id}`).waitFor();
    }
    const toggle = page.getByTestId('layer-toggle-tuks');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await expect.poll(brownShare, { message: 'hidden' }).toBe(0);
    await toggle.click({ force: true });
    await expect.poll(brownShare, { message: 'shown again' }).toBeGreaterThan(0.004);
    await page.getByTestId('rail-layers').click();

    // A click on it opens its card.
    await page.mouse.click(spot.x, spot.y);
    await card.waitFor();
    expect(await card.getAttribute('data-mmsi')).toBe(TERSUS.id);

    // An admin edits it in its card; a bad longitude is refused naming the field.
    await card.getByTestId('poi-card-edit').click();
    await card.getByTestId('poi-edit-lon').fill('abc');
    await card.getByTestId('poi-edit-save').click();
    await expect
      .poll(() => card.getByTestId('poi-edit').innerText())
      .toContain('Please use valid Longitude with dots');
    await card.getByTestId('poi-edit-lon').fill('110.5');
    await card.getByTestId('poi-edit-status').fill('Nonaktif');
    await card.getByTestId('poi-edit-save').click();
    await expect.poll(() => field('Status')).toBe('Nonaktif');
    expect(await field('SK')).toBe(TERSUS.sk);
    await screenshot(page, 'poi-card');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('lists the ports in DATA PORT/PELABUHAN, searched and downloaded, with the summary', async () => {
    const page = await signedIn('data-port');
    await page.getByTestId('rail-dataPort').click();
    const table = page.getByTestId('data-port-table');
    await table.waitFor();
    const rows = table.getByTestId('data-port-row');
    await expect.poll(() => rows.count()).toBe(10);
    expect(await table.locator('thead th').count()).toBe(20);
    // 123 WPI ports, Batam and Tual, and six ferry harbours.
    expect(await page.getByTestId('data-port-table-count').innerText()).toBe('131 ports');

    await page.getByTestId('data-port-table-search').fill('priok');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('IDJKT');
    const [ports] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('data-port-table-download').click(),
    ]);
    expect(ports.suggestedFilename()).toMatch(/^data-port-\d{2}-\d{2}-\d{4}\.xlsx$/);
    const sheet = await readSheet(readFileSync(await ports.path()));
    expect(sheet[0]).toHaveLength(20);
    expect(sheet.slice(1).map((r) => r[1])).toEqual(['IDJKT']);
    await screenshot(page, 'data-port');

    await page.getByTestId('data-port-summary-open').click();
    const summary = page.getByTestId('data-port-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain('DATA REKAP PELABUHAN');
    expect(await summary.locator('thead th').count()).toBe(7);
    await page.getByTestId('data-port-summary-table-search').fill('IDBOA');
    await expect.poll(() => summary.getByTestId('data-port-row').count()).toBe(1);
    const [rekap] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('data-port-summary-table-download').click(),
    ]);
    const rekapSheet = await readSheet(readFileSync(await rekap.path()));
    expect(rekapSheet[0]).toHaveLength(7);
    expect(rekapSheet.slice(1).map((r) => r[0])).toEqual(['IDBOA']);
    await page.getByTestId('data-port-back').click();

    // Choosing Benoa focuses the map on it, opens its port info panel (SPEC §2.20) and
    // closes the dialog.
    await page.getByTestId('data-port-table-search').fill('IDBOA');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    await expect.poll(() => table.count()).toBe(0);
    await page.getByTestId('port-panel').waitFor();
    await page.waitForTimeout(1800);
    expect(await centre(page)).toMatch(/^8°4(4|5)'\d+\.\d{3}" LS 115°1(2|3)'\d+\.\d{3}" BT$/);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('adds a point of interest with every rule of the form, PLOT then SUBMIT, and pages the list', async () => {
    const cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
    // Eleven marinas already: two pages.
    for (let i = 1; i <= 11; i++) {
      await apiCall(server.baseUrl, cookie, 'POST', '/api/ports/pois', {
        category: 'marinas',
        identifier: String(i),
        name: `Marina E2E ${i}`,
        longitude: String(112 + i / 10),
        latitude: '-5.5',
      });
    }
    const page = await signedIn('poi-form');
    await page.getByTestId('rail-settings').click();
    const form = page.getByTestId('poi-form');
    await form.waitFor();
    const submit = page.getByTestId('poi-submit');
    const error = (f: string) => page.getByTestId(`poi-error-${f}`).innerText();

    await page.getByTestId('poi-form-type').selectOption('vts');
    expect(await form.innerText()).toContain('MMSI');
    await page.getByTestId('poi-form-identifier').fill('5250123456');
    expect(await error('identifier')).toBe('Max of 9 Characters');
    await page.getByTestId('poi-form-identifier').fill('525012345');
    await page.getByTestId('poi-form-name').fill('   ');
    expect(await error('name')).toBe('Must contain character');
    await page.getByTestId('poi-form-name').fill('VTS Uji Selat');
    await page.getByTestId('poi-form-longitude').fill('106,8');
    expect(await error('longitude')).toBe('Please use only dots and numbers');
    await page.getByTestId('poi-form-longitude').fill('106.8000001');
    expect(await error('longitude')).toBe('Please use valid Longitude with dots');
    await page.getByTestId('poi-form-latitude').fill('-95');
    expect(await error('latitude')).toBe('Please use valid Latitude with dots');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('poi-plot').click();
    expect(await page.getByTestId('poi-form-message').innerText()).toBe(
      'coordinate inputed contains error, longitude and latitude position might be switched',
    );

    // A sbnp type asks for a DSI of at most 4.
    await page.getByTestId('poi-form-type').selectOption('sbnp-mercu suar');
    expect(await form.innerText()).toContain('DSI');
    expect(await error('identifier')).toBe('Max of 4 Characters');
    await page.getByTestId('poi-form-type').selectOption('vts');

    await page.getByTestId('poi-form-longitude').fill('106.9');
    await page.getByTestId('poi-form-latitude').fill('-5.9');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('poi-plot').click();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    const red = '#ff00a0';
    const map = page.getByTestId('map');
    await expect
      .poll(async () => (await pixelStats(page, map, [red], 10)).near[red] ?? 0, {
        message: 'PLOT previews the point',
      })
      .toBeGreaterThan(0.00003);
    // A change after PLOT: SUBMIT waits for another PLOT.
    await page.getByTestId('poi-form-name').fill('VTS Uji Selat Sunda');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('poi-plot').click();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await expect
      .poll(() => page.getByTestId('poi-form-message').innerText())
      .toBe('poi has been submitted');
    expect(await page.getByTestId('poi-form-name').inputValue()).toBe('');
    const list = page.getByTestId('poi-list');
    await expect.poll(() => list.innerText()).toContain('VTS Uji Selat Sunda');
    await screenshot(page, 'poi-form');

    // The marinas: the newest page (1 of them), older (10), newer, load more (11).
    await page.getByTestId('poi-list-category').selectOption('marinas');
    const rows = page.getByTestId('poi-list-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.getByTestId('poi-list-page').innerText()).toBe('Page 2 of 2');
    expect(await page.getByTestId('poi-newer').isDisabled()).toBe(true);
    await page.getByTestId('poi-older').click();
    await expect.poll(() => rows.count()).toBe(10);
    expect(await page.getByTestId('poi-older').isDisabled()).toBe(true);
    await page.getByTestId('poi-newer').click();
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByTestId('poi-load-more').click();
    await expect.poll(() => rows.count()).toBe(11);
    expect(await rows.first().innerText()).toContain('Marina E2E 11');
    expect(await rows.last().innerText()).toContain('Marina E2E 1');

    // Refresh: disabled after 10.
    const refresh = page.getByTestId('poi-refresh');
    for (let i = 0; i < 10; i++) await refresh.click();
    expect(await refresh.isDisabled()).toBe(true);

    // The new POI is the registry's: the Others search finds it and opens its card.
    await page.getByTestId('rail-settings').click();
    const result = await searchOthers(page, 'uji selat', 'VTS');
    await result.click();
    const card = page.getByTestId('poi-card');
    await card.waitFor();
    expect(await card.locator('[data-field="MMSI"]').innerText()).toBe('525012345');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});

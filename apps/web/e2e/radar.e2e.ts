import { parseDms } from '@pantau/geo';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { RadarSimulator } from '@pantau/server/testing/radar-sim.ts';
import {
  apiCall,
  apiSession,
  launchBrowser,
  logIn,
  newPage,
  screenshot,
  searchOthers,
  settledCoordsAt,
  startServer,
  type Server,
} from './harness.ts';

/**
 * Radar targets (issue #15): a radar simulator serves TTM/TLL over real TCP to a radar-nmea
 * source added through the API, with the radar 3 NM off Tanjung Priok. The target appears in
 * the port info panel's RADAR tab (opened from the Others search), and on its own map layer,
 * where a click opens its card with the nmea table.
 */

let server: Server;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let sim: RadarSimulator;
let priok: { lon: number; lat: number };
let target: { lon: number; lat: number };

beforeAll(async () => {
  server = await startServer({ env: { PANTAU_SIMULATOR: 'off' } });
  browser = await launchBrowser();
  const cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
  const { assets } = (await apiCall(server.baseUrl, cookie, 'GET', '/api/ports')) as {
    assets: { code: string | null; category: string; lon: number; lat: number }[];
  };
  // Tanjung Priok, the World Port Index's Jakarta (WPI 50970, IDJKT), found by either name.
  const port = assets.find((a) => a.category === 'ports' && a.code === 'IDJKT');
  if (!port) throw new Error('Tanjung Priok (IDJKT) is not in the registry');
  priok = port;
  // The target lies 0.02° east of the port (clear of the port's own marker); the radar
  // stands 3 NM north of it.
  target = { lon: priok.lon + 0.02, lat: priok.lat };
  const site = [target.lon, target.lat + 3 / 60] as const;
  sim = await RadarSimulator.start({
    format: 'nmea',
    site,
    targets: [{ id: 7, ...target, sog: 0, cog: 0, name: 'TARGET7' }],
    intervalMs: 1000,
  });
  await apiCall(server.baseUrl, cookie, 'POST', '/api/sources', {
    name: 'radar_priok',
    kind: 'radar-nmea',
    host: '127.0.0.1',
    port: sim.port,
    radarLon: site[0],
    radarLat: site[1],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { targets } = (await apiCall(server.baseUrl, cookie, 'GET', '/api/radar/targets')) as {
      targets: unknown[];
    };
    if (targets.length > 0) break;
    if (Date.now() > deadline) throw new Error('no radar target reached the server');
    await new Promise((r) => setTimeout(r, 250));
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sim?.stop();
});

async function openPort(name: string, query = 'Jakarta'): Promise<Page> {
  const page = await newPage(browser, server.baseUrl);
  onTestFailed(async () => {
    await screenshot(page, `${name}-failure`);
  });
  await logIn(page, 'admin', server.adminPassword);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('map').waitFor();
  const result = await searchOthers(page, query, 'Port');
  await result.click();
  await page.getByTestId('port-panel').waitFor();
  return page;
}

/** Where the map is under a screen point, from the pointer readout (DMS, 0.001"). */
async function lonLatAt(page: Page, x: number, y: number): Promise<[number, number]> {
  const readout = page.getByTestId('pointer-coords');
  const before = await readout.textContent();
  await page.mouse.move(x, y, { steps: 3 });
  await expect.poll(() => readout.textContent()).not.toBe(before);
  const text = (await readout.textContent()) ?? '';
  const match = /^(.+?(?:LU|LS))\s+(.+?(?:BT|BB))$/.exec(text.trim());
  const lat = match?.[1] ? parseDms(match[1], 'lat') : null;
  const lon = match?.[2] ? parseDms(match[2], 'lon') : null;
  if (lat === null || lon === null) throw new Error(`unreadable pointer position: ${text}`);
  return [lon, lat];
}

describe('radar targets', () => {
  it("says 'Radar is not active' at a port with no radar", async () => {
    const page = await openPort('radar-none', 'Benoa');
    await page.getByTestId('port-tab-radar').click();
    const none = page.getByTestId('radar-not-active');
    await none.waitFor();
    expect(await none.textContent()).toBe('Radar is not active');
    expect(await page.getByTestId('radar-target-row').count()).toBe(0);
    await page.close();
  });

  it("appears in Tanjung Priok's RADAR tab", async () => {
    const page = await openPort('radar-tab');
    await page.getByTestId('port-tab-radar').click();
    const row = page.getByTestId('radar-target-row').first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('TARGET7');
    expect(await row.innerText()).toContain('radar_priok');
    // A row opens the target's card with the nmea table.
    await row.click();
    const card = page.getByTestId('radar-card');
    await card.waitFor();
    expect(await card.getByTestId('radar-kind').textContent()).toBe('nmea');
    await page.close();
  });

  it('is drawn on its own layer; a click on it opens its card with the nmea table', async () => {
    const page = await openPort('radar-layer');
    // The search flew to the port; where the target is on the screen comes from the pointer
    // readout at two points once the map has settled.
    const box = await page.getByTestId('map').boundingBox();
    if (!box) throw new Error('map has no box');
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const card = page.getByTestId('radar-card');
    // A map still easing after the flight can move the target under the pointer: measure and
    // click again (at most three times) until the card opens.
    for (let attempt = 0; attempt < 3 && !(await card.isVisible()); attempt++) {
      await settledCoordsAt(page, cx - 100, cy - 100);
      const [lon0, lat0] = await lonLatAt(page, cx, cy);
      const [lon1, lat1] = await lonLatAt(page, cx + 200, cy + 200);
      const x = cx + ((target.lon - lon0) / (lon1 - lon0)) * 200;
      const y = cy + ((target.lat - lat0) / (lat1 - lat0)) * 200;
      await page.mouse.click(x, y);
      await card.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    await card.waitFor({ timeout: 1000 });
    const table = card.getByTestId('radar-nmea-table');
    const field = (label: string) => table.locator(`[data-field="${label}"]`).innerText();
    expect(await field('Source')).toBe('radar_priok');
    expect(await field('Tracking mode')).toBe('T');
    expect(await field('MMSI')).toBe('-');
    expect(await field('Distance')).toBe('3.00 NM');
    expect(await field('Direction')).toBe('180.0°');
    await page.close();
  });

  it('an administrator adds an IVEF radar source in DATA SOURCE; it connects and its target arrives', async () => {
    const ivef = await RadarSimulator.start({
      format: 'ivef',
      site: [108.5, -5.45],
      targets: [
        { id: 42, lon: 108.5, lat: -5.5, sog: 6, cog: 90, mmsi: 525009999, name: 'KM IVEF' },
      ],
      intervalMs: 1000,
    });
    try {
      const page = await newPage(browser, server.baseUrl);
      onTestFailed(async () => {
        await screenshot(page, 'radar-source-failure');
      });
      await logIn(page, 'admin', server.adminPassword);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('rail-dataSource').click();
      const panel = page.getByTestId('sources-panel');
      await panel.waitFor();
      await panel.getByTestId('source-add').click();
      const form = page.getByRole('form', { name: 'Add New AIS' });
      await form.getByTestId('source-name').fill('ivef_e2e');
      await form.getByTestId('source-kind').click();
      await page.getByRole('option', { name: 'Radar IVEF (IALA V-145 XML over TCP)' }).click();
      await form.getByTestId('source-host').fill('127.0.0.1');
      await form.getByTestId('source-port').fill(String(ivef.port));
      await form.getByTestId('source-radar-lon').fill('108.5');
      await form.getByTestId('source-radar-lat').fill('-5.45');
      await form.getByTestId('source-save').click();
      await form.waitFor({ state: 'detached' });

      const row = panel.locator('[data-testid="source-row"][data-name="ivef_e2e"]');
      await row.waitFor();
      await expect
        .poll(() => row.getByTestId('source-engine-status').getAttribute('data-ok'), {
          timeout: 20_000,
          interval: 500,
        })
        .toBe('true');
      await expect
        .poll(() => row.getByTestId('source-data-status').getAttribute('data-ok'), {
          timeout: 20_000,
          interval: 500,
        })
        .toBe('true');
      const cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
      const { targets } = (await apiCall(server.baseUrl, cookie, 'GET', '/api/radar/targets')) as {
        targets: { kind: string; source: string; mmsi: number | null; name: string | null }[];
      };
      expect(targets.find((x) => x.source === 'ivef_e2e')).toMatchObject({
        kind: 'ivef',
        mmsi: 525009999,
        name: 'KM IVEF',
      });
      await page.close();
    } finally {
      await ivef.stop();
    }
  });
});

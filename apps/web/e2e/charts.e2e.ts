import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_LAYERS,
  startChartFixture,
  type ChartFixture,
} from '@pantau/server/testing/fixture-servers.ts';
import {
  launchBrowser,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  startServer,
  type Server,
} from './harness.ts';
import { pixelStats } from './pixels.ts';

// The S-63 Hidros chart from the fixture's WMS behind basic auth; Sipandu not configured.
let fixture: ChartFixture;
let server: Server;
let browser: Browser;

beforeAll(async () => {
  fixture = await startChartFixture({ user: 'pushidros', password: 'chart-pass-1' });
  server = await startServer({
    env: {
      PANTAU_SIMULATOR: 'off',
      PANTAU_CHART_HIDROS_URL: `${fixture.url}/wms`,
      PANTAU_CHART_HIDROS_LAYERS: 'hidros',
      PANTAU_CHART_HIDROS_USER: 'pushidros',
      PANTAU_CHART_HIDROS_PASSWORD: 'chart-pass-1',
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fixture?.close();
});

const [r = 0, g = 0, b = 0] = FIXTURE_LAYERS['hidros']?.line ?? [];
const MAGENTA = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

async function magentaShare(page: Page): Promise<number> {
  return (await pixelStats(page, page.getByTestId('map'), [MAGENTA], 24)).near[MAGENTA] ?? 0;
}

describe('chart overlays in LAYERS & MAP', () => {
  it('shows the S-63 Hidros chart from a WMS through the server, with opacity, and says Sipandu is not configured', async () => {
    const page = await newPage(browser, server.baseUrl);
    const tiles: { url: string; status: number }[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/charts/')) tiles.push({ url: res.url(), status: res.status() });
    });
    await logIn(page, 'admin', server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .locator('[data-testid="map"][data-land="loaded"] canvas.maplibregl-canvas')
      .waitFor();
    await page.getByTestId('rail-layers').click();

    // Sipandu: no address on the server, so its switch is off, disabled, and says why.
    const sipandu = page.getByTestId('layer-toggle-sipandu');
    await sipandu.waitFor({ state: 'attached' });
    await expect.poll(() => sipandu.isDisabled()).toBe(true);
    expect(await sipandu.isChecked()).toBe(false);
    await page
      .getByText('Not configured: the server has no address for this chart service')
      .waitFor();
    expect(await page.getByTestId('layer-opacity-sipandu').count()).toBe(0);

    // The Hidros chart: off at first, nothing asked of the service.
    const hidros = page.getByTestId('layer-toggle-hidros');
    expect(await hidros.isDisabled()).toBe(false);
    expect(await hidros.isChecked()).toBe(false);
    expect(fixture.requests).toEqual([]);
    expect(await magentaShare(page)).toBe(0);

    // On: tiles come through the server, the WMS is asked with the server's credentials, and
    // the chart's magenta graticule is on screen. Full opacity first (keyboard on the slider).
    await hidros.click({ force: true });
    const thumb = page.getByTestId('layer-opacity-hidros').getByRole('slider');
    await thumb.focus();
    await page.keyboard.press('End');
    await expect.poll(() => magentaShare(page), { timeout: 30_000 }).toBeGreaterThan(0.0005);
    await screenshot(page, 'charts-hidros-on');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.filter((t) => t.status !== 200)).toEqual([]);
    expect(fixture.requests.length).toBeGreaterThan(0);
    const getMap = new URL(fixture.requests[0]?.url ?? '', 'http://x').searchParams;
    expect(getMap.get('REQUEST')).toBe('GetMap');
    expect(getMap.get('CRS')).toBe('EPSG:3857');
    expect(fixture.requests.every((q) => q.authorization?.startsWith('Basic '))).toBe(true);
    // The browser never sees the service's address or credentials.
    expect(tiles.every((t) => t.url.startsWith(server.baseUrl))).toBe(true);

    // Opacity 0: the chart is still on but invisible; back to 60 %: visible again.
    await page.keyboard.press('Home');
    await expect.poll(() => magentaShare(page)).toBeLessThan(0.0001);
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
    await expect
      .poll(() =>
        page.getByTestId('layer-opacity-hidros').getByRole('slider').getAttribute('aria-valuenow'),
      )
      .toBe('60');
    await screenshot(page, 'charts-hidros-60');

    // Off: gone from the map.
    await hidros.click({ force: true });
    expect(await hidros.isChecked()).toBe(false);
    await page.keyboard.press('End');
    await expect.poll(() => magentaShare(page)).toBeLessThan(0.0001);
    expect(pageErrors.get(page)).toEqual([]);
  });
});

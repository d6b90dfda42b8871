import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startSensorFixture, type SensorFixture } from '../../server/src/testing/sensor-fixture.ts';
import {
  apiCall,
  apiSession,
  launchBrowser,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  searchOthers,
  startServer,
  type Server,
} from './harness.ts';

/**
 * Port sensors and INFRASTRUCTURE (issue #15 item 4, SPEC §2.13, §2.20): the superAdmin adds
 * a CCTV camera for Tanjung Priok through PORTS (its password in the URL, kept on the
 * server); the server checks it; INFRASTRUCTURE shows its uptime for today under Lokasi
 * Utama 'priok'; the port panel's CCTV tab plays it through the server.
 */

const SECRET = 'kamera-rahasia-42';

let server: Server;
let camera: SensorFixture;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  camera = await startSensorFixture({ username: 'operator', password: SECRET });
  server = await startServer({
    env: { PANTAU_SIMULATOR: 'off', PANTAU_SENSOR_CHECK_MS: '1000' },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await camera?.stop();
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

describe('port sensors and INFRASTRUCTURE', () => {
  it("adds Tanjung Priok's camera through PORTS and shows its uptime for today", async () => {
    const page = await signedIn('infrastructure');

    await page.getByTestId('rail-ports').click();
    const panel = page.getByTestId('ports-panel');
    await panel.waitFor();
    await panel.getByTestId('sensor-add').click();
    const form = page.getByTestId('sensor-form');
    await form.waitFor();
    // A URL without a scheme is refused under its field, with the server's words.
    await form.getByTestId('sensor-port').click();
    await form.getByTestId('sensor-port').fill('priok');
    await page.getByRole('option', { name: /^priok · Jakarta/ }).click();
    await form.getByTestId('sensor-name').fill('CCTV Dermaga Koja');
    await form.getByTestId('sensor-url').fill('camera.local/video');
    await form.getByTestId('sensor-save').click();
    await form.getByText('url must be a full address').waitFor();
    await form
      .getByTestId('sensor-url')
      .fill(`http://operator:${SECRET}@127.0.0.1:${camera.port}/cctv.mjpeg`);
    await form.getByTestId('sensor-save').click();
    await form.waitFor({ state: 'detached' });

    const row = panel.getByTestId('sensor-row').filter({ hasText: 'CCTV Dermaga Koja' });
    await expect.poll(() => row.getAttribute('data-state')).toBe('up');
    expect(await row.innerText()).toContain(`http://127.0.0.1:${camera.port}/cctv.mjpeg`);
    expect(await page.content()).not.toContain(SECRET);
    await screenshot(page, 'infrastructure-ports-panel');
    await page.getByTestId('rail-ports').click();
    await panel.waitFor({ state: 'detached' });

    await page.getByTestId('rail-infrastructure').click();
    const dialog = page.getByTestId('infrastructure-dialog');
    await dialog.waitFor();
    const priok = dialog.locator('[data-testid="infrastructure-row"][data-location="priok"]');
    await priok.waitFor();
    expect(
      await dialog
        .getByTestId('infrastructure-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-location'))),
    ).toEqual(['batam', 'belawan', 'benoa', 'priok', 'tarakan']);
    const cctv = priok.locator('[data-kind="cctv"]');
    // Checked every second: after a round or two the day has observed time, all of it up.
    await expect
      .poll(async () => {
        await dialog.getByTestId('infrastructure-refresh').click();
        return cctv.innerText();
      })
      .toBe('100.0%');
    expect(await priok.locator('[data-kind="vhf"]').innerText()).toBe('-');
    expect(await priok.locator('[data-kind="weather"]').innerText()).toBe('-');
    await screenshot(page, 'infrastructure-dialog');

    await dialog.getByTestId('infrastructure-tab-all').click();
    await expect
      .poll(() => dialog.getByTestId('infrastructure-row').count())
      .toBeGreaterThanOrEqual(5);

    // The port panel's CCTV tab plays the camera through the server.
    await page.getByTestId('rail-infrastructure').click();
    await dialog.waitFor({ state: 'detached' });
    await searchOthers(page, 'priok', 'Port');
    await page
      .locator('[data-testid="search-result"][data-type="Port"]')
      .filter({ hasText: 'Jakarta' })
      .first()
      .click();
    const portPanel = page.getByTestId('port-panel');
    await portPanel.waitFor();
    await portPanel.getByTestId('port-tab-cctv').click();
    const stream = portPanel.getByTestId('port-cctv-stream');
    await stream.waitFor();
    await expect
      .poll(() => stream.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await stream.getAttribute('src')).toMatch(
      /^\/api\/infrastructure\/sensors\/\d+\/media$/,
    );
    await expect.poll(() => camera.openStreams()).toBeGreaterThanOrEqual(1);
    // Another tab: the camera's stream ends, on the server's side too.
    await screenshot(page, 'infrastructure-port-cctv');
    await portPanel.getByTestId('port-tab-information').click();
    await expect.poll(() => camera.openStreams()).toBe(0);

    // A radio and a weather station for the port (through the API): the VHF tab's player
    // plays through the server, the WEATHER tab shows the station's reading.
    const cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
    for (const [kind, path] of [
      ['vhf', 'vhf.wav'],
      ['weather', 'weather.json'],
    ] as const) {
      await apiCall(server.baseUrl, cookie, 'POST', '/api/infrastructure/sensors', {
        locationId: 'wpi-50970',
        kind,
        name: `${kind} Priok`,
        url: `http://operator:${SECRET}@127.0.0.1:${camera.port}/${path}`,
      });
    }
    await portPanel.getByTestId('port-tab-vhf').click();
    const audio = portPanel.getByTestId('port-vhf-audio');
    await audio.waitFor({ timeout: 20_000 });
    expect(await audio.getAttribute('src')).toMatch(/^\/api\/infrastructure\/sensors\/\d+\/media$/);
    await portPanel.getByTestId('port-tab-weather').click();
    const reading = portPanel.getByTestId('port-weather-reading');
    await reading.waitFor({ timeout: 20_000 });
    expect(await reading.innerText()).toContain('Barometer pressure (inHg)');
    await screenshot(page, 'infrastructure-port-weather');

    expect(pageErrors.get(page) ?? []).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startRtspFixture, type RtspFixture } from '@pantau/server/testing/rtsp-fixture.ts';
import { startSensorFixture, type SensorFixture } from '@pantau/server/testing/sensor-fixture.ts';
import {
  apiCall,
  apiSession,
  launchBrowser,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  openPort,
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

/** The RTSP camera needs ffmpeg on this machine (`npm test` installs it, scripts/provision.mjs). */
const FFMPEG = spawnSync('ffmpeg', ['-version']).status === 0;
if (!FFMPEG) {
  // eslint-disable-next-line no-console
  console.warn(
    '\n*** RTSP CAMERA BROWSER TEST SKIPPED: ffmpeg is not installed (apt-get install ffmpeg) ***\n',
  );
}

let server: Server;
let camera: SensorFixture;
let rtsp: RtspFixture | undefined;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  camera = await startSensorFixture({ username: 'operator', password: SECRET });
  if (FFMPEG) rtsp = await startRtspFixture({ username: 'operator', password: SECRET });
  server = await startServer({
    env: { PANTAU_SIMULATOR: 'off', PANTAU_SENSOR_CHECK_MS: '1000' },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await camera?.stop();
  await rtsp?.stop();
});

function camerasRtsp(): RtspFixture {
  if (!rtsp) throw new Error('the RTSP camera fixture is not running');
  return rtsp;
}

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
    await page.getByRole('option', { name: /^priok · Tanjung Priok \(IDJKT\)/ }).click();
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
    // A main location by its everyday name, the registry's own (not 'priokJakarta').
    expect(await priok.locator('td').first().innerText()).toBe('Tanjung Priok');
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
    await openPort(page, 'priok', 'Tanjung Priok');
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

  it('plays an RTSP camera on /cctv_live, paused until Play, chosen by its number', async () => {
    const rtsp = camerasRtsp();
    const cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
    const added = (await apiCall(server.baseUrl, cookie, 'POST', '/api/infrastructure/sensors', {
      locationId: 'wpi-51260',
      kind: 'cctv',
      name: 'CCTV Dermaga Benoa',
      url: rtsp.url.replace('rtsp://', `rtsp://operator:${SECRET}@`),
    })) as { id: number };
    const page = await signedIn('cctv-live');

    // A link that is an address is not opened: the page says so and offers the cameras.
    await page.goto('/cctv_live?link=rtsp://10.1.2.3/stream');
    await page.getByTestId('cctv-live-link').waitFor();
    expect(rtsp.playing()).toBe(0);

    await page.goto(`/cctv_live?link=${added.id}`);
    const stream = page.getByTestId('cctv-live-stream');
    await stream.waitFor({ state: 'attached' });
    expect(await page.getByTestId('cctv-live-camera').inputValue()).toBe(
      'Benoa — CCTV Dermaga Benoa',
    );
    // Paused first (SPEC §2.6): nothing asked of the camera.
    expect(await stream.getAttribute('data-playing')).toBe('no');
    expect(rtsp.playing()).toBe(0);
    await page.getByTestId('cctv-live-stream-toggle').click();
    await expect
      .poll(() => stream.evaluate((img: HTMLImageElement) => img.naturalWidth), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    expect(rtsp.playing()).toBe(1);
    await screenshot(page, 'cctv-live');
    // No address or password of the camera reached the page.
    expect(await page.content()).not.toContain(SECRET);
    expect(await page.content()).not.toContain(`:${rtsp.port}`);
    // Pause: the camera's session ends a few seconds later.
    await page.getByTestId('cctv-live-stream-toggle').click();
    await expect.poll(() => rtsp.playing(), { timeout: 15_000 }).toBe(0);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoForecastOf,
  startBmkgFixture,
  type RunningBmkgFixture,
} from '@pantau/server/testing/fixture-servers.ts';
import { positionLines, staticLines } from '@pantau/server/testing/nmea-lines.ts';
import { PRIOK_FORECAST } from '@pantau/server/testing/bmkg-ports.ts';
import { pdfText } from '@pantau/server/testing/pdf-text.ts';
import {
  addTcpSource,
  adminOnMap,
  launchBrowser,
  pageErrors,
  screenshot,
  openPort,
  startNmeaFeed,
  startServer,
  type NmeaFeed,
  type Server,
} from './harness.ts';

/**
 * Weather per area and a vessel's sea-state risk (issue #34 points 1, 2, 5 and 7; SPEC §2.1, §3, §9) against the BMKG
 * fixture: the sea areas coloured by their waves, the date choice, an area's forecast with
 * every SPEC §3 field and BMKG's credit, and turning the layer off removing it and its details.
 * Laut Jawa bagian tengah (M.20) has low waves in the period in force now and high waves (2.5 –
 * 4.0 m, a warning) in every later one; a fishing boat fed over TCP sails there, within
 * BMKG's limits for its class now and at risk in the periods to come.
 */

const LAUT_JAWA: [number, number] = [111.0, -5.2];

/** A fishing boat under way in Laut Jawa bagian tengah, clear of the map's middle. */
const FISHING = 525_034_030;
const FISHING_AT: [number, number] = [111.35, -5.0];

let bmkg: RunningBmkgFixture;
let feed: NmeaFeed;
let server: Server;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

function lautJawa(now: number): Record<string, unknown> {
  const raw = demoForecastOf('M.20', now) as { data: Record<string, unknown>[] };
  const inForce = (p: Record<string, unknown>) =>
    Date.parse(String(p.valid_from).replace(' UTC', 'Z').replace(' ', 'T')) <= now &&
    now < Date.parse(String(p.valid_to).replace(' UTC', 'Z').replace(' ', 'T'));
  return {
    ...raw,
    data: raw.data.map((p) =>
      inForce(p)
        ? {
            ...p,
            wave_cat: 'Rendah',
            wave_desc: '0.5 - 1.25 m',
            wind_speed_min: 4,
            wind_speed_max: 10,
            warning_desc: 'NIL',
          }
        : {
            ...p,
            weather: 'Hujan Sedang',
            weather_desc: 'Hujan sedang, angin Barat 18 - 24 knot',
            wave_cat: 'Tinggi',
            wave_desc: '2.5 - 4.0 m',
            wind_from: 'Barat',
            wind_to: 'Timur',
            wind_speed_min: 18,
            wind_speed_max: 24,
            warning_desc: 'Waspada gelombang tinggi di Laut Jawa bagian tengah',
          },
    ),
  };
}

beforeAll(async () => {
  bmkg = await startBmkgFixture();
  bmkg.forecasts.set('M.20', lautJawa(Date.now()));
  bmkg.ports.set('pelabuhan-tanjung-priok', PRIOK_FORECAST);
  server = await startServer({
    env: { PANTAU_SIMULATOR: 'off', PANTAU_BMKG_URL: bmkg.url, PANTAU_BMKG_AREA_GROUPS: 'M' },
  });
  browser = await launchBrowser();
  feed = await startNmeaFeed([
    ...positionLines(FISHING, FISHING_AT, 6),
    ...staticLines(FISHING, 'KM RIZKI BAHARI', 'YDRB', 0, 30),
  ]);
  await addTcpSource(server, 'weather-e2e', feed.port);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await feed?.close();
  await bmkg?.close();
});

describe('weather per area', () => {
  it("colours the sea areas, shows an area's forecast for the day chosen, and goes away when turned off", async () => {
    const page = await adminOnMap(browser, server, 'weather');
    await page.goto(`/?c=${LAUT_JAWA.join(',')}&z=7`);
    await page.locator('[data-testid="map"][data-land="loaded"]').waitFor();
    await page.getByTestId('peta-cuaca-tool').click();
    const panel = page.getByTestId('peta-cuaca');
    await panel.waitFor();
    expect(await panel.getByTestId('weather-attribution').innerText()).toContain('BMKG');
    await panel.getByTestId('weather-area-toggle').check({ force: true });
    await expect
      .poll(() => panel.innerText(), { timeout: 30_000 })
      .toMatch(/\(42 (areas|wilayah)\)/);
    expect(bmkg.requests).toContain('/geojson-update/M.json');
    expect(await panel.getByTestId('weather-simulated').count()).toBe(0);

    // A click on the sea in the middle of the map chooses the area there.
    const box = await page.getByTestId('map').boundingBox();
    if (!box) throw new Error('no map');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const detail = panel.getByTestId('weather-area-detail');
    // Clicked again until the layer, drawn in software here, has been picked.
    await expect
      .poll(
        async () => {
          await page.mouse.click(centre.x, centre.y);
          return detail.count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    expect(await detail.getAttribute('data-code')).toBe('M.20');
    expect(await detail.getByTestId('weather-wave-category').innerText()).toMatch(/rendah/i);

    // Tomorrow: the high waves, the wind in knots and its directions, the warning.
    await panel.getByTestId('weather-area-date').locator('label[for$="-tommorow"]').click();
    await expect
      .poll(() => detail.getByTestId('weather-wave-category').innerText())
      .toMatch(/tinggi/i);
    const text = await detail.innerText();
    for (const part of [
      'Laut Jawa bagian tengah',
      'Hujan Sedang',
      '18 – 24',
      '2.5 - 4.0 m',
      'Barat',
      'Timur',
      'Waspada gelombang tinggi di Laut Jawa bagian tengah',
    ])
      expect(text).toContain(part);
    expect(await detail.getByTestId('weather-area-stale').count()).toBe(0);
    expect(await panel.getByTestId('weather-area-date').getAttribute('data-day')).toBe('tommorow');
    // The date choice's marker slides over (a transition) before the picture is taken.
    await page.mouse.move(box.x + 40, box.y + box.height - 60);
    await page.waitForTimeout(500);
    await screenshot(page, 'weather-area-tomorrow');

    // Off: the layer and the details go; LAYERS & MAP's switch says the same.
    await panel.getByTestId('weather-area-toggle').uncheck({ force: true });
    await expect.poll(() => panel.getByTestId('weather-area-detail').count()).toBe(0);
    await page.getByTestId('rail-layers').click();
    const layersSwitch = page.getByTestId('layer-toggle-weather-areas');
    expect(await layersSwitch.isChecked()).toBe(false);
    // On again from LAYERS & MAP: the layer is back, the closed details stay closed.
    await layersSwitch.check({ force: true });
    await expect.poll(() => panel.getByTestId('weather-area-toggle').isChecked()).toBe(true);
    expect(await panel.getByTestId('weather-area-detail').count()).toBe(0);
    expect(pageErrors.get(page)).toEqual([]);
  });

  it("shows a fishing boat's sea state by BMKG's limits for its class, now and to come", async () => {
    const page = await adminOnMap(browser, server, 'weather-vessel');
    await page.goto(`/?c=${FISHING_AT.join(',')}&z=9&sel=vessel:${FISHING}`);
    const risk = page.getByTestId('vessel-weather-risk');
    await risk.waitFor({ timeout: 30_000 });
    // Low waves and light wind now: within the limits (an alert here would be a false one).
    expect(await risk.getAttribute('data-level')).toBe('ok');
    expect(await risk.innerText()).toMatch(/Laut Jawa bagian tengah/);
    expect(await risk.innerText()).toMatch(/Fishing boat|Perahu nelayan/);
    const levels = await risk
      .getByTestId('vessel-weather-steps')
      .locator('[data-level]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-level')));
    expect(levels[0]).toBe('ok');
    expect(levels.slice(1).every((l) => l === 'risk')).toBe(true);
    await risk.scrollIntoViewIfNeeded();
    await screenshot(page, 'weather-vessel-risk');
    expect(pageErrors.get(page)).toEqual([]);
  });

  it("shows a port's BMKG forecast, a tab per issue time, and its PDF", async () => {
    const page = await adminOnMap(browser, server, 'weather-port');
    await openPort(page, 'priok', 'Tanjung Priok');
    const panel = page.getByTestId('port-panel');
    await panel.getByTestId('port-tab-weather').click();
    const bmkgTab = panel.getByTestId('port-bmkg');
    const issues = bmkgTab.getByTestId('port-bmkg-issue');
    await expect.poll(() => issues.count(), { timeout: 20_000 }).toBe(2);
    expect(await issues.allInnerTexts()).toEqual(['02-12 07:00', '01-12 19:00']);
    expect(await issues.first().getAttribute('title')).toBe('02-12-2026 07:00:00');
    const text = await bmkgTab.innerText();
    for (const part of ['Berawan', '5 – 15', 'Rendah', '8000 m', '25 – 32 °C', '10 – 35 cm/s'])
      expect(text).toContain(part);
    expect(text).toMatch(/1\.1 M \(09:00 WIB\)/);
    await issues.nth(1).click();
    await expect.poll(() => bmkgTab.innerText()).toContain('Hujan Ringan');
    await screenshot(page, 'weather-port-bmkg');

    const downloading = page.waitForEvent('download');
    await bmkgTab.getByTestId('port-bmkg-pdf').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('prakiraan bmkg Tanjung Priok.pdf');
    const pdf = await pdfText(readFileSync((await download.path()) ?? ''));
    expect(pdf.size).toEqual([595, 842]);
    expect(pdf.text).toContain('Terbit 01-12-2026 19:00:00');
    expect(pdf.text).toContain('Pasang tertinggi: 1.1 M (09:00 WIB)');
    expect(pageErrors.get(page)).toEqual([]);
  });
});

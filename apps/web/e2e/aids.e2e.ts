import { describe, expect, it, onTestFailed } from 'vitest';
import { BENOA_LANE } from '@pantau/server/testing/map-features.ts';
import { FEATURE_RGB } from '../src/map/feature-colours.ts';
import {
  apiCall,
  apiSession,
  fedServer,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  sharedData,
  searchOthers,
  settledCoordsAt,
} from './harness.ts';
import { pixelStats } from './pixels.ts';

/**
 * SBNP and Alur on the map. Aids to navigation from AIS: a TCP source carries gpsd's real
 * sample capture, whose message 21 reports include the 'IBC G BUOY' off Incheon; the Others
 * search finds it, flies there and opens its card, and a click on its diamond on the map
 * opens the card again. A port's published lane: the search finds it as Alur, flies to it,
 * and it is drawn.
 */

const SAMPLE = sharedData('ais/gpsd/sample.aivdm', 'aids.e2e.ts');
const t = fedServer(SAMPLE, { PANTAU_SIMULATOR: 'off' });

describe.skipIf(SAMPLE === null)('SBNP and Alur', () => {
  it('finds an aid heard over AIS in the Others search, flies there and shows its card', async () => {
    const cookie = await apiSession(t.server.baseUrl, 'admin', t.server.adminPassword);
    await apiCall(t.server.baseUrl, cookie, 'POST', '/api/sources', {
      name: 'gpsd-sample',
      kind: 'tcp-client',
      host: '127.0.0.1',
      port: t.feed.port,
    });
    // The capture goes round every 11 s; both of its aids are heard within one turn.
    const deadline = Date.now() + 30_000;
    let names: string[] = [];
    while (Date.now() < deadline && !names.includes('IBC G BUOY')) {
      const body = (await apiCall(t.server.baseUrl, cookie, 'GET', '/api/aids-to-navigation')) as {
        aids: { name: string }[];
      };
      names = body.aids.map((a) => a.name);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(names).toContain('IBC G BUOY');

    const page = await newPage(t.browser, t.server.baseUrl);
    onTestFailed(async () => {
      await screenshot(page, 'aids-failure');
    });
    await logIn(page, 'admin', t.server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    const map = page.getByTestId('map');
    await map.waitFor();

    const result = await searchOthers(page, 'ibc g', 'SBNP');
    expect(await result.innerText()).toContain('IBC G BUOY');
    expect(await result.innerText()).toContain('Special mark');
    await result.click();

    const card = page.getByTestId('aid-card');
    await card.waitFor();
    expect(await card.getAttribute('data-mmsi')).toBe('4000003');
    const field = (label: string) => card.locator(`[data-field="${label}"]`).innerText();
    expect(await field('Name')).toBe('IBC G BUOY');
    expect(await field('Type')).toBe('Special mark');
    expect(await field('Source')).toBe('gpsd-sample');
    // 37.41447° N 126.57223° E: the map has flown there (the pointer readout at its centre,
    // once the flight has ended: on a loaded machine it can outlast a fixed wait, and the
    // click on the diamond below must land on it).
    const box = await map.boundingBox();
    if (!box) throw new Error('map has no box');
    const centre = await settledCoordsAt(page, box.x + box.width / 2, box.y + box.height / 2);
    expect(centre).toMatch(/^37°24'\d+\.\d{3}" LU 126°34'\d+\.\d{3}" BT$/);
    await screenshot(page, 'aid-card');

    // Closed, then the diamond at the map's centre pressed and held a while before letting
    // go, as the map counts a click: the card opens again.
    await card.getByRole('button', { name: 'Close' }).click();
    await card.waitFor({ state: 'detached' });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(600);
    await page.mouse.up();
    await card.waitFor();
    expect(await card.getAttribute('data-mmsi')).toBe('4000003');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it("finds a port's published lane as Alur, flies to it and draws it", async () => {
    const cookie = await apiSession(t.server.baseUrl, 'admin', t.server.adminPassword);
    await apiCall(t.server.baseUrl, cookie, 'PUT', '/api/ports/IDBOA/map-features', {
      type: 'FeatureCollection',
      features: [BENOA_LANE],
    });

    const page = await newPage(t.browser, t.server.baseUrl);
    onTestFailed(async () => {
      await screenshot(page, 'alur-failure');
    });
    await logIn(page, 'admin', t.server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    const map = page.getByTestId('map');
    await map.waitFor();
    const result = await searchOthers(page, 'alur pelayaran', 'Alur');
    expect(await result.innerText()).toContain('alur · Benoa');
    await result.click();
    // The middle of the lane's extent, 8.77° S 115.23° E, is under the map's centre.
    const box = await map.boundingBox();
    if (!box) throw new Error('map has no box');
    const centre = await settledCoordsAt(page, box.x + box.width / 2, box.y + box.height / 2);
    expect(centre).toMatch(/^8°46'\d+\.\d{3}" LS 115°13'\d+\.\d{3}" BT$/);
    const orange = `#${FEATURE_RGB.orange.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    await expect
      .poll(async () => (await pixelStats(page, map, [orange], 10)).near[orange] ?? 0, {
        timeout: 15_000,
        interval: 1000,
        message: 'the lane is drawn in orange',
      })
      .toBeGreaterThan(0.0002);
    await screenshot(page, 'alur-lane');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});

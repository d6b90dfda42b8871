import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, newPage, pageErrors, screenshot, simulatedMapSuite } from './harness.ts';

/** The map screen's MapLibre view, through the test hook MapView sets. */
interface ViewNow {
  west: number;
  east: number;
  south: number;
  north: number;
  lon: number;
  lat: number;
  zoom: number;
}

function viewNow(page: Page): Promise<ViewNow | null> {
  return page.evaluate(() => {
    type Bounds = { getWest(): number; getEast(): number; getSouth(): number; getNorth(): number };
    const map = (
      window as {
        __pantauMap?: {
          getBounds(): Bounds;
          getCenter(): { lng: number; lat: number };
          getZoom(): number;
          loaded(): boolean;
        };
      }
    ).__pantauMap;
    if (!map) return null;
    const b = map.getBounds();
    const c = map.getCenter();
    return {
      west: b.getWest(),
      east: b.getEast(),
      south: b.getSouth(),
      north: b.getNorth(),
      lon: c.lng,
      lat: c.lat,
      zoom: map.getZoom(),
    };
  });
}

async function openedView(page: Page): Promise<ViewNow> {
  await expect.poll(() => viewNow(page), { timeout: 30_000 }).not.toBeNull();
  return (await viewNow(page)) as ViewNow;
}

const inView = (v: ViewNow, lon: number, lat: number) =>
  lon > v.west && lon < v.east && lat > v.south && lat < v.north;

const suite = simulatedMapSuite(200);

describe('the opening view and the shareable URL', () => {
  it("opens on the spec's national view: about 32° of longitude, Jakarta and Bali in view", async () => {
    const page = await newPage(suite.sim.browser, suite.sim.server.baseUrl);
    await logIn(page, 'admin', suite.sim.server.adminPassword);
    await page.getByTestId('map').waitFor();
    const view = await openedView(page);
    await screenshot(page, 'mapview-national');
    expect(view.east - view.west).toBeGreaterThan(30);
    expect(view.east - view.west).toBeLessThan(34);
    expect(view.lon).toBeCloseTo(117.1, 1);
    expect(view.lat).toBeCloseTo(-0.9, 1);
    expect(inView(view, 106.8, -6.2), 'Jakarta').toBe(true);
    expect(inView(view, 115.2, -8.4), 'Bali').toBe(true);
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('writes the view and the selection into the URL, and opening that URL restores them', async () => {
    type Placed = { mmsi: number; lat: number; lon: number };
    const vessel = (await suite.sim.picture<Placed>())[0];
    expect(vessel).toBeDefined();
    if (!vessel) return;
    const page = await newPage(suite.sim.browser, suite.sim.server.baseUrl);
    await logIn(page, 'admin', suite.sim.server.adminPassword);
    await page.getByTestId('map').waitFor();
    await openedView(page);

    // A quick zoom (spec zoom 15 at Benoa) lands in the URL as the spec's zoom.
    await page.getByTestId('quick-zoom').getByText('Benoa').click();
    await page.waitForURL(/[?&]z=15(&|$)/, { timeout: 20_000 });
    expect((await viewNow(page))?.zoom).toBeCloseTo(14, 1);

    const shared = `/?c=${vessel.lon},${vessel.lat}&z=12&sel=vessel:${vessel.mmsi}`;
    await page.goto(shared);
    await page.locator(`[data-testid="vessel-panel"][data-mmsi="${vessel.mmsi}"]`).waitFor({
      timeout: 30_000,
    });
    const restored = await openedView(page);
    expect(restored.lon).toBeCloseTo(vessel.lon, 3);
    expect(restored.lat).toBeCloseTo(vessel.lat, 3);
    expect(restored.zoom).toBeCloseTo(11, 3);
    await expect.poll(() => decodeURIComponent(page.url())).toContain(`sel=vessel:${vessel.mmsi}`);

    // Closing the panel takes the selection out of the URL.
    await page.getByRole('button', { name: 'Close vessel information' }).click();
    await expect.poll(() => page.url()).not.toContain('sel=');
    expect(pageErrors.get(page)).toEqual([]);
  });

  it("leaves another page's URL alone when the map stops moving after the user left it", async () => {
    type Placed = { mmsi: number; lat: number; lon: number };
    const vessel = (await suite.sim.picture<Placed>())[0];
    expect(vessel).toBeDefined();
    if (!vessel) return;
    const page = await newPage(suite.sim.browser, suite.sim.server.baseUrl);
    await logIn(page, 'admin', suite.sim.server.adminPassword);
    await page.getByTestId('map').waitFor();
    await openedView(page);
    await page.goto(`/?c=${vessel.lon},${vessel.lat}&z=12&sel=vessel:${vessel.mmsi}`);
    await page.locator(`[data-testid="vessel-panel"][data-mmsi="${vessel.mmsi}"]`).waitFor({
      timeout: 30_000,
    });
    // A slow flight is under way when Detail Kapal opens.
    await page.evaluate(
      ({ lon, lat }) => {
        const map = (window as { __pantauMap?: { flyTo(o: object): void } }).__pantauMap;
        map?.flyTo({ center: [lon + 1, lat], zoom: 9, duration: 3000 });
      },
      { lon: vessel.lon, lat: vessel.lat },
    );
    await page.getByTestId('detail-kapal-open').click();
    await page.waitForURL((url) => url.pathname === '/detail-kapal');
    await page.waitForTimeout(3500);
    expect(new URL(page.url()).searchParams.get('mmsi')).toBe(String(vessel.mmsi));
    expect(await page.getByTestId('detail-mmsi').textContent()).toBe(String(vessel.mmsi));
    expect(pageErrors.get(page)).toEqual([]);
  });
});

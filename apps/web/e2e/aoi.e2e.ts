import { encodeSentences } from '@pantau/ais';
import { createServer, type Server as TcpServer, type Socket } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
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
 * Areas of interest (SPEC §2.4): a polygon drawn with the mouse, one typed in degrees,
 * minutes and seconds (with the spec's messages for bad input), a circle; then a vessel fed
 * over TCP as real NMEA sails into the circle and shows in LIST ZONA AOI with 'Sum : 1',
 * and leaves it ('Sum : 0') when it sails out.
 */

const MMSI = 525_016_001;
/** The circle's centre, 6° S 106° E, and a point well outside its 5 NM. */
/**
 * Just inside and just outside (about 360 m either way) the 5 NM circle around [106, -6] the
 * test types: the vessel sails between them, as a ship can (a position that jumps further
 * than a ship can sail is a second ship on the MMSI to the server, SPEC §9).
 */
const INSIDE: [number, number] = [106, -6.08];
const OUTSIDE: [number, number] = [106, -6.0865];
/** The test vessel's speed between places, m/s (under SPEC §9's 30 m/s). */
const SAIL_MPS = 20;

/**
 * Position report (type 1) of the test vessel at [lon, lat], as NMEA, stamped with the UTC
 * second (a report repeated within its second is a duplicate to the server, as it would be).
 */
function positionLines([lon, lat]: [number, number]): string[] {
  const r = encodeSentences({
    type: 1,
    repeat: 0,
    mmsi: MMSI,
    status: 0,
    turn: 0,
    speed: 80,
    accuracy: true,
    lon: Math.round(lon * 600_000),
    lat: Math.round(lat * 600_000),
    course: 900,
    heading: 90,
    second: new Date().getUTCSeconds(),
    maneuver: 0,
    raim: false,
    radio: 0,
  });
  if (!r.ok) throw new Error(r.error.detail);
  return r.value;
}

/**
 * A base station sending the test vessel's position every 300 ms; `moveTo` sets where it
 * sails, at `SAIL_MPS`.
 */
interface VesselFeed {
  port: number;
  moveTo: (at: [number, number]) => void;
  close: () => Promise<void>;
}

async function startVesselFeed(at: [number, number]): Promise<VesselFeed> {
  let position = at;
  let target = at;
  const step = (SAIL_MPS * 0.3) / 111_195;
  const sail = setInterval(() => {
    const [dx, dy] = [target[0] - position[0], target[1] - position[1]];
    const d = Math.hypot(dx, dy);
    position = d <= step ? target : [position[0] + (dx / d) * step, position[1] + (dy / d) * step];
  }, 300);
  const sockets = new Set<Socket>();
  const server: TcpServer = createServer((socket) => {
    sockets.add(socket);
    const timer = setInterval(
      () => socket.write(`${positionLines(position).join('\r\n')}\r\n`),
      300,
    );
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    moveTo: (next) => {
      target = next;
    },
    close: async () => {
      clearInterval(sail);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface StoredAoi {
  id: number;
  name: string;
  type: 'Polygon' | 'Circle';
  coordinates?: [number, number][];
  pointNames?: string[];
  center?: [number, number];
  radiusM?: number;
}

let server: Server;
let feed: VesselFeed;
let cookie: string;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  feed = await startVesselFeed(OUTSIDE);
  server = await startServer({ env: { PANTAU_SIMULATOR: 'off' } });
  browser = await launchBrowser();
  cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await feed?.close();
});

async function storedAois(): Promise<StoredAoi[]> {
  const body = (await apiCall(server.baseUrl, cookie, 'GET', '/api/aois?limit=100')) as {
    aois: StoredAoi[];
  };
  return body.aois;
}

/** Signed in as admin on the map with the AOI panel open. */
async function openPanel(name: string): Promise<Page> {
  const page = await newPage(browser, server.baseUrl);
  onTestFailed(async () => {
    await screenshot(page, `${name}-failure`);
  });
  await logIn(page, 'admin', server.adminPassword);
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('[data-testid="map"] canvas.maplibregl-canvas').waitFor();
  await page.getByTestId('rail-aoi').click();
  await page.getByTestId('aoi-panel').waitFor();
  return page;
}

/** Name and description typed, and the server's duplicate check answered. */
async function fillDetails(page: Page, name: string, description: string): Promise<void> {
  await page.getByTestId('aoi-name').fill(name);
  await page.getByTestId('aoi-description').fill(description);
}

/** Submit, confirm 'Submit AOI', and wait for the area in the list. */
async function submit(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByTestId('aoi-submit').isEnabled()).toBe(true);
  await page.getByTestId('aoi-submit').click();
  await page.getByRole('dialog', { name: 'Submit AOI' }).waitFor();
  const confirm = page.getByTestId('aoi-confirm');
  expect(await confirm.innerText()).toContain('Submitted data cannot be changed');
  await page.getByTestId('aoi-confirm-submit').click();
  await page.locator(`[data-testid="aoi-list-item"][data-name="${name}"]`).waitFor();
  // Submitted: the form is reset, the method empty again. The list can show the new area (the
  // create hook's refetch, or the live push) a moment before the submit's own reset has run.
  await expect.poll(() => page.getByTestId('aoi-method').inputValue()).toBe('');
}

const errorText = (page: Page) => page.getByTestId('aoi-error').first().innerText();

describe('areas of interest', () => {
  it('draws a polygon with the mouse and submits it', async () => {
    const page = await openPanel('aoi-draw');
    await page.getByTestId('aoi-method').selectOption('draw');
    const start = page.getByTestId('aoi-start-draw');
    expect(await start.isDisabled()).toBe(true);
    await fillDetails(page, 'Drawn  Bay', 'drawn with the mouse');
    expect(await errorText(page)).toBe('Name may not contain two consecutive spaces');
    expect(await start.isDisabled()).toBe(true);
    await page.getByTestId('aoi-name').fill('Drawn Bay');
    await expect.poll(() => start.isEnabled(), { timeout: 5000 }).toBe(true);
    await start.click();
    // terra-draw comes with the first drawing: a click before it has loaded adds no corner.
    await page.getByTestId('aoi-drawing').waitFor();

    const corners: [number, number][] = [
      [800, 300],
      [1050, 300],
      [1050, 520],
      [800, 520],
    ];
    for (const [x, y] of corners) {
      await page.mouse.move(x, y, { steps: 4 });
      await page.mouse.click(x, y);
      await page.waitForTimeout(400);
    }
    await page.getByTestId('aoi-done').click();
    await page.getByTestId('aoi-drawn').waitFor();
    // Where the corners are on the map, as the map itself says.
    const expected = await page.evaluate((points) => {
      const map = (
        window as unknown as {
          __pantauMap: {
            unproject: (p: [number, number]) => { lng: number; lat: number };
            getCanvas: () => HTMLCanvasElement;
          };
        }
      ).__pantauMap;
      const box = map.getCanvas().getBoundingClientRect();
      return points.map(([x, y]) => {
        const ll = map.unproject([x - box.left, y - box.top]);
        return [ll.lng, ll.lat];
      });
    }, corners);
    await screenshot(page, 'aoi-drawn');
    // Drawing is over: terra-draw's layers have left the map.
    const drawLayers = () =>
      page.evaluate(
        () =>
          (
            window as unknown as { __pantauMap: { getStyle: () => { layers: { id: string }[] } } }
          ).__pantauMap
            .getStyle()
            .layers.filter((l) => l.id.startsWith('td-')).length,
      );
    expect(await drawLayers()).toBe(0);
    await submit(page, 'Drawn Bay');
    await page.waitForTimeout(1000);
    await screenshot(page, 'aoi-submitted');

    const stored = (await storedAois()).find((a) => a.name === 'Drawn Bay');
    expect(stored?.type).toBe('Polygon');
    const ring = stored?.coordinates ?? [];
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
    // Every clicked corner is a corner of the ring (terra-draw may wind it the other way).
    for (const [lon, lat] of expected) {
      const near = ring
        .slice(0, 4)
        .filter(([x, y]) => Math.abs(x - (lon ?? NaN)) < 0.01 && Math.abs(y - (lat ?? NaN)) < 0.01);
      expect(near, `corner ${lon}, ${lat} in ${JSON.stringify(ring)}`).toHaveLength(1);
    }
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('types a polygon in DMS, with the spec messages for bad input', async () => {
    const page = await openPanel('aoi-dms');
    await page.getByTestId('aoi-method').selectOption('coordinate');
    await fillDetails(page, 'Drawn Bay', 'taken');
    await expect.poll(() => errorText(page), { timeout: 5000 }).toBe('Found Duplicate Name');
    await fillDetails(page, 'Teluk DMS', 'typed in degrees');

    const coordinates = page.getByTestId('aoi-coordinates');
    const plot = async (text: string) => {
      await coordinates.fill(text);
      await page.getByTestId('aoi-plot').click();
    };
    const A = `A,6°0'0" LS,106°0'0" BT`;
    const B = `B,6°0'0" LS,106°30'0" BT`;
    const C = `C,6°30'0" LS,106°30'0" BT`;
    await plot([A, B].join('\n'));
    expect(await errorText(page)).toBe('masukkan minimal 3 koordinat');
    await plot([A, B, A].join('\n'));
    expect(await errorText(page)).toBe('masukkan minimal 3 koordinat unik');
    await plot([A, 'B;6 0 0 LS;106 30 0 BT', C].join('\n'));
    expect(await errorText(page)).toBe('please check the data format');
    expect(await page.getByTestId('aoi-submit').isDisabled()).toBe(true);
    // C with the single letters S and T: south and east as LS and BT are.
    await plot([A, B, `C,6°30'0" S,106°30'0" T`].join('\n'));
    await page.getByTestId('aoi-plotted').waitFor();
    await submit(page, 'Teluk DMS');

    const stored = (await storedAois()).find((a) => a.name === 'Teluk DMS');
    expect(stored?.coordinates).toEqual([
      [106, -6],
      [106.5, -6],
      [106.5, -6.5],
      [106, -6],
    ]);
    expect(stored?.pointNames).toEqual(['A', 'B', 'C', 'A']);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('types a circle and lists a vessel fed into it, live, until it sails out', async () => {
    await apiCall(server.baseUrl, cookie, 'POST', '/api/sources', {
      name: 'aoi-feed',
      kind: 'tcp-client',
      host: '127.0.0.1',
      port: feed.port,
    });
    const page = await openPanel('aoi-circle');
    await page.getByTestId('aoi-method').selectOption('coordinate');
    await page.getByTestId('aoi-type').selectOption('Circle');
    await fillDetails(page, 'Lingkar Priok', 'five nautical miles');
    await page.getByTestId('aoi-coordinates').fill(`6°0'0" LS,106°0'0" BT`);
    await page.getByTestId('aoi-radius').fill('0');
    await page.getByTestId('aoi-plot').click();
    expect(await errorText(page)).toBe('Radius must be a number above 0');
    await page.getByTestId('aoi-radius').fill('5');
    await page.getByTestId('aoi-plot').click();
    await page.getByTestId('aoi-plotted').waitFor();
    await submit(page, 'Lingkar Priok');
    const stored = (await storedAois()).find((a) => a.name === 'Lingkar Priok');
    expect(stored).toMatchObject({ type: 'Circle', center: [106, -6], radiusM: 9260 });

    // Nothing ticked: Open Data AOI says so.
    for (const box of await page.getByTestId('aoi-list-item').getByRole('checkbox').all()) {
      if (await box.isChecked()) await box.uncheck();
    }
    await page.getByTestId('aoi-open-data').click();
    await expect
      .poll(() => page.getByTestId('notice').innerText())
      .toBe('Please select atleast 1 aoi');

    // The vessel sails in; the circle ticked, LIST ZONA AOI lists it.
    feed.moveTo(INSIDE);
    await page
      .locator('[data-testid="aoi-list-item"][data-name="Lingkar Priok"]')
      .getByRole('checkbox')
      .check();
    await page.getByTestId('aoi-open-data').click();
    const dialog = page.getByTestId('zona-aoi-dialog');
    await dialog.waitFor();
    const table = dialog.locator('[data-testid="zona-aoi-table"][data-name="Lingkar Priok"]');
    await table.waitFor();
    await expect
      .poll(() => table.getByTestId('zona-aoi-sum').innerText(), { timeout: 60_000 })
      .toBe('Sum : 1');
    const row = table.getByTestId('zona-aoi-row');
    expect(await row.getAttribute('data-mmsi')).toBe(String(MMSI));
    expect(await row.innerText()).toContain('aoi-feed');
    await screenshot(page, 'aoi-zona');

    // A row puts the MMSI in the search bar and shows the vessel on the map.
    await row.click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('search-input').inputValue()).toBe(String(MMSI));
    await page.locator(`[data-testid="vessel-panel"][data-mmsi="${MMSI}"]`).waitFor();
    await page.getByTestId('zona-aoi-restore').click();
    await dialog.waitFor();

    // It sails out: the zone is empty again.
    feed.moveTo(OUTSIDE);
    await expect
      .poll(() => table.getByTestId('zona-aoi-sum').innerText(), { timeout: 60_000 })
      .toBe('Sum : 0');
    expect(await table.getByTestId('zona-aoi-row').count()).toBe(0);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('refuses the tenth refresh within 10 s', async () => {
    const page = await openPanel('aoi-refresh');
    const refresh = page.getByTestId('aoi-refresh');
    for (let i = 0; i < 10; i++) await refresh.click();
    expect(await page.getByTestId('aoi-spam').innerText()).toBe(
      'Please dont spam the refresh button!',
    );
    expect(await refresh.isDisabled()).toBe(true);
    await page.context().close();
  });
});

import { createServer, type Server as TcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionLines, staticLines } from '@pantau/server/testing/nmea-lines.ts';
import {
  addTcpSource,
  adminOnMap,
  launchBrowser,
  pageErrors,
  screenshot,
  openPort,
  startServer,
  type Server,
} from './harness.ts';

/**
 * Monitoring (issue #15 items 1, 3 and 7; SPEC §2.21): a ship fed over TCP as real NMEA at a
 * berth of Tanjung Priok makes a live port call, and the Monitoring dialog opened from the
 * port info panel's MONITORING tab lists it as inside. The server runs with a minimum dwell
 * of 0 s (PANTAU_PORT_CALL_DWELL_S) so the arrival stands at its second report, not after
 * the default quarter of an hour.
 */

const SHIP = 525_015_301;
/** At a berth in Tanjung Priok's harbour; the second report 5 m east (a ship's GPS jitter). */
const BERTH: [number, number] = [106.885, -6.095];
const BERTH_2: [number, number] = [106.88505, -6.095];
/**
 * The two positions 2.7 s apart (its static report between, four times over): the rules take
 * a ship's newest position every 2 s (PANTAU_RULE_PACE_MS), so two reports within one pace
 * are one report to them, and a repeated sentence is a duplicate, not a report.
 */
const LINES = [
  ...positionLines(SHIP, BERTH, 0),
  ...Array.from({ length: 4 }, () => staticLines(SHIP, 'KM MONITOR', 'YMON1', 0)).flat(),
  ...positionLines(SHIP, BERTH_2, 0),
];

let server: Server;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let feed: { port: number; close: () => Promise<void> };

async function startFeed(): Promise<typeof feed> {
  const sockets = new Set<Socket>();
  const tcp: TcpServer = createServer((socket) => {
    sockets.add(socket);
    // One line at a time, so the two positions arrive as two reports seconds apart.
    let i = 0;
    const timer = setInterval(() => {
      socket.write(`${LINES[i % LINES.length]}\r\n`);
      i++;
    }, 300);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const address = tcp.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => tcp.close(resolve));
    },
  };
}

beforeAll(async () => {
  feed = await startFeed();
  server = await startServer({
    env: { PANTAU_SIMULATOR: 'off', PANTAU_PORT_CALL_DWELL_S: '0' },
  });
  browser = await launchBrowser();
  await addTcpSource(server, 'monitoring-e2e', feed.port);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await feed?.close();
});

describe('Monitoring', () => {
  it('lists a ship fed into Tanjung Priok as inside, opened from the port panel', async () => {
    const page = await adminOnMap(browser, server, 'monitoring');
    await openPort(page, 'priok', 'Tanjung Priok');
    const panel = page.getByTestId('port-panel');
    await panel.waitFor();
    await panel.getByTestId('port-tab-monitoring').click();
    const summary = panel.getByTestId('monitoring-summary');
    await expect.poll(() => summary.getAttribute('data-inside'), { timeout: 60_000 }).toBe('1');

    await panel.getByTestId('monitoring-open').click();
    const dialog = page.getByTestId('monitoring-dialog');
    await dialog.waitFor();
    const row = dialog.locator(`[data-testid="monitoring-row"][data-mmsi="${SHIP}"]`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getAttribute('data-status')).toBe('inside');
    const text = await row.innerText();
    expect(text).toContain('KM MONITOR');
    expect(text).toContain('Inside');
    // 'Confidence' says what it means on hover.
    await dialog.getByLabel(/^How sure it is that the vessel called at this port/).hover();
    await page
      .getByRole('tooltip')
      .getByText(/40% when it stopped at berth/)
      .waitFor();
    // The screenshot once the dialog has finished fading in.
    await expect
      .poll(() =>
        dialog.evaluate(
          (el) => getComputedStyle(el.closest('.mantine-Modal-content') ?? el).opacity,
        ),
      )
      .toBe('1');
    await screenshot(page, 'monitoring');

    // Lane: no area of interest near the port, so NO DATA.
    await dialog.getByTestId('monitoring-tab-lane').click();
    await expect
      .poll(() => dialog.getByTestId('monitoring-lane-empty').innerText())
      .toBe('NO DATA');
    await screenshot(page, 'monitoring-lane');
    expect(pageErrors.get(page)).toEqual([]);
  });
});

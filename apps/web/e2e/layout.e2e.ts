import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, pageErrors, screenshot, startSimulatedMap, type SimulatedMap } from './harness.ts';

/**
 * The map screen's layout rule (apps/web/README.md, "Layout"): the top bar, the toolbar and
 * the bottom band are never covered by a rail panel or a side panel, every panel fits the
 * window, and the vessel panel and a rail panel sit side by side. Checked at the two screen
 * sizes the control rooms use, 1366×768 and 1920×1080, for every rail entry.
 */

let world: SimulatedMap;

beforeAll(async () => {
  world = await startSimulatedMap(50);
});

afterAll(async () => {
  await world?.stop();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The controls no panel may cover, as locators of the map screen. */
function controls(page: Page) {
  return {
    'Live/All': page.getByTestId('live-only'),
    'Vessel/Others': page.getByTestId('search-mode'),
    search: page.getByTestId('search-input'),
    'vessel count': page.getByTestId('vessel-count'),
    'user menu': page.getByTestId('user-menu'),
    'Zoom in': page.getByRole('button', { name: 'Zoom in', exact: true }),
    Centre: page.getByRole('button', { name: 'Centre', exact: true }),
    'pointer read-out': page.getByTestId('pointer-coords'),
    'quick zoom': page.getByTestId('quick-zoom'),
  };
}

/**
 * The controls covered by something else: at each control's centre and corners (inset 3 px)
 * the topmost element must be the control or inside it.
 */
async function covered(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const [name, locator] of Object.entries(controls(page))) {
    const handle = await locator.first().elementHandle();
    if (!handle) {
      out.push(`${name} (gone)`);
      continue;
    }
    const by = await handle.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const points: [number, number][] = [
        [r.x + r.width / 2, r.y + r.height / 2],
        [r.x + 3, r.y + 3],
        [r.right - 3, r.y + 3],
        [r.x + 3, r.bottom - 3],
        [r.right - 3, r.bottom - 3],
      ];
      for (const [x, y] of points) {
        const top = document.elementFromPoint(x, y);
        if (top && (el === top || el.contains(top) || top.contains(el))) continue;
        const owner = top?.closest('[data-testid], [role="dialog"]');
        return (
          owner?.getAttribute('data-testid') ?? owner?.getAttribute('aria-label') ?? 'something'
        );
      }
      return null;
    });
    if (by) out.push(`${name} under ${by}`);
  }
  return out;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether a box lies inside the window (a pixel of rounding allowed). */
const inside = (b: Box, width: number, height: number) =>
  b.x >= -1 && b.y >= -1 && b.x + b.width <= width + 1 && b.y + b.height <= height + 1;

describe.each([
  [1366, 768],
  [1920, 1080],
])('the map screen at %i×%i', (width, height) => {
  /** The admin on the map at this size, with the page's uncaught errors. */
  async function onMap() {
    const context = await world.browser.newContext({
      baseURL: world.server.baseUrl,
      viewport: { width, height },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(page, 'admin', world.server.adminPassword);
    await page.getByTestId('map').waitFor();
    await page.getByTestId('vessel-count').waitFor();
    return { context, page, errors };
  }

  it('keeps the top bar, toolbar and bottom band clear of every rail panel, and each panel in the window', async () => {
    const { context, page, errors } = await onMap();
    expect(await covered(page)).toEqual([]);

    const rail = await page
      .locator('nav [data-testid^="rail-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
    // The rail's entries; not its logo, nor its own buttons (wide, hide).
    const entries = rail.filter((id) => !['rail-logo', 'rail-expand', 'rail-hide'].includes(id));
    expect(entries.length).toBeGreaterThan(8);
    const problems: string[] = [];
    let panels = 0;
    for (const id of entries) {
      await page.getByTestId(id).click();
      const panel = page.getByTestId('rail-panel');
      const opened = await panel
        .waitFor({ timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      if (!opened) {
        // An entry that opens a dialog of its own (a modal over the whole screen, by design).
        await page.keyboard.press('Escape');
        continue;
      }
      panels++;
      // Let the panel load its content (lists, tables) before measuring it.
      await page.waitForTimeout(800);
      const box = await panel.boundingBox();
      if (!box || !inside(box, width, height)) {
        problems.push(`${id}: panel outside the window ${JSON.stringify(box)}`);
      }
      for (const c of await covered(page)) problems.push(`${id}: ${c}`);
      if (id === 'rail-pantauKapal') await screenshot(page, `layout-${width}-pantau-kapal`);
      await page.getByTestId('rail-panel').getByRole('button', { name: 'Close panel' }).click();
      await panel.waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);
    expect(panels).toBeGreaterThan(5);

    // A vessel chosen while a rail panel is open: its panel goes beside the rail panel, and
    // neither covers a control.
    await page.getByTestId('rail-pantauKapal').click();
    await page.getByTestId('rail-panel').waitFor();
    const [first] = await world.picture<{ mmsi: number }>();
    if (!first) throw new Error('the simulator gave no vessel');
    await page.getByTestId('search-input').fill(String(first.mmsi));
    await page.locator(`[data-testid="search-result"][data-mmsi="${first.mmsi}"]`).click();
    const vessel = page.locator(`[data-testid="vessel-panel"][data-mmsi="${first.mmsi}"]`);
    await vessel.waitFor();
    await page.waitForTimeout(800);
    const railBox = await page.getByTestId('rail-panel').boundingBox();
    const vesselBox = await vessel.boundingBox();
    if (!railBox || !vesselBox) throw new Error('a panel has no box');
    expect(overlap(railBox, vesselBox)).toBe(false);
    expect(inside(vesselBox, width, height)).toBe(true);
    expect(await covered(page)).toEqual([]);
    await screenshot(page, `layout-${width}-rail-and-vessel`);

    // The vessel panel alone, on the left: over no control either.
    await page.getByTestId('rail-panel').getByRole('button', { name: 'Close panel' }).click();
    await page.waitForTimeout(500);
    const alone = await vessel.boundingBox();
    if (!alone) throw new Error('the vessel panel closed');
    expect(inside(alone, width, height)).toBe(true);
    expect(await covered(page)).toEqual([]);

    // The ruler's card stays under a dialog: the Alert dialog covers it.
    await page.getByTestId('ruler-toggle').click();
    const ruler = page.getByTestId('ruler-distance');
    await ruler.waitFor();
    await page.getByTestId('alert-open').click();
    await page.getByTestId('alert-dialog').waitFor();
    const rulerOnTop = await ruler.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top !== null && (el === top || el.contains(top));
    });
    expect(rulerOnTop).toBe(false);
    await screenshot(page, `layout-${width}-ruler-under-dialog`);
    expect(errors).toEqual([]);
    expect(pageErrors.get(page) ?? []).toEqual([]);
    await context.close();
  });

  it('keeps the left side clear of the rail, wide with its names or hidden, as the user left it', async () => {
    const { context, page, errors } = await onMap();
    const right = async (testId: string) => {
      const b = await page.getByTestId(testId).boundingBox();
      if (!b) throw new Error(`${testId} has no box`);
      return b.x + b.width;
    };
    const left = async (testId: string) => (await page.getByTestId(testId).boundingBox())?.x ?? -1;
    expect(await right('rail')).toBe(56);

    // Wide (SPEC §2: 256 px): each entry with its name; the live bar, a rail panel and the
    // pointer read-out start right of it.
    await page.getByTestId('rail-expand').click();
    await expect.poll(() => right('rail')).toBe(256);
    expect(await page.getByTestId('rail-aoi').innerText()).toBe('AOI');
    await page.getByTestId('rail-aoi').click();
    await page.getByTestId('rail-panel').waitFor();
    for (const id of ['live-only', 'rail-panel', 'pointer-coords']) {
      expect(await left(id), id).toBeGreaterThanOrEqual(256);
    }
    expect(await covered(page)).toEqual([]);
    await screenshot(page, `layout-${width}-rail-wide`);
    await page.getByTestId('rail-aoi').click();

    // Hidden: one button in the corner brings it back; it stays hidden after a reload.
    await page.getByTestId('rail-hide').click();
    await page.getByTestId('rail-show').waitFor();
    expect(await page.getByTestId('rail').count()).toBe(0);
    expect(await left('live-only')).toBeGreaterThanOrEqual(await right('rail-show'));
    expect(await covered(page)).toEqual([]);
    await page.reload();
    await page.getByTestId('rail-show').waitFor();
    expect(await page.getByTestId('rail').count()).toBe(0);
    await page.getByTestId('rail-show').click();
    await expect.poll(() => right('rail')).toBe(56);
    expect(errors).toEqual([]);
    await context.close();
  });
});

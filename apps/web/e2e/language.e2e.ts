import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logIn,
  newPage,
  pageErrors,
  screenshot,
  startSimulatedMap,
  type SimulatedMap,
} from './harness.ts';

let sim: SimulatedMap;

beforeAll(async () => {
  sim = await startSimulatedMap(50);
});

afterAll(async () => {
  await sim?.stop();
});

describe('the language choice', () => {
  it('switches the whole screen, keeps the spec labels, and is kept per user on the server', async () => {
    const page = await newPage(sim.browser, sim.server.baseUrl);
    await logIn(page, 'admin', sim.server.adminPassword);
    await page.getByTestId('map').waitFor();
    // English by default in an en-US browser.
    await page.getByRole('button', { name: 'Zoom in' }).waitFor();

    await page.getByTestId('user-menu').click();
    const select = page.getByTestId('language-select');
    await select.waitFor();
    expect(
      await select.locator('option').evaluateAll((o) => o.map((x) => x.getAttribute('value'))),
    ).toEqual(['id', 'en']);
    await select.selectOption('id');
    await page.getByRole('button', { name: 'Perbesar' }).waitFor();
    await page.keyboard.press('Escape');
    // The search bar's placeholder fits its box, in Indonesian too (it was cut off).
    const placeholder = await page.getByTestId('search-input').evaluate((el) => {
      const input = el as HTMLInputElement;
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return { text: input.placeholder, needs: Infinity, room: 0 };
      context.font = style.font;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: input.placeholder, needs: context.measureText(input.placeholder).width, room };
    });
    expect(placeholder.text).toMatch(/^Cari Kapal/);
    expect(placeholder.needs).toBeLessThanOrEqual(placeholder.room);
    // The spec's Indonesian labels read the same in both languages.
    await page.getByTestId('rail-pantauKapal').hover();
    await page.getByText('PANTAU KAPAL').first().waitFor();
    await screenshot(page, 'language-id');

    // A fresh browser (nothing stored locally) signing in as the same user gets Indonesian
    // from the server.
    const other = await newPage(sim.browser, sim.server.baseUrl);
    await logIn(other, 'admin', sim.server.adminPassword);
    await other.getByTestId('map').waitFor();
    await other.getByRole('button', { name: 'Perbesar' }).waitFor({ timeout: 20_000 });

    // And back to English.
    await other.getByTestId('user-menu').click();
    await other.getByTestId('language-select').selectOption('en');
    await other.getByRole('button', { name: 'Zoom in' }).waitFor();
    expect(pageErrors.get(page)).toEqual([]);
    expect(pageErrors.get(other)).toEqual([]);
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import {
  apiCall,
  apiSession,
  fedServer,
  freePort,
  logIn,
  newPage,
  pageErrors,
  screenshot,
  sharedData,
} from './harness.ts';

/**
 * DATA SOURCE (SPEC §2.5): a superAdmin adds a TCP client source pointed at a small NMEA
 * feed this test serves (real AISHub sentences), sees it connect and carry data, restarts it
 * after a wrong then the right password, meets the host and name rules, and deletes it.
 */

const SAMPLE = process.env['PANTAU_NMEA_SAMPLE']
  ? process.env['PANTAU_NMEA_SAMPLE']
  : sharedData('ais/gpsd-aishub/ais-nmea-sample.log', 'sources.e2e.ts');
const t = fedServer(SAMPLE, { PANTAU_SIM_VESSELS: '200' });

/** The message under a Mantine input: the element its aria-describedby names. */
async function errorUnder(page: Page, input: Locator): Promise<string> {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' | ');
}

/**
 * Waits until the dialog's focus trap has put the focus inside the form. It does so after the
 * opening transition, and a field filled before then loses its text to the first field (a
 * slow machine once typed the host into the name).
 */
async function settled(form: Locator): Promise<void> {
  await expect
    .poll(() => form.evaluate((f) => f.contains(document.activeElement)), { timeout: 10_000 })
    .toBe(true);
}

describe.skipIf(SAMPLE === null)('DATA SOURCE', () => {
  it('adds a TCP source, watches it carry data, restarts and deletes it', async () => {
    const page = await newPage(t.browser, t.server.baseUrl);
    onTestFailed(async () => {
      await screenshot(page, 'sources-failure');
    });
    await logIn(page, 'admin', t.server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('rail-dataSource').click();
    const panel = page.getByTestId('sources-panel');
    await panel.waitFor();

    // No source configured yet: the built-in simulator with a clear notice, when the server
    // runs one (main.ts wires it in), else an empty list.
    const simulated = panel.getByTestId('sources-simulated');
    await simulated.or(panel.getByText('No AIS sources.')).first().waitFor();
    if (await simulated.isVisible()) {
      await simulated.getByText('Simulated data').waitFor();
      // One fleet, two sources: shore stations' and a satellite's (the vessels far offshore).
      await panel.locator('[data-testid="source-row"][data-name="simulator"]').waitFor();
      await panel.locator('[data-testid="source-row"][data-name="simulator-satellite"]').waitFor();
    }
    await screenshot(page, 'sources-initial');

    // The form checks the contract's rules before sending: the host takes digits and dots.
    await panel.getByTestId('source-add').click();
    const form = page.getByRole('form', { name: 'Add New AIS' });
    await settled(form);
    await form.waitFor();
    await form.getByTestId('source-name').fill('E2E Feed');
    await form.getByText('Saved as E2E_Feed').waitFor();
    await form.getByTestId('source-host').fill('999.999.999.999');
    await form.getByTestId('source-port').fill(String(t.feed.port));
    await form.getByTestId('source-save').click();
    await form.getByText('Invalid Host format').waitFor();
    expect(await errorUnder(page, form.getByTestId('source-host'))).toContain(
      'Invalid Host format',
    );
    await screenshot(page, 'sources-invalid-host');

    await form.getByTestId('source-host').fill('127.0.0.1');
    await form.getByTestId('source-district').click();
    await page.getByRole('option', { name: 'Benoa' }).click();
    await form.getByTestId('source-save').click();
    await page
      .getByTestId('source-snackbar')
      .getByText('new AIS added, please wait for a while for updated data')
      .waitFor();
    await form.waitFor({ state: 'detached' });

    // The real source replaces the simulator; it connects and data flows.
    const row = panel.locator('[data-testid="source-row"][data-name="E2E_Feed"]');
    await row.waitFor();
    await expect
      .poll(
        () =>
          panel
            .locator(
              '[data-testid="source-row"][data-name="simulator"], [data-testid="source-row"][data-name="simulator-satellite"]',
            )
            .count(),
        { timeout: 15_000 },
      )
      .toBe(0);
    expect(await panel.getByText('Simulated data').count()).toBe(0);
    const engine = row.getByTestId('source-engine-status');
    const data = row.getByTestId('source-data-status');
    const rate = row.getByTestId('source-rate');
    await expect
      .poll(() => engine.getAttribute('data-ok'), { timeout: 20_000, interval: 500 })
      .toBe('true');
    await expect
      .poll(() => data.getAttribute('data-ok'), { timeout: 20_000, interval: 500 })
      .toBe('true');
    await expect
      .poll(async () => Number(await rate.getAttribute('data-rate')), {
        timeout: 20_000,
        interval: 500,
      })
      .toBeGreaterThan(0);
    expect(t.feed.connections()).toBe(1);

    // A name already used is refused by the server, under the name field.
    await panel.getByTestId('source-add').click();
    const again = page.getByRole('form', { name: 'Add New AIS' });
    await settled(again);
    await again.getByTestId('source-name').fill('E2E_Feed');
    await again.getByTestId('source-host').fill('127.0.0.1');
    await again.getByTestId('source-port').fill('9');
    await again.getByTestId('source-save').click();
    await again.getByText('name has already been used').waitFor();
    expect(await errorUnder(page, again.getByTestId('source-name'))).toContain(
      'name has already been used',
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });

    // Selecting the station shows its details; the map filter follows the checkboxes.
    await row.getByRole('button', { name: 'Details of E2E_Feed' }).click();
    const detail = panel.getByTestId('source-detail');
    await detail.waitFor();
    await detail.getByText('127.0.0.1').waitFor();
    await detail.getByText(String(t.feed.port), { exact: true }).waitFor();
    await detail.getByText('Terrestrial').waitFor();
    await expect.poll(() => detail.getByTestId('source-engine').textContent()).toBe('connected');
    await detail.getByRole('tab', { name: 'Historical' }).click();
    await detail.getByTestId('source-history').waitFor();
    await detail.getByRole('tab', { name: 'Stream' }).click();
    const selectAll = panel.getByTestId('source-select-all');
    await row.getByRole('checkbox').uncheck();
    expect(await selectAll.isChecked()).toBe(false);
    await row.getByRole('checkbox').check();
    expect(await selectAll.isChecked()).toBe(true);
    await screenshot(page, 'sources-connected');

    // Restart asks for the user's own password: a wrong one is refused under the field.
    await detail.getByTestId('source-restart').click();
    const restart = page.getByRole('form', { name: 'Restart AIS' });
    await restart.getByTestId('source-password').fill('not-my-password');
    await restart.getByTestId('source-confirm').click();
    await restart.getByText('Wrong Password').waitFor();
    expect(await errorUnder(page, restart.getByTestId('source-password'))).toContain(
      'Wrong Password',
    );
    await screenshot(page, 'sources-wrong-password');
    await restart.getByTestId('source-password').fill(t.server.adminPassword);
    await restart.getByTestId('source-confirm').click();
    await page.getByTestId('source-snackbar').getByText('Restart AIS successfully').waitFor();
    await restart.waitFor({ state: 'detached' });
    await expect
      .poll(() => engine.getAttribute('data-ok'), { timeout: 20_000, interval: 500 })
      .toBe('true');

    // Editing saves the settings and restarts the source: now it is a satellite feed.
    await detail.getByTestId('source-edit').click();
    const edit = page.getByRole('form', { name: 'Edit AIS' });
    await edit.getByTestId('source-satellite').check();
    await edit.getByTestId('source-save').click();
    await page
      .getByTestId('source-snackbar')
      .getByText('E2E_Feed updated, please wait for a while for updated data')
      .waitFor();
    await edit.waitFor({ state: 'detached' });
    await detail.getByText('Satellite', { exact: true }).waitFor();
    await expect
      .poll(() => engine.getAttribute('data-ok'), { timeout: 20_000, interval: 500 })
      .toBe('true');

    // The DISNAV tab lists the 25 districts; the new source is under Benoa.
    await panel.getByRole('tab', { name: 'DISNAV' }).click();
    await expect.poll(() => panel.getByTestId('source-district-node').count()).toBe(25);
    await panel.getByRole('button', { name: /^Benoa\s*1$/ }).click();
    await row.waitFor();
    await screenshot(page, 'sources-disnav');
    await panel.getByRole('tab', { name: 'FILTER AIS' }).click();

    // Delete, with the password again (the station stays selected across the tabs).
    await detail.waitFor();
    await panel.getByTestId('source-delete').click();
    const remove = page.getByRole('form', { name: 'Delete AIS' });
    await remove.getByTestId('source-password').fill(t.server.adminPassword);
    await remove.getByTestId('source-confirm').click();
    await page
      .getByTestId('source-snackbar')
      .getByText('Delete AIS successfully, please wait for a while for updated data')
      .waitFor();
    await row.waitFor({ state: 'detached' });
    await expect
      .poll(() => t.feed.connections(), { timeout: 15_000, message: 'the feed is let go' })
      .toBe(0);
    await screenshot(page, 'sources-deleted');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('checks, saves and keeps a listener’s allowed senders', async () => {
    const page = await newPage(t.browser, t.server.baseUrl);
    onTestFailed(async () => {
      await screenshot(page, 'sources-allow-failure');
    });
    await logIn(page, 'admin', t.server.adminPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('rail-dataSource').click();
    const panel = page.getByTestId('sources-panel');
    await panel.waitFor();
    await panel.getByTestId('source-add').click();
    const form = page.getByRole('form', { name: 'Add New AIS' });
    await settled(form);
    await form.getByTestId('source-name').fill('Stasiun Pantai');
    await form.getByTestId('source-kind').click();
    await page.getByRole('option', { name: 'TCP listen (a feed connects here)' }).click();
    await form.getByTestId('source-port').fill(String(await freePort()));
    // A wrong entry is named under the field; nothing is sent.
    await form.getByTestId('source-allow').fill('10.0.0.0/8, stasiun-benoa');
    await form.getByTestId('source-save').click();
    await form.getByText('stasiun-benoa is not an address or a CIDR block (10.0.0.0/8)').waitFor();
    expect(await errorUnder(page, form.getByTestId('source-allow'))).toContain('stasiun-benoa');
    await screenshot(page, 'sources-allow-invalid');
    await form.getByTestId('source-allow').fill('10.0.0.0/8, 192.0.2.7');
    await form.getByTestId('source-save').click();
    await form.waitFor({ state: 'detached' });
    const cookie = await apiSession(t.server.baseUrl, 'admin', t.server.adminPassword);
    const stored = async () =>
      (
        (await apiCall(t.server.baseUrl, cookie, 'GET', '/api/sources')) as {
          sources: { id: number; name: string; allow?: string[] }[];
        }
      ).sources.find((x) => x.name === 'Stasiun_Pantai');
    expect((await stored())?.allow).toEqual(['10.0.0.0/8', '192.0.2.7']);

    // Editing shows the list and keeps it (an edit used to send none and wipe it).
    const row = panel.locator('[data-testid="source-row"][data-name="Stasiun_Pantai"]');
    await row.getByRole('button', { name: 'Details of Stasiun_Pantai' }).click();
    await panel.getByTestId('source-detail').getByTestId('source-edit').click();
    const edit = page.getByRole('form', { name: 'Edit AIS' });
    expect(await edit.getByTestId('source-allow').inputValue()).toBe('10.0.0.0/8, 192.0.2.7');
    await edit.getByTestId('source-satellite').check();
    await edit.getByTestId('source-save').click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stored())?.allow).toEqual(['10.0.0.0/8', '192.0.2.7']);
    const id = (await stored())?.id;
    await apiCall(t.server.baseUrl, cookie, 'DELETE', `/api/sources/${id}`, {
      password: t.server.adminPassword,
    });
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('shows an admin the sources without the superAdmin controls', async () => {
    const cookie = await apiSession(t.server.baseUrl, 'admin', t.server.adminPassword);
    await apiCall(t.server.baseUrl, cookie, 'POST', '/api/sources', {
      name: 'VTS Benoa',
      kind: 'tcp-client',
      host: '127.0.0.1',
      port: t.feed.port,
      district: 'Benoa',
    });
    const password = `a-${Math.random().toString(36).slice(2, 12)}`;
    await apiCall(t.server.baseUrl, cookie, 'POST', '/api/users', {
      firstName: 'Adi',
      lastName: 'Admin',
      username: 'adi',
      password,
      role: 'admin',
      center: [115.2, -8.7],
      zoom: 8,
    });
    const page = await newPage(t.browser, t.server.baseUrl);
    onTestFailed(async () => {
      await screenshot(page, 'sources-admin-failure');
    });
    await logIn(page, 'adi', password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('rail-dataSource').click();
    const panel = page.getByTestId('sources-panel');
    const row = panel.locator('[data-testid="source-row"][data-name="VTS_Benoa"]');
    await row.waitFor();
    await expect
      .poll(() => row.getByTestId('source-data-status').getAttribute('data-ok'), {
        timeout: 20_000,
        interval: 500,
      })
      .toBe('true');
    await row.getByRole('button', { name: 'Details of VTS_Benoa' }).click();
    await panel.getByTestId('source-detail').waitFor();
    expect(await panel.getByTestId('source-add').count()).toBe(0);
    expect(await panel.getByTestId('source-restart').count()).toBe(0);
    expect(await panel.getByTestId('source-delete').count()).toBe(0);
    // Selecting the station again closes its details.
    await row.getByRole('button', { name: 'Details of VTS_Benoa' }).click();
    await panel.getByTestId('source-detail').waitFor({ state: 'detached' });
    await screenshot(page, 'sources-admin');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});

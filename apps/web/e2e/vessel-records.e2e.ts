import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startInaportnetFixture,
  type RunningInaportnetFixture as RunningFixture,
} from '@pantau/server/testing/fixture-servers.ts';
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
 * Vessel records (issue 19): Rekap Kapal Pantau imported by an admin (a bad row refused and
 * named, then a good file), filtered by year and submission type with a removable chip; a
 * vessel fed by the simulator shows its PKK and SPB dots from the Inaportnet fixture.
 */

const HEADER =
  'No.,No. Rekomendasi,No. Aju,Tanggal/Jam Aju,Pemohon,Nama Kapal Laut,Tanda Panggil,MMSI,GT,Jenis Kapal Syncronized,Jenis Pengajuan,Status,Tahun';

let server: Server;
let browser: Browser;
let fixture: RunningFixture;
let cookie: string;
let page: Page;
let fed: { mmsi: number; name: string | null };

beforeAll(async () => {
  fixture = await startInaportnetFixture({ vessels: [], user: 'e2e', password: 'e2e-secret' });
  server = await startServer({
    env: {
      PANTAU_SIMULATOR: 'auto',
      PANTAU_SIM_VESSELS: '40',
      PANTAU_INAPORTNET_URL: fixture.url,
      PANTAU_INAPORTNET_USER: 'e2e',
      PANTAU_INAPORTNET_PASSWORD: 'e2e-secret',
      PANTAU_INAPORTNET_POLL_S: '10',
    },
  });
  browser = await launchBrowser();
  cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
  const picture = async () =>
    (
      (await apiCall(server.baseUrl, cookie, 'GET', '/api/vessels?limit=1000')) as {
        vessels: { mmsi: number; name: string | null }[];
      }
    ).vessels;
  const deadline = Date.now() + 30_000;
  while ((await picture()).length === 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 500));
  const vessels = await picture();
  fed = vessels[0] ?? { mmsi: 0, name: null };
  // Inaportnet knows the fed vessel: a PKK with its SPB; and a second one with a PKK only.
  const other = vessels[1]?.mmsi ?? 525000099;
  fixture.vessels.push(
    {
      mmsi: fed.mmsi,
      pkk: [{ nomorPkk: 'PKK.DN.IDTPP.2611.000777', namaKapal: fed.name ?? 'KM E2E' }],
      spb: {
        'PKK.DN.IDTPP.2611.000777': {
          nomorSPB: 'IDTPP-SPB-2611-000555',
          nomorPkk: 'PKK.DN.IDTPP.2611.000777',
        },
      },
    },
    { mmsi: other, pkk: [{ nomorPkk: 'PKK.DN.IDTPP.2611.000778' }], spb: {} },
  );
  page = await newPage(browser, server.baseUrl);
  await logIn(page, 'admin', server.adminPassword);
  await page.getByTestId('rail-pantauKapal').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fixture?.close();
});

async function importFile(name: string, text: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByTestId('registration-import').click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

async function choose(testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const rowCount = () => page.getByTestId('registration-row').count();

describe('vessel records', () => {
  it('refuses a registration file with a bad row, naming it, then imports a good one', async () => {
    await page.getByTestId('rail-pantauKapal').click();
    await page.getByTestId('pantau-kapal-dialog').waitFor();
    await page.getByTestId('registration-open').click();
    await page.getByTestId('registration-view').waitFor();

    const fedRow = `1,R-1,AJU-001,2024-01-05 09:00,PT Satu,KM SATU,YBAA,${fed.mmsi},120,Cargo,Baru,Disetujui,2024`;
    await importFile(
      'rekap-bad.csv',
      [
        HEADER,
        fedRow,
        '2,R-2,AJU-002,,PT Dua,KM DUA,YBAB,5250,80,Tanker,Perpanjangan,Disetujui,2022',
      ].join('\n'),
    );
    const error = page.getByTestId('registration-error').first();
    await expect.poll(() => error.getAttribute('data-row')).toBe('3');
    expect(await error.getAttribute('data-field')).toBe('MMSI');
    expect(await error.textContent()).toContain('MMSI needs to be 9 digits');
    expect(await rowCount()).toBe(0); // nothing stored from the refused file

    await importFile(
      'rekap.csv',
      [
        HEADER,
        fedRow,
        '2,R-2,AJU-002,,PT Dua,KM DUA,YBAB,525000002,80,Tanker,Perpanjangan,Disetujui,2022',
        '3,,AJU-003,,PT Tiga,KM TIGA,,525000003,,,Pencabutan,Proses,2020',
        '4,R-4,AJU-004,,PT Empat,KM EMPAT,YBAD,525000004,300,Cargo,Baru,Disetujui,2022',
      ].join('\n'),
    );
    await page.getByTestId('registration-imported').waitFor();
    await expect.poll(rowCount).toBe(4);
    await screenshot(page, 'vessel-records-imported');
  });

  it('filters by year and submission type, shows the chip, and removing it restores all', async () => {
    await page.getByTestId('registration-filter-open').click();
    await page.getByTestId('registration-filter').getByTestId('registration-year-from').waitFor();
    await choose('registration-year-from', '2020');
    await choose('registration-year-to', '2022');
    await choose('registration-submission', 'Baru');
    await page.getByTestId('registration-filter-apply').click();
    const chip = page.getByTestId('registration-chip');
    await chip.waitFor();
    expect(await chip.textContent()).toContain('2020–2022 · Baru');
    await expect.poll(rowCount).toBe(1);
    expect(await page.getByTestId('registration-row').first().getAttribute('data-aju')).toBe(
      'AJU-004',
    );
    await screenshot(page, 'vessel-records-filtered');
    await chip.locator('button').click();
    await chip.waitFor({ state: 'detached' });
    await expect.poll(rowCount).toBe(4);

    // LIST KAPAL lists the registered vessels by MMSI; a row selects the vessel on the map.
    await page.getByTestId('registration-back').click();
    const listRow = page.locator(`[data-testid="list-kapal-row"][data-mmsi="${fed.mmsi}"]`);
    await listRow.waitFor();
    await listRow.click();
    await page.locator(`[data-testid="vessel-panel"][data-mmsi="${fed.mmsi}"]`).waitFor();
    // The panel shows the registry's values with their provenance.
    const registry = page.getByTestId('vessel-panel').getByTestId('vessel-registry');
    await registry.waitFor();
    expect(await registry.locator('[data-field="GT (registry)"]').textContent()).toBe('120');
  });

  it("shows a fed vessel's PKK and SPB dots from the Inaportnet fixture", async () => {
    await page.getByTestId('pantau-kapal-tab-pkkspb').click();
    const row = page.locator(`[data-testid="pkkspb-row"][data-mmsi="${fed.mmsi}"]`);
    // The server asked Inaportnet before the fixture knew the vessel: refresh until it shows.
    await expect
      .poll(
        async () => {
          if ((await row.count()) === 0) await page.getByTestId('pkkspb-refresh').click();
          return row.count();
        },
        { timeout: 40_000, interval: 2_000 },
      )
      .toBe(1);
    expect(await row.getByTestId('pkk-dot').getAttribute('data-state')).toBe('green');
    expect(await row.getByTestId('spb-dot').getAttribute('data-state')).toBe('green');
    const pkkOnly = page.getByTestId('pkkspb-row').nth(1);
    expect(await pkkOnly.getByTestId('pkk-dot').getAttribute('data-state')).toBe('green');
    expect(await pkkOnly.getByTestId('spb-dot').getAttribute('data-state')).toBe('red');
    await screenshot(page, 'vessel-records-pkkspb');

    // When Inaportnet fails, that is said: no dots at all, never a red 'no clearance'.
    fixture.failWith = 503;
    try {
      await page.waitForTimeout(10_500);
      await page.getByTestId('pkkspb-refresh').click();
      await page.getByTestId('pkkspb-error').waitFor();
      expect(await page.getByTestId('pkk-dot').count()).toBe(0);
    } finally {
      fixture.failWith = null;
    }
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('finds the fed vessel in Database Kapal, expands its history, and exports it', async () => {
    await page.goto('/data-ais');
    await page.getByTestId('data-ais-table').waitFor();
    await page.getByTestId('data-ais-search').fill(String(fed.mmsi));
    const row = page.locator(`[data-testid="data-ais-row"][data-mmsi="${fed.mmsi}"]`);
    await row.waitFor();
    await expect.poll(() => page.getByTestId('data-ais-row').count()).toBe(1);
    await row.getByTestId('data-ais-expand').click();
    await page.getByTestId('data-ais-history').waitFor();

    // A condition that nothing meets: 'No Data Available'; Reset brings the fleet back.
    await page.getByTestId('data-ais-add-filter').click();
    await choose('data-ais-filter-column', 'MMSI');
    await choose('data-ais-filter-op', '<');
    await page.getByTestId('data-ais-filter-value').fill('1');
    await page.getByTestId('data-ais-filter-add').click();
    await page.getByTestId('data-ais-filter-chip').waitFor();
    await page.getByTestId('data-ais-table').getByText('No Data Available').waitFor();
    await page.getByTestId('data-ais-reset').click();
    await expect.poll(() => page.getByTestId('data-ais-row').count()).toBeGreaterThan(1);

    await page.getByTestId('data-ais-search').fill(String(fed.mmsi));
    await expect.poll(() => page.getByTestId('data-ais-row').count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('data-ais-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^data-kapal-\d{2}-\d{2}-\d{4}\.xlsx$/);
    const path = await download.path();
    const rows = await readSheet(readFileSync(path));
    expect(rows[0]?.[0]).toBe('MMSI');
    expect(rows.slice(1).map((r) => r[0])).toEqual([fed.mmsi]);
    await screenshot(page, 'vessel-records-data-ais');
    expect(pageErrors.get(page)).toEqual([]);
  });

  it("shows Detail Kapal's Registrasi Kapal, PKK and SPB tables", async () => {
    await page.goto(`/detail-kapal?mmsi=${fed.mmsi}`);
    const regs = page.getByTestId('detail-registrations');
    await regs.getByText('AJU-001').waitFor();
    await page.getByTestId('detail-pkk').getByText('PKK.DN.IDTPP.2611.000777').waitFor();
    await page.getByTestId('detail-spb').getByText('IDTPP-SPB-2611-000555').waitFor();
    await screenshot(page, 'vessel-records-detail');
    // A vessel nobody registered and Inaportnet does not know: '-- No Data --' in each.
    await page.goto('/detail-kapal?mmsi=525999999');
    for (const id of ['detail-registrations', 'detail-pkk', 'detail-spb'])
      expect(await page.getByTestId(`${id}-empty`).textContent()).toBe('-- No Data --');
  });

  it('downloads the registrations as xlsx named with the day', async () => {
    const response = await fetch(`${server.baseUrl}/api/registrations/export?submission=Baru`, {
      headers: { cookie },
    });
    expect(response.headers.get('content-disposition')).toMatch(
      /rekap-kapal-pantau-\d{2}-\d{2}-\d{4}\.xlsx/,
    );
    const rows = await readSheet(Buffer.from(await response.arrayBuffer()));
    expect(rows.slice(1).map((r) => r[2])).toEqual(['AJU-001', 'AJU-004']);
  });
});

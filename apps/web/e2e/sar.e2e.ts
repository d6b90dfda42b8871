import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wibDay } from '@pantau/domain';
import {
  startBasarnasFixture,
  type RunningBasarnasFixture,
} from '@pantau/server/testing/fixture-servers.ts';
import { positionLines, staticLines } from '@pantau/server/testing/nmea-lines.ts';
import { pdfText } from '@pantau/server/testing/pdf-text.ts';
import { SAR_NEWS_SUNDA as NEWS } from '@pantau/server/testing/sar-news.ts';
import {
  addTcpSource,
  adminOnMap,
  launchBrowser,
  pageErrors,
  screenshot,
  startNmeaFeed,
  startServer,
  type NmeaFeed,
  type Server,
} from './harness.ts';

/**
 * Berita SAR (issue #35 point 6; SPEC §2.14): against the Basarnas fixture, search a period,
 * open a card and read its victim tables, download the PDF and read it back, and open SAR
 * assist for the case's scene, around which three ships are fed over TCP as real NMEA: a SAR
 * boat 6 NM off at 24 kn (ETA 15 min), a cargo ship 3 NM off at 10 kn (18 min), and one at
 * anchor 1 NM off (no ETA): listed in that order.
 */

const SCENE: [number, number] = [105.97, -5.83];
const SAR_BOAT = 525_019_051;
const CARGO = 525_019_080;
const ANCHORED = 525_019_001;
const OTHER = {
  nama_berita: 'Mati Mesin KM Rezeki Laut di perairan Benoa',
  jenis_kecelakaan: 'Mati Mesin',
  nama_kansar: 'Kantor SAR Denpasar',
  tgl_kejadian: '2026-11-29 14:00:00',
  korban_selamat: 3,
  detail_korban: { data_korban: [] },
};
/** Degrees of longitude for `nm` nautical miles at the scene's latitude. */
const east = (nm: number) => nm / 60 / Math.cos((Math.abs(SCENE[1]) * Math.PI) / 180);

let basarnas: RunningBasarnasFixture;
let feed: NmeaFeed;
let server: Server;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  basarnas = await startBasarnasFixture({ token: 'e2e-token' });
  basarnas.items = [NEWS, OTHER];
  feed = await startNmeaFeed([
    ...positionLines(SAR_BOAT, [SCENE[0] + east(6), SCENE[1]], 24),
    ...staticLines(SAR_BOAT, 'KN SAR KAMAJAYA', 'YBSAR', 0),
    ...positionLines(CARGO, [SCENE[0], SCENE[1] + 3 / 60], 10),
    ...staticLines(CARGO, 'KM SELAT SUNDA', 'YBSSU', 9_100_001),
    ...positionLines(ANCHORED, [SCENE[0] - east(1), SCENE[1]], 0),
  ]);
  server = await startServer({
    env: {
      PANTAU_SIMULATOR: 'off',
      PANTAU_BASARNAS_URL: basarnas.url,
      PANTAU_BASARNAS_TOKEN: 'e2e-token',
    },
  });
  browser = await launchBrowser();
  await addTcpSource(server, 'sar-e2e', feed.port);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await feed?.close();
  await basarnas?.close();
});

describe('Berita SAR', () => {
  it('searches a period, opens a card with its victims, downloads the PDF, and ranks the ships that can help', async () => {
    const page = await adminOnMap(browser, server, 'sar');
    await page.getByTestId('rail-beritaSar').click();
    const dialog = page.getByTestId('sar-dialog');
    await dialog.waitFor();
    const today = wibDay(Date.now());
    const from = wibDay(Date.now() - 10 * 86_400_000);
    await dialog.getByTestId('sar-from').fill(from);
    await dialog.getByTestId('sar-to').fill(today);
    await dialog.getByTestId('sar-search').click();

    const cards = dialog.getByTestId('sar-card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
    expect(basarnas.requests).toContain(`/bsar/${from}/${today}`);
    const card = cards.filter({ hasText: 'KMP Bahari Nusantara' });
    const summary = await card.innerText();
    for (const text of [
      'Kapal Tenggelam',
      'Kantor SAR Banten',
      '2026-11-30',
      'Selamat',
      'Hilang',
      'Meninggal',
    ])
      expect(summary).toContain(text);

    // A card opens to its details and the three victim tables; one open at a time.
    await card.click();
    const victims = dialog.getByTestId('sar-victims');
    await victims.waitFor();
    const rows = (outcome: string) => victims.locator(`[data-outcome="${outcome}"] tbody tr`);
    await expect.poll(() => rows('S').count()).toBe(2);
    expect(await rows('S').allInnerTexts()).toEqual([
      expect.stringContaining('Ahmad Saputra'),
      expect.stringContaining('Siti Rahman'),
    ]);
    expect(await rows('DP').innerText()).toContain('Budi Lubis');
    expect(await rows('M').innerText()).toContain('Wayan Pratama');
    await screenshot(page, 'sar-card');
    await cards.filter({ hasText: 'KM Rezeki Laut' }).click();
    await expect.poll(() => dialog.getByTestId('sar-victims').count()).toBe(1);
    expect(await dialog.getByTestId('sar-victims').innerText()).not.toContain('Ahmad Saputra');
    await card.click();

    // The PDF: its name, and its text read back; the button rests about a second.
    const downloading = page.waitForEvent('download');
    await dialog.getByTestId('sar-pdf').click();
    expect(await dialog.getByTestId('sar-pdf').getAttribute('aria-disabled')).toBe('true');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`beritasar ${from} sampai ${today}.pdf`);
    const pdf = await pdfText(readFileSync((await download.path()) ?? ''));
    expect(pdf.size).toEqual([842, 595]);
    for (const text of ['KMP Bahari Nusantara', 'KM Rezeki Laut', 'Ahmad Saputra', 'Wayan Pratama'])
      expect(pdf.text).toContain(text);
    await expect
      .poll(() => dialog.getByTestId('sar-pdf').getAttribute('aria-disabled'), { timeout: 5_000 })
      .not.toBe('true');

    // SAR assist at the case's scene: the fed ships by ETA, the SAR boat marked.
    await card.getByTestId('sar-assist').click();
    const assistRows = dialog.locator(
      '[data-testid="sar-assist-now"] [data-testid="sar-assist-row"]',
    );
    await expect
      .poll(
        () => assistRows.evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('data-mmsi')))),
        {
          timeout: 60_000,
        },
      )
      .toEqual([SAR_BOAT, CARGO, ANCHORED]);
    const first = await assistRows.first().innerText();
    expect(first).toContain('KN SAR KAMAJAYA');
    expect(first).toMatch(/15\s*min/);
    expect(first).toContain('SAR');
    await screenshot(page, 'sar-assist');

    // A row shows the vessel: its panel opens.
    await assistRows.nth(1).click();
    await expect
      .poll(() => page.getByTestId('vessel-panel').getAttribute('data-mmsi'), { timeout: 20_000 })
      .toBe(String(CARGO));

    // Basarnas down: a period not read before says it could not be read, with the time of the
    // last good answer, and neither cards nor 'no data'; once it is back, the period reads.
    basarnas.failWith = 503;
    await dialog.getByTestId('sar-from').fill(wibDay(Date.now() - 2 * 86_400_000));
    await dialog.getByTestId('sar-search').click();
    const error = dialog.getByTestId('sar-error');
    await error.waitFor({ timeout: 20_000 });
    expect(await error.innerText()).toMatch(
      /Basarnas answered HTTP 503[\s\S]*Last good answer: \d{2}-\d{2}-\d{4}/,
    );
    expect(await dialog.getByTestId('sar-empty').count()).toBe(0);
    expect(await dialog.getByTestId('sar-card').count()).toBe(0);
    basarnas.failWith = null;
    // A period without news says so in the spec's words.
    basarnas.items = [];
    await dialog.getByTestId('sar-from').fill(wibDay(Date.now() - 3 * 86_400_000));
    await dialog.getByTestId('sar-search').click();
    await expect
      .poll(() => dialog.getByTestId('sar-empty').textContent(), { timeout: 20_000 })
      .toBe('Tidak ada data tersedia');
    basarnas.items = [NEWS, OTHER];
    await dialog.getByTestId('sar-from').fill(from);
    await dialog.getByTestId('sar-search').click();
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);

    // A case Basarnas gave no position: the officer places the scene with a click on the map.
    const other = cards.filter({ hasText: 'KM Rezeki Laut' });
    await other.click();
    await other.getByTestId('sar-assist').click();
    await dialog.getByTestId('sar-assist-placing').waitFor();
    await page.mouse.click(850, 250);
    await dialog.getByTestId('sar-assist-scene').waitFor();
    expect(await dialog.getByTestId('sar-assist-scene').innerText()).toMatch(/LS|LU/);
    await dialog.getByTestId('sar-assist-now').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('vessel-panel').count()).toBe(1);
    expect(pageErrors.get(page)).toEqual([]);
  });
});

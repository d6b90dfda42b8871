/**
 * The live map under load, in headless Chromium (software WebGL), in one run: for N
 * vessels (10,000, 50,000, 200,000 by default),
 *   a. one full update of N vessels, from a binary positions frame arriving to the frame on
 *      screen,
 *   b. frame times while the map pans (requestAnimationFrame deltas: median, p95),
 *   c. JS memory after GC,
 * each for our path (real VesselSet in a worker + real deck.gl overlay) beside a plain
 * MapLibre GeoJSON circle layer with the same points, measured in the same run.
 *
 *   npm run bench -w @pantau/web
 *
 * BENCH_N=10000,50000 and BENCH_UPDATES=3 change the sizes and the updates per size;
 * BENCH_STACKS=pantau,maplibre runs only those stacks (default: all four);
 * BENCH_VIEWS=all adds an overview of all Indonesia (zoom 4.6: dots) to the opening view.
 *
 * Writes test-artifacts/bench/web-map.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { build, preview } from 'vite';
import { DEFAULT_VIEW, mapView } from '../src/map/places.ts';
import type { PageResult, Stack, ViewSpec } from './result.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '../../..');
const OUT = join(REPO_ROOT, 'test-artifacts', 'bench', 'web-map.json');
const SIZES = (process.env.BENCH_N ?? '10000,50000,200000').split(',').map(Number);
const UPDATES = Number(process.env.BENCH_UPDATES ?? 3);
const BIG = Math.max(...SIZES);
/** The bar: interactive = pan p95 within this factor of the baseline's, at the biggest N. */
const PAN_FACTOR = 1.5;
const MEMORY_BAR = 100e6;

/**
 * SPEC §9's opening view (places.ts DEFAULT_VIEW, spec zoom 6: MapLibre zoom 5, ship icons,
 * dots when crowded), and all of Indonesia (MapLibre zoom 4.6: dots).
 */
const ALL_VIEWS: ViewSpec[] = [
  { id: 'default z6', ...mapView(DEFAULT_VIEW) },
  { id: 'overview z4.6', center: [118, -2.5], zoom: 4.6 },
];
/** The opening view only, unless BENCH_VIEWS=all (it doubles the run's time). */
const VIEWS = process.env.BENCH_VIEWS === 'all' ? ALL_VIEWS : ALL_VIEWS.slice(0, 1);
/** Which stacks run (BENCH_STACKS=pantau for a quick look at ours alone; default: all four). */
const STACKS = new Set((process.env.BENCH_STACKS ?? 'empty,overlay,pantau,maplibre').split(','));

// CHROMIUM.md's flags for software WebGL, plus gc() and precise memory figures.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--js-flags=--expose-gc',
  '--enable-precise-memory-info',
  '--enable-blink-features=ForceEagerMeasureMemory',
];

const out = (s: string) => process.stdout.write(`${s}\n`);
const log = (s: string) => process.stderr.write(`[bench] ${s}\n`);
const median = (a: number[]) => pct(a, 50);
function pct(values: number[], p: number): number {
  const a = [...values].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor((a.length * p) / 100))] ?? NaN;
}
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '–');
const mb = (v: number | null) =>
  v === null || !Number.isFinite(v) ? '–' : `${(v / 1e6).toFixed(1)} MB`;

async function runPage(
  browser: Browser,
  baseUrl: string,
  stack: Stack,
  n: number,
  view: ViewSpec,
): Promise<PageResult> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const query = new URLSearchParams({
      stack,
      n: String(n),
      updates: String(UPDATES),
      view: JSON.stringify(view),
    });
    await page.goto(`${baseUrl}/?${query.toString()}`);
    await page.waitForFunction(() => 'pantauBench' in window);
    const result = await page.evaluate(() =>
      (window as unknown as { pantauBench: () => Promise<PageResult> }).pantauBench(),
    );
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return result;
  } finally {
    await context.close();
  }
}

const started = Date.now();
const load = [loadavg()[0] ?? NaN];
log('building the bench page ...');
await build({ configFile: join(HERE, 'vite.config.ts') });
const server = await preview({
  configFile: join(HERE, 'vite.config.ts'),
  preview: {
    host: '127.0.0.1',
    port: 0,
    // Cross-origin isolation lets measureUserAgentSpecificMemory() count the workers too.
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
  },
});
const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
if (!baseUrl) throw new Error('the preview server has no address');
const browser = await chromium.launch({
  executablePath: process.env.PANTAU_CHROMIUM ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});

const results: PageResult[] = [];
try {
  for (const view of VIEWS) {
    for (const stack of ['empty', 'overlay'] as const) {
      if (!STACKS.has(stack)) continue;
      log(`${view.id}: ${stack}`);
      results.push(await runPage(browser, baseUrl, stack, 0, view));
    }
    for (const n of SIZES) {
      for (const stack of ['pantau', 'maplibre'] as const) {
        if (!STACKS.has(stack)) continue;
        log(`${view.id}: ${stack} ${n.toLocaleString('en-US')}`);
        results.push(await runPage(browser, baseUrl, stack, n, view));
        load.push(loadavg()[0] ?? NaN);
      }
    }
  }
} finally {
  await browser.close();
  await new Promise<void>((r) => server.httpServer.close(() => r()));
}

// ---------------------------------------------------------------------------------------
const memoryOf = (r: PageResult) => r.memory.allContexts ?? r.memory.mainHeap;
const LABELS: Record<Stack, string> = {
  empty: 'map only',
  overlay: 'our overlay, 0 vessels',
  pantau: 'ours (deck.gl)',
  maplibre: 'MapLibre circles',
};
/** What ours drew the vessels as (vessels.deck.ts: icons, or dots far out or when crowded). */
const markers = (r: PageResult) =>
  r.layers.includes('vessels') ? ' (icons)' : r.layers.includes('vessels-dots') ? ' (dots)' : '';
const row = (r: PageResult) => {
  const updates = r.updates.map((u) => u.totalMs);
  return [
    `${LABELS[r.stack]}${markers(r)}`,
    r.n.toLocaleString('en-US'),
    r.updates.length > 0 ? ms(median(updates)) : '–',
    r.first ? ms(r.first.totalMs) : '–',
    ms(median(r.panDeltas)),
    ms(pct(r.panDeltas, 95)),
    String(r.panDeltas.length),
    mb(r.memory.mainHeap),
    mb(r.memory.allContexts),
    mb(r.memory.canvas),
  ];
};
const header = [
  'stack',
  'N',
  'update',
  'first',
  'pan p50',
  'pan p95',
  'frames',
  'JS main',
  'JS all',
  'canvas',
];
const table = (rows: string[][]) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
};

out(
  `renderer: ${results[0]?.renderer ?? '?'}; viewport 1440×900; ${UPDATES} updates per N (median shown)`,
);
out(
  'update: frame arrival → on screen. Ours: frame posted (transferred) to a worker → decode + real VesselSet.apply + columns() → columns transferred back → real createVesselOverlay().render → deck.gl draw (onAfterRender) → GPU done (fence) → next rAF. Baseline: decode on main → FeatureCollection → setData → map idle → GPU done (fence) → next rAF.',
);
out(
  `pan: ${2 * 2500} ms scripted pan (map.panBy 400 px east and back, linear), rAF deltas. JS main: performance.memory.usedJSHeapSize after gc(); JS all: measureUserAgentSpecificMemory()'s JavaScript (heaps + ArrayBuffers) over page + workers after gc(); canvas: its Canvas entries (not JS, shown for the record).`,
);
for (const view of VIEWS) {
  out(`\n${view.id}, centre ${view.center.join(', ')}`);
  out(table(results.filter((r) => r.view === view.id).map(row)));
}

out('\nwhere the update went (medians, ms)');
for (const r of results) {
  if (r.updates.length === 0) continue;
  const names = Object.keys(r.updates[0]?.parts ?? {});
  const parts = names.map(
    (k) => `${k} ${median(r.updates.map((u) => u.parts[k] ?? NaN)).toFixed(0)}`,
  );
  out(`  ${r.view}, ${r.stack} ${r.n.toLocaleString('en-US')}: ${parts.join(', ')}`);
}

const verdicts: string[] = [];
for (const view of VIEWS) {
  const ours = results.find((r) => r.view === view.id && r.stack === 'pantau' && r.n === BIG);
  const base = results.find((r) => r.view === view.id && r.stack === 'maplibre' && r.n === BIG);
  if (!ours || !base) continue;
  const oursP95 = pct(ours.panDeltas, 95);
  const baseP95 = pct(base.panDeltas, 95);
  const panMet = oursP95 <= PAN_FACTOR * baseP95;
  const memMet = memoryOf(ours) <= MEMORY_BAR;
  verdicts.push(
    `${view.id}: ${BIG.toLocaleString('en-US')} vessels interactive (pan p95 ${ms(oursP95)} ≤ ${PAN_FACTOR}× baseline ${ms(baseP95)}): ${panMet ? 'met' : 'NOT met'}; JS memory ${mb(memoryOf(ours))} ≤ 100 MB: ${memMet ? 'met' : 'NOT met'}`,
  );
}
out('');
for (const v of verdicts) out(`bar  ${v}`);
const loadText = `load average (1 min) ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)} on 2 cores during the run`;
out(`${loadText}; software WebGL: compare the rows, not the ms with a GPU machine`);
if (/SwiftShader/i.test(results[0]?.renderer ?? '')) {
  out(
    'note: SwiftShader runs an instanced draw as one software draw per instance, so our markers are one point sprite per vessel (vessel-points.layer.ts, not instanced); what remains under software WebGL is shading the sprites on the CPU (gpuDone).',
  );
}

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      seconds: (Date.now() - started) / 1000,
      load,
      bar: { panFactor: PAN_FACTOR, memoryBytes: MEMORY_BAR, verdicts },
      results,
    },
    null,
    2,
  )}\n`,
);
log(`wrote ${OUT} in ${((Date.now() - started) / 1000).toFixed(0)} s`);

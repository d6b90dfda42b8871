/**
 * The POI layers under load (issue #14), in headless Chromium (software WebGL), against the
 * real server and the built web app: the map panned 400 px east and back (2.5 s each way,
 * requestAnimationFrame deltas: median, p95) with every POI category switched on, beside the
 * same map with every POI category off, at national zoom (spec 6) and harbour zoom (spec 12,
 * Tj. Priok). The registry holds its reference entries plus BENCH_POIS generated points
 * (default 3000, one in ten around Jakarta's harbour) across every category; the simulator's traffic runs
 * in both.
 *
 *   npm run build -w @pantau/web && node apps/web/bench/poi.bench.ts
 *
 * Writes test-artifacts/bench/web-poi.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { POI_CATEGORIES, POI_GROUPS } from '@pantau/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Page } from 'playwright-core';
import {
  REPO_ROOT,
  apiCall,
  apiSession,
  launchBrowser,
  logIn,
  newPage,
  startServer,
} from '../e2e/harness.ts';
import { mapView } from '../src/map/places.ts';

const OUT = join(REPO_ROOT, 'test-artifacts', 'bench', 'web-poi.json');
const POIS = Number(process.env.BENCH_POIS ?? 3000);
const VIEWS = [
  { id: 'national z6', ...mapView({ center: [117.1, -0.9], zoom: 6 }) },
  { id: 'harbour z12 (Tj. Priok)', ...mapView({ center: [106.883333, -6.1], zoom: 12 }) },
];
const log = (s: string) => process.stderr.write(`[bench] ${s}\n`);
const out = (s: string) => process.stdout.write(`${s}\n`);
function pct(values: number[], p: number): number {
  const a = [...values].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor((a.length * p) / 100))] ?? NaN;
}

/** A deterministic spread of points over Indonesia's seas and coasts, every category in turn. */
function generated(n: number): string {
  const rows = ['id,category,name,identifier,lon,lat'];
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < n; i++) {
    const category = POI_CATEGORIES[i % POI_CATEGORIES.length] ?? 'unidentified';
    // One in ten in and around Jakarta's harbour (the harbour view), the rest across the
    // archipelago.
    const near = i % 10 === 0;
    const lon = near ? 106.7 + random() * 0.4 : 95 + random() * 46;
    const lat = near ? -6.2 + random() * 0.25 : -11 + random() * 17;
    rows.push(
      `bench-${i},${category},Bench ${category} ${i},${i % 1000},${lon.toFixed(5)},${lat.toFixed(5)}`,
    );
  }
  return rows.join('\n');
}

async function panDeltas(page: Page, view: { center: [number, number]; zoom: number }) {
  return page.evaluate(async (v) => {
    const map = (window as unknown as { __pantauMap: MapLibreMap }).__pantauMap;
    map.jumpTo({ center: v.center, zoom: v.zoom });
    await new Promise((r) => setTimeout(r, 4000));
    const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
    const deltas: number[] = [];
    let recording = true;
    let last = await frame();
    const tick = (t: number) => {
      deltas.push(t - last);
      last = t;
      if (recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    for (const dx of [400, -400]) {
      const ended = new Promise((r) => map.once('moveend', r));
      map.panBy([dx, 0], { duration: 2500, easing: (t) => t });
      await ended;
    }
    recording = false;
    return deltas;
  }, view);
}

const started = Date.now();
const server = await startServer();
const browser = await launchBrowser();
const results: { view: string; pois: 'on' | 'off'; p50: number; p95: number; frames: number }[] =
  [];
try {
  const cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
  // The import takes at most 5000 entries and 900000 characters a file.
  for (let from = 0; from < POIS; from += 2500) {
    const part = generated(Math.min(POIS, from + 2500)).split('\n');
    const body = [part[0], ...part.slice(1 + from)].join('\n');
    await apiCall(server.baseUrl, cookie, 'POST', '/api/ports/import', {
      format: 'csv',
      content: body,
    });
  }
  const total = (
    (await apiCall(server.baseUrl, cookie, 'GET', '/api/ports')) as {
      assets: unknown[];
    }
  ).assets.length;
  log(`${total} registry entries`);
  for (const view of VIEWS) {
    for (const pois of ['off', 'on'] as const) {
      const page = await newPage(browser, server.baseUrl);
      const toggles = Object.fromEntries(POI_GROUPS.map((g) => [g.id, pois === 'on']));
      await page.addInitScript((on) => {
        localStorage.setItem('pantau.layers', JSON.stringify({ state: { on }, version: 0 }));
      }, toggles);
      await logIn(page, 'admin', server.adminPassword);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('map').waitFor();
      await page.waitForTimeout(3000);
      const deltas = await panDeltas(page, view);
      results.push({
        view: view.id,
        pois,
        p50: pct(deltas, 50),
        p95: pct(deltas, 95),
        frames: deltas.length,
      });
      log(
        `${view.id}, POIs ${pois}: p50 ${pct(deltas, 50).toFixed(0)} ms, p95 ${pct(deltas, 95).toFixed(0)} ms`,
      );
      await page.context().close();
    }
  }
  out(
    `registry: ${total} entries (reference + ${POIS} generated); viewport 1440×900; software WebGL`,
  );
  out('view                       POIs   pan p50   pan p95   frames');
  for (const r of results) {
    out(
      `${r.view.padEnd(27)}${r.pois.padEnd(5)}${`${r.p50.toFixed(0)} ms`.padStart(9)}${`${r.p95.toFixed(0)} ms`.padStart(10)}${String(r.frames).padStart(9)}`,
    );
  }
  out(`load average (1 min) ${(loadavg()[0] ?? NaN).toFixed(2)} on the machine at the end`);
} finally {
  await browser.close();
  await server.stop();
}
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  `${JSON.stringify({ at: new Date().toISOString(), seconds: (Date.now() - started) / 1000, pois: POIS, results }, null, 2)}\n`,
);
log(`wrote ${OUT}`);

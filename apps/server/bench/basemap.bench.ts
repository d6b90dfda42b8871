/**
 * The offline base map's land tiles (`features/basemap`): what the first request costs, what
 * a restart costs, and how fast tiles come once the thread is up.
 *
 * Printed, each beside its baseline from the same run:
 *   - the first start, cutting the region from the 135 MB package (in a child process), and a
 *     restart reading the cached cut, with the server's memory growth after each;
 *   - the event loop's worst delay while the first cut runs, beside the same loop idle (the
 *     tile thread must not block the server);
 *   - tiles/s and p99 latency for tiles made fresh (a user panning at harbour zooms around
 *     the quick-zoom ports), beside the same tiles again from the in-memory cache.
 *
 *   npm run bench -w apps/server   (or: node bench/basemap.bench.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LAND_LAYER, LAND_MAX_ZOOM, LAND_REGION } from '@pantau/contracts';
import { cutCachePath, landSource, LandTiles } from '@pantau/server/testing/stages.ts';

const out = (s: string) => process.stdout.write(`${s}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** The quick-zoom ports of SPEC §2. */
const PORTS: [string, number, number][] = [
  ['Benoa', 115.2167, -8.75],
  ['Tj. Priok', 106.8833, -6.1],
  ['Cirebon', 108.5667, -6.7167],
  ['Tarakan', 117.5833, 3.2833],
  ['Batam', 103.95, 1.1167],
  ['Belawan', 98.7167, 3.7833],
];

function tileOf(lon: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [
    Math.floor(((lon + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  ];
}

/** The tiles a 1440×900 screen shows around each port at zooms 9–14 (MapLibre, 512 px). */
const wanted: [number, number, number][] = [];
for (const [, lon, lat] of PORTS) {
  for (let z = 9; z <= LAND_MAX_ZOOM; z++) {
    const [cx, cy] = tileOf(lon, lat, z);
    for (let dx = -2; dx <= 2; dx++)
      for (let dy = -1; dy <= 1; dy++) wanted.push([z, cx + dx, cy + dy]);
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function timeTiles(tiles: LandTiles): Promise<{ perS: number; p99: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  const t0 = performance.now();
  for (const [z, x, y] of wanted) {
    const s = performance.now();
    bytes += (await tiles.tile(z, x, y))?.length ?? 0;
    times.push(performance.now() - s);
  }
  const ms = performance.now() - t0;
  times.sort((a, b) => a - b);
  return { perS: (wanted.length / ms) * 1000, p99: pct(times, 0.99), bytes };
}

const dir = mkdtempSync(join(tmpdir(), 'pantau-basemap-bench-'));
const { path, name } = landSource();
const options = {
  sourcePath: path,
  cachePath: cutCachePath(dir, name),
  box: LAND_REGION,
  maxZoom: LAND_MAX_ZOOM,
  layer: LAND_LAYER,
};
try {
  // The event loop idle, then while the first cut runs on the thread.
  const idle = monitorEventLoopDelay({ resolution: 5 });
  idle.enable();
  await new Promise((r) => setTimeout(r, 2000));
  idle.disable();
  const busy = monitorEventLoopDelay({ resolution: 5 });
  const rssStart = process.memoryUsage().rss;
  const first = new LandTiles(options);
  busy.enable();
  // A timer keeps the loop turning so its delays are measured.
  const ticking = setInterval(() => undefined, 5);
  const cut = await first.warm();
  clearInterval(ticking);
  busy.disable();
  const rssFirst = process.memoryUsage().rss - rssStart;
  await first.close();

  const again = new LandTiles(options);
  const rssBefore = process.memoryUsage().rss;
  const cached = await again.warm();
  const rssTiles = process.memoryUsage().rss - rssBefore;
  out(`basemap: ${cut.features} land polygons in the region`);
  out(
    `  first start, cutting from the package: ${fmt((cut.cutMs ?? 0) + cut.ms)} ms` +
      `   | restart from the cached cut: ${fmt(cached.ms)} ms`,
  );
  out(
    `  server RSS after the first start: +${fmt(rssFirst / 1e6)} MB (the cut ran in a child process)` +
      `   | after a restart from the cache: +${fmt(rssTiles / 1e6)} MB`,
  );
  out(
    `  event loop max delay during the first cut: ${(busy.max / 1e6).toFixed(1)} ms` +
      `   | idle: ${(idle.max / 1e6).toFixed(1)} ms`,
  );

  const fresh = await timeTiles(again);
  const warm = await timeTiles(again);
  out(
    `  ${wanted.length} tiles around ${PORTS.length} ports at zooms 9-${LAND_MAX_ZOOM}, ${fmt(fresh.bytes / wanted.length)} B gzipped on average`,
  );
  out(`  made fresh on the thread: ${fmt(fresh.perS)} tiles/s, p99 ${fresh.p99.toFixed(2)} ms`);
  out(`  from the memory cache   : ${fmt(warm.perS)} tiles/s, p99 ${warm.p99.toFixed(3)} ms`);
  await again.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

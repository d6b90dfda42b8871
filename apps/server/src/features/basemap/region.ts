import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { LAND_REGION } from '@pantau/contracts';
import type { Box } from './land-cut.ts';

/**
 * Where the offline base map's detailed land comes from: by default `@geo-maps/earth-lands-10m`
 * (code MIT; data © OpenStreetMap contributors, ODbL 1.0), a world land GeoJSON at 10 m; or
 * the operator's own land file (PANTAU_LAND_FILE), such as OpenStreetMap's land polygons at
 * full resolution, which draw harbour works (breakwaters, moles) the package's older,
 * simplified coastline lacks. The region (`LAND_REGION`, Indonesia with a margin) is cut from
 * it once and cached.
 */
const require = createRequire(import.meta.url);

export interface LandSource {
  /** The GeoJSON file of land polygons. */
  path: string;
  /** Names the cached cut: changes with the package's version or the file's contents. */
  name: string;
}

/** `readFileSync` reads at most this much into one buffer (Node's limit, 2 GiB − 1). */
export const LAND_FILE_MAX_BYTES = 2 ** 31 - 1;

/** The package's GeoJSON, or the operator's land file when one is configured. */
export function landSource(file?: string): LandSource {
  if (file === undefined) {
    const path = require.resolve('@geo-maps/earth-lands-10m/map.geo.json');
    const { version } = require('@geo-maps/earth-lands-10m/package.json') as { version: string };
    return { path, name: `10m-${version}` };
  }
  const path = resolve(file);
  let size: number;
  let mtimeMs: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new Error('not a file');
    ({ size, mtimeMs } = stat);
  } catch (err) {
    throw new Error(`PANTAU_LAND_FILE ${path}: ${(err as Error).message}`, { cause: err });
  }
  if (size > LAND_FILE_MAX_BYTES) {
    throw new Error(
      `PANTAU_LAND_FILE ${path}: ${size} bytes, over ${LAND_FILE_MAX_BYTES}; clip it to the region first (README, "Base map")`,
    );
  }
  // A replaced or edited file is cut again: its path, size and time name the cut.
  const id = createHash('sha256').update(`${path}\0${size}\0${mtimeMs}`).digest('hex');
  return { path, name: `file-${id.slice(0, 16)}` };
}

/** Changes whenever the cut is made differently (`land-cut.ts`), so old caches are not read. */
const CUT_VERSION = 2;

/**
 * Where the region's cut is cached: under the data directory, named by the source, the cut
 * version and the box.
 */
export function cutCachePath(dataDir: string, name: string, box: Box = LAND_REGION): string {
  return join(dataDir, 'basemap', `land-${name}-cut${CUT_VERSION}-${box.join('_')}.geojson`);
}

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LAND_REGION } from '@pantau/contracts';
import type { Box } from './land-cut.ts';

/**
 * Where the offline base map's detailed land comes from: `@geo-maps/earth-lands-10m` (code
 * MIT; data © OpenStreetMap contributors, ODbL 1.0), a world land GeoJSON at 10 m. The
 * region (`LAND_REGION`, Indonesia with a margin) is cut from it once and cached.
 */
const require = createRequire(import.meta.url);

/** The package's GeoJSON and its version (the version names the cached cut). */
export function landSource(): { path: string; version: string } {
  const path = require.resolve('@geo-maps/earth-lands-10m/map.geo.json');
  const { version } = require('@geo-maps/earth-lands-10m/package.json') as { version: string };
  return { path, version };
}

/** Changes whenever the cut is made differently (`land-cut.ts`), so old caches are not read. */
const CUT_VERSION = 2;

/**
 * Where the region's cut is cached: under the data directory, named by source version, cut
 * version and box.
 */
export function cutCachePath(dataDir: string, version: string, box: Box = LAND_REGION): string {
  return join(dataDir, 'basemap', `land-10m-${version}-cut${CUT_VERSION}-${box.join('_')}.geojson`);
}

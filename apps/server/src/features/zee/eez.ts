import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LonLat } from '@pantau/geo';

/**
 * Indonesia's Exclusive Economic Zone, from the npm package `@globalfishingwatch/ocean-areas`
 * (MIT; Global Fishing Watch's simplified outlines of the Marine Regions Maritime Boundaries
 * Geodatabase, Flanders Marine Institute, CC BY 4.0), the feature whose Marine Regions id
 * (MRGID) is 8492. A simplified outline of 55 vertices: near the boundary it can be off by
 * kilometres, so a ZEE alert there is approximate (the test measures how far against an
 * independent outline).
 */
export const INDONESIA_EEZ_MRGID = 8492;
export const EEZ_SOURCE =
  'Marine Regions Maritime Boundaries (VLIZ, CC BY 4.0), simplified by Global Fishing Watch (@globalfishingwatch/ocean-areas, MIT)';

interface EezFeature {
  properties?: { name?: string; area?: number; type?: string };
  geometry?: { type?: string; coordinates?: unknown };
}

let cached: LonLat[] | undefined;

/** The outer ring of Indonesia's EEZ, counter-clockwise as RFC 7946 stores it. */
export function indonesiaEez(): readonly LonLat[] {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('@globalfishingwatch/ocean-areas/package.json'));
  const all = JSON.parse(readFileSync(join(dir, 'src/data/source/eezs.json'), 'utf8')) as
    EezFeature[] | { features: EezFeature[] };
  const features = Array.isArray(all) ? all : all.features;
  const eez = features.find((f) => f.properties?.area === INDONESIA_EEZ_MRGID);
  if (eez?.geometry?.type !== 'Polygon') {
    throw new Error(`the EEZ with MRGID ${INDONESIA_EEZ_MRGID} is not a polygon in the package`);
  }
  const [outer] = eez.geometry.coordinates as [number, number][][];
  if (!outer || outer.length < 4) throw new Error('the EEZ polygon has no outer ring');
  cached = outer.map(([lon, lat]) => [lon, lat] as LonLat);
  return cached;
}

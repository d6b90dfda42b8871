import { LAND_REGION, type PlaceNames } from '@pantau/contracts';
import { CITIES_ATTRIBUTION, citiesIn, readAllTheCities } from './cities.ts';
import { MARINE_NAMES } from './marine.ts';
import { PROVINCES } from './provinces.ts';

/**
 * The base map's names: the seas, straits and bays and the provinces (the project's own
 * lists), and the cities and towns of GeoNames in the region. Worked out once, on the first
 * request (reading the cities takes about a fifth of a second), then kept.
 */
let names: PlaceNames | null = null;

export function placeNames(): PlaceNames {
  names ??= {
    places: [...MARINE_NAMES, ...PROVINCES, ...citiesIn(readAllTheCities(), LAND_REGION)],
    attribution: [CITIES_ATTRIBUTION],
  };
  return names;
}

import type { MapFeature } from '@pantau/contracts';

/** The colours of the ports' published Alur & SBNP features on the map. */

export type Rgb = [number, number, number];

/** SPEC §5: red, yellow, green, white, orange, blue, cyan, purple. */
export const FEATURE_RGB: Record<NonNullable<MapFeature['properties']['poiColor']>, Rgb> = {
  red: [224, 49, 49],
  yellow: [250, 176, 5],
  green: [47, 158, 68],
  white: [248, 249, 250],
  orange: [247, 103, 7],
  blue: [28, 126, 214],
  cyan: [16, 152, 173],
  purple: [174, 62, 201],
};

/** Each kind's own colour, for a feature without one. */
export const KIND_RGB: Record<MapFeature['properties']['type'], Rgb> = {
  alur: FEATURE_RGB.orange,
  'garis haluan': FEATURE_RGB.cyan,
  zona: FEATURE_RGB.purple,
  sbnp: FEATURE_RGB.yellow,
  poi: FEATURE_RGB.red,
};

export function featureColour(f: {
  properties: Pick<MapFeature['properties'], 'type' | 'poiColor'>;
}): Rgb {
  const own = f.properties.poiColor;
  return own ? FEATURE_RGB[own] : KIND_RGB[f.properties.type];
}

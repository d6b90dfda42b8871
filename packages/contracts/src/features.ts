import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { singleLineText } from './fields.ts';

/**
 * Alur & SBNP features of a port (SPEC §3 'Feature collection', §2.23 feature manager): sea
 * lanes (alur), heading lines (garis haluan), zones, aids to navigation (sbnp) and markers
 * (poi), as a GeoJSON FeatureCollection per port. Published by those who may manage the
 * port's features; shown on every map and found by the Others search.
 */

/** SPEC §5 'Polygon coordinates': the add-feature types. */
export const FEATURE_KINDS = ['poi', 'sbnp', 'garis haluan', 'zona', 'alur'] as const;
export const FeatureKind = z.enum(FEATURE_KINDS);
export type FeatureKind = z.infer<typeof FeatureKind>;

/** SPEC §5: the SBNP types, and the POI type. */
export const SBNP_TYPES = [
  'Mercusuar',
  'AnakPelampung',
  'PelampungSuar',
  'RadarBeacon',
  'RambuPenuntun',
  'RambuSiang',
  'RambuSuar',
  'PilotBoardingGround',
] as const;
export const POI_TYPES = [...SBNP_TYPES, 'MapMarker'] as const;

/** SPEC §5: the feature colours. */
export const FEATURE_COLOURS = [
  'red',
  'yellow',
  'green',
  'white',
  'orange',
  'blue',
  'cyan',
  'purple',
] as const;

/** SPEC §5: a lane feature's name is unique (within its port). */
export const FEATURE_NAME_TAKEN = 'Name has already been used, please use another';
export const FEATURE_NAME_MAX = 100;
/** SPEC §5: an SBNP's DSI identifier is at most 6 characters. */
export const FEATURE_DSI_MAX = 6;
export const FEATURES_MAX = 5000;

const Position = z.tuple([
  z
    .number()
    .min(-180, 'longitude must be within -180..180')
    .max(180, 'longitude must be within -180..180'),
  z.number().min(-90, 'latitude must be within -90..90').max(90, 'latitude must be within -90..90'),
]);
const samePosition = (a: readonly number[] | undefined, b: readonly number[] | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

export const FeatureGeometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: Position }),
  z.object({
    type: z.literal('LineString'),
    coordinates: z.array(Position).min(2, 'a line needs at least 2 points').max(10_000),
  }),
  z.object({
    type: z.literal('Polygon'),
    coordinates: z
      .array(
        z
          .array(Position)
          .min(4, 'masukkan minimal 3 koordinat unik')
          .max(10_000)
          .refine((ring) => samePosition(ring[0], ring.at(-1)), 'a ring must end where it starts'),
      )
      .min(1, 'a polygon needs a ring'),
  }),
]);
export type FeatureGeometry = z.infer<typeof FeatureGeometry>;

export const FeatureProperties = z.object({
  name: singleLineText('name', FEATURE_NAME_MAX, {
    requiredMessage: 'Must contain character',
  }),
  type: FeatureKind,
  pointNames: z.array(z.string().max(FEATURE_NAME_MAX)).optional(),
  poiType: z.enum(POI_TYPES).optional(),
  poiColor: z.enum(FEATURE_COLOURS).optional(),
  dsi: z
    .string()
    .trim()
    .min(1, 'DSI can not be empty')
    .max(FEATURE_DSI_MAX, `Max of ${FEATURE_DSI_MAX} Characters`)
    .optional()
    .describe("An SBNP's DSI identifier"),
});
export type FeatureProperties = z.infer<typeof FeatureProperties>;

export const MapFeatureBody = z.object({
  type: z.literal('Feature'),
  geometry: FeatureGeometry,
  properties: FeatureProperties,
});

export const FeatureCollectionBody = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(MapFeatureBody).max(FEATURES_MAX),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.features.forEach((f, i) => {
      const key = f.properties.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: FEATURE_NAME_TAKEN,
          path: ['features', i, 'properties', 'name'],
        });
      }
      seen.add(key);
    });
  })
  .meta({ id: 'FeatureCollectionBody' });
export type FeatureCollectionBody = z.infer<typeof FeatureCollectionBody>;

export const MapFeature = z
  .object({
    type: z.literal('Feature'),
    id: z.number().int(),
    geometry: FeatureGeometry,
    properties: FeatureProperties.extend({
      portCode: z.string(),
      updatedBy: z.string(),
      updatedAt: z.number().describe('unix ms'),
    }),
  })
  .meta({ id: 'MapFeature' });
export type MapFeature = z.infer<typeof MapFeature>;

export const FeatureCollection = z
  .object({ type: z.literal('FeatureCollection'), features: z.array(MapFeature) })
  .meta({ id: 'FeatureCollection' });
export type FeatureCollection = z.infer<typeof FeatureCollection>;

/** A port's UN/LOCODE as the port registry keeps it (the location part may have digits). */
const UN_LOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/;

export const PortCodeParams = z.object({
  portCode: z.string().regex(UN_LOCODE, 'portCode must be a UN/LOCODE such as IDBOA'),
});

export const FeaturesQuery = z.object({
  port: z
    .string()
    .regex(UN_LOCODE, 'port must be a UN/LOCODE such as IDBOA')
    .optional()
    .describe('Only this port'),
});

export const FeaturesPublished = z
  .object({ message: z.string(), count: z.number() })
  .meta({ id: 'FeaturesPublished' });

/** Alur & SBNP features (SPEC §2.23). */
export const mapFeatureEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/map-features',
    summary: 'Lanes, zones, aids and markers of every port (or of one: ?port=)',
    tags: ['map'],
    query: FeaturesQuery,
    response: FeatureCollection,
  }),
  publish: defineEndpoint({
    method: 'PUT',
    path: '/api/ports/:portCode/map-features',
    summary: "Publish a port's Alur & SBNP features (they replace the port's own)",
    tags: ['map'],
    params: PortCodeParams,
    body: FeatureCollectionBody,
    response: FeaturesPublished,
  }),
};

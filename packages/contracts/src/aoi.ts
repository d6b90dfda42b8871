import { AOI_MESSAGES, AOI_RADIUS_MAX_M, aoiPolygonProblem } from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { singleLineText, wholeNumber } from './fields.ts';
import { IdParams } from './users.ts';

/**
 * Areas of interest (SPEC §2.4 AOI panel, §3 'AOI', §5 'AOI draw' and 'Polygon
 * coordinates'): polygons and circles anyone but a visitor draws or types, shared by every
 * user, stamped with their author and immutable once submitted (an owner or an admin may
 * archive one; the record stays). The geofence engine keeps who is inside each.
 */
export { AOI_MESSAGES, AOI_RADIUS_MAX_M };
export const AOI_NAME_MAX = 50;
export const AOI_DESCRIPTION_MAX = 500;
export const AOI_POINTS_MAX = 1000;
/** SPEC §10: ten areas per page of 'Tampilkan Zona AOI'. */
export const AOI_PAGE = 10;
export const AOI_VESSELS_ZONES_MAX = 100;

const Longitude = z
  .number({ error: 'longitude must be a number' })
  .min(-180, 'longitude must be within -180..180')
  .max(180, 'longitude must be within -180..180');
const Latitude = z
  .number({ error: 'latitude must be a number' })
  .min(-90, 'latitude must be within -90..90')
  .max(90, 'latitude must be within -90..90');
/** One point, [longitude, latitude] in degrees (GeoJSON order). */
export const AoiPosition = z.tuple([Longitude, Latitude]);

/** SPEC §5 'AOI draw': not empty, no two consecutive spaces. */
export const AoiName = singleLineText('name', AOI_NAME_MAX).refine(
  (v) => !/\s\s/.test(v),
  AOI_MESSAGES.doubleSpace,
);
const AoiDescription = singleLineText('description', AOI_DESCRIPTION_MAX);

export const AoiPolygonBody = z
  .object({
    type: z.literal('Polygon'),
    name: AoiName,
    description: AoiDescription,
    coordinates: z
      .array(AoiPosition, { error: 'coordinates must be a list of [longitude, latitude]' })
      .min(3, AOI_MESSAGES.tooFewPoints)
      .max(AOI_POINTS_MAX, `coordinates may hold at most ${AOI_POINTS_MAX} points`)
      .superRefine((points, ctx) => {
        const problem = aoiPolygonProblem(points);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .describe('[longitude, latitude] points; the ring is closed by the server if open'),
    pointNames: z
      .array(z.string().max(AOI_NAME_MAX, `a point name may not be over ${AOI_NAME_MAX}`))
      .max(AOI_POINTS_MAX + 1)
      .optional()
      .describe('One name per point, from the Coordinate method'),
  })
  .superRefine((body, ctx) => {
    const n = body.pointNames?.length;
    const c = body.coordinates.length;
    if (n !== undefined && n !== c && n !== c + 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['pointNames'],
        message: 'pointNames must hold one name per point',
      });
    }
  });

export const AoiCircleBody = z.object({
  type: z.literal('Circle'),
  name: AoiName,
  description: AoiDescription,
  center: AoiPosition.describe('[longitude, latitude]'),
  radiusM: z
    .number({ error: 'radiusM must be a number' })
    .gt(0, 'radiusM must be greater than 0')
    .max(AOI_RADIUS_MAX_M, 'radiusM may not be over 1,000 km'),
});

export const AoiBody = z
  .discriminatedUnion('type', [AoiPolygonBody, AoiCircleBody], {
    error: "type must be 'Polygon' or 'Circle'",
  })
  .meta({ id: 'AoiBody' });
export type AoiBody = z.infer<typeof AoiBody>;

export const AoiView = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    type: z.enum(['Polygon', 'Circle']),
    coordinates: z
      .array(z.tuple([z.number(), z.number()]))
      .optional()
      .describe('closed ring'),
    pointNames: z.array(z.string()).optional(),
    center: z.tuple([z.number(), z.number()]).optional(),
    radiusM: z.number().optional(),
    author: z.string().describe('username of who made it'),
    createdAt: z.number().describe('unix ms'),
    archivedAt: z.number().nullable().describe('unix ms; null while in use'),
  })
  .meta({ id: 'Aoi' });
export type AoiView = z.infer<typeof AoiView>;

export const AoiList = z
  .object({
    aois: z.array(AoiView),
    next: z.number().nullable().describe('the cursor of the next page (Load More), or null'),
  })
  .meta({ id: 'AoiList' });
export type AoiList = z.infer<typeof AoiList>;

export const AoiListQuery = z.object({
  cursor: wholeNumber('cursor', 1).optional().describe('an id: areas older than it'),
  limit: wholeNumber('limit', 1, 100).default(AOI_PAGE),
  archived: z
    .enum(['true', 'false'], { error: "archived must be 'true' or 'false'" })
    .default('false')
    .transform((v) => v === 'true')
    .describe('include archived areas'),
});

export const AoiNameQuery = z.object({ name: z.string().max(200, 'name is too long') });
export const AoiNameTaken = z.object({ taken: z.boolean() }).meta({ id: 'AoiNameTaken' });

/** A vessel detected in a zone: the spec's 'AOI zone vessel' fields Pantau has. */
export const AoiVessel = z
  .object({
    mmsi: z.number(),
    name: z.string().nullable(),
    callSign: z.string().nullable(),
    imo: z.number().nullable(),
    shipType: z.number().nullable(),
    shipTypeStr: z.string().nullable(),
    navStatus: z.number().nullable(),
    navStatusStr: z.string().nullable(),
    heading: z.number().nullable(),
    longitude: z.number(),
    latitude: z.number(),
    timestamp: z.number().describe('unix ms of the position'),
    source: z.string().nullable(),
    class: z.enum(['A', 'B']).nullable(),
    enteredAt: z.number().describe('unix ms the engine counted it inside'),
  })
  .meta({ id: 'AoiVessel' });
export type AoiVessel = z.infer<typeof AoiVessel>;

export const AoiZoneVessels = z
  .object({
    zones: z.array(z.object({ id: z.number(), name: z.string(), vessels: z.array(AoiVessel) })),
  })
  .meta({ id: 'AoiZoneVessels' });
export type AoiZoneVessels = z.infer<typeof AoiZoneVessels>;

export const AoiVesselsQuery = z.object({
  ids: z
    .string({ error: 'ids can not be empty' })
    .regex(/^\d{1,16}(,\d{1,16})*$/, 'ids must be area ids separated by commas, e.g. 1,2,3')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine(
      (ids) => ids.length <= AOI_VESSELS_ZONES_MAX,
      `ids may name at most ${AOI_VESSELS_ZONES_MAX} areas`,
    )
    .describe('area ids, comma-separated'),
});

/** AOI panel, 'Tampilkan Zona AOI' and LIST ZONA AOI (SPEC §2.4). */
export const aoiEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/aois',
    summary: 'Areas of interest, newest first, a page at a time (Load More)',
    tags: ['aoi'],
    query: AoiListQuery,
    response: AoiList,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/aois/:id',
    summary: 'One area of interest',
    tags: ['aoi'],
    params: IdParams,
    response: AoiView,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/aois',
    summary: "Submit an area of interest (it can't be changed afterwards)",
    tags: ['aoi'],
    body: AoiBody,
    response: AoiView,
    status: 201,
  }),
  nameTaken: defineEndpoint({
    method: 'GET',
    path: '/api/aois/name-taken',
    summary: 'Whether an area in use already has this name',
    tags: ['aoi'],
    query: AoiNameQuery,
    response: AoiNameTaken,
  }),
  archive: defineEndpoint({
    method: 'POST',
    path: '/api/aois/:id/archive',
    summary: 'Archive an area (its author or an admin); the record stays',
    tags: ['aoi'],
    params: IdParams,
    response: AoiView,
  }),
  vessels: defineEndpoint({
    method: 'GET',
    path: '/api/aois/vessels',
    summary: 'The vessels inside each of these areas now (LIST ZONA AOI)',
    tags: ['aoi'],
    query: AoiVesselsQuery,
    response: AoiZoneVessels,
  }),
};

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** Where a radar target came from: NMEA TTM/TLL or IVEF (IALA V-145). */
export const RadarTargetKind = z.enum(['nmea', 'ivef']);
export type RadarTargetKind = z.infer<typeof RadarTargetKind>;

/**
 * A radar target in the live picture (SPEC §3 'Radar target'): the nmea fields (mmsi,
 * shipType, course, longitude, latitude, distance, direction, speed, trackingMode, timestamp,
 * source) and the ivef ones (mmsi, imo, name, callSign, longitude, latitude, shipType,
 * destName, eta, draught, course, speed, heading, rot, length, width, timestamp). A field the
 * feed does not give is null. `mmsi` is the vessel's own (IVEF) or the AIS vessel the track
 * is fused to; `fusedMmsi` keeps the provenance: the track came from radar.
 */
export const RadarTarget = z
  .object({
    id: z.string().describe('Source id and track id: unique in the picture'),
    kind: RadarTargetKind,
    origin: z.literal('radar'),
    sourceId: z.number().int(),
    source: z.string().describe('The radar source by name'),
    track: z.string().describe("The radar's own track number or id"),
    longitude: z.number(),
    latitude: z.number(),
    mmsi: z.number().int().nullable(),
    fusedMmsi: z
      .number()
      .int()
      .nullable()
      .describe('The AIS vessel this track is fused to (within 1,500 m for a minute)'),
    shipType: z.number().int().nullable(),
    course: z.number().nullable(),
    speed: z.number().nullable().describe('Knots'),
    distance: z.number().nullable().describe('NM from the radar'),
    direction: z.number().nullable().describe('Degrees true from the radar'),
    trackingMode: z.string().nullable().describe('TTM status: T tracking, Q acquiring, L lost'),
    timestamp: z.number().describe('Unix seconds of the newest report'),
    imo: z.number().int().nullable(),
    name: z.string().nullable(),
    callSign: z.string().nullable(),
    destName: z.string().nullable(),
    eta: z.string().nullable().describe('ISO time as the IVEF feed sent it'),
    draught: z.number().nullable(),
    heading: z.number().nullable(),
    rot: z.number().nullable(),
    length: z.number().nullable(),
    width: z.number().nullable(),
  })
  .meta({ id: 'RadarTarget' });
export type RadarTarget = z.infer<typeof RadarTarget>;

export const RadarTargetList = z
  .object({ targets: z.array(RadarTarget) })
  .meta({ id: 'RadarTargetList' });
export type RadarTargetList = z.infer<typeof RadarTargetList>;

/** 'ok': a radar source near the point is connected; 'down': one is, not connected; 'none'. */
export const RadarStatus = z.enum(['ok', 'down', 'none']);
export type RadarStatus = z.infer<typeof RadarStatus>;

const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(-limit, `${name} must be -${limit}–${limit}`)
    .max(limit, `${name} must be -${limit}–${limit}`);

export const RadarNearQuery = z.object({
  lon: coordinate('lon', 180),
  lat: coordinate('lat', 90),
  radiusNm: z.coerce
    .number({ error: 'radiusNm must be a number' })
    .positive('radiusNm must be above 0')
    .max(100, 'radiusNm must be at most 100')
    .default(30),
});

export const RadarNear = z
  .object({
    status: RadarStatus.describe('Radar sources within the radius (by their own position)'),
    targets: z.array(RadarTarget),
  })
  .meta({ id: 'RadarNear' });
export type RadarNear = z.infer<typeof RadarNear>;

/** Radar targets (issue #15): the picture's radar tracks, and those near a port. */
export const radarEndpoints = {
  targets: defineEndpoint({
    method: 'GET',
    path: '/api/radar/targets',
    summary: 'Every radar target in the live picture (NMEA TTM/TLL and IVEF sources)',
    tags: ['radar'],
    response: RadarTargetList,
  }),
  near: defineEndpoint({
    method: 'GET',
    path: '/api/radar/near',
    summary: 'Radar targets within a radius of a point (a port), and its radar status',
    tags: ['radar'],
    query: RadarNearQuery,
    response: RadarNear,
  }),
};

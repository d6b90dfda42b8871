import { SENSOR_KINDS, UPTIME_KINDS } from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { calendarDay, messages, singleLineText } from './fields.ts';
import { IdParams } from './users.ts';

/**
 * Port sensors and INFRASTRUCTURE (SPEC §2.13, §2.20, §2 'PORTS (superAdmin only, opens
 * CCTV-add panel)'): the CCTV cameras, VHF audio and weather stations of a port, checked by
 * the server on an interval; their streams reach the browser only through the server, so a
 * sensor's address and credentials stay there. INFRASTRUCTURE is the uptime per location,
 * kind and UTC+7 day, AIS and Radar from the sources' connection history.
 */

export const SensorKind = z.enum(SENSOR_KINDS);
export type SensorKind = z.infer<typeof SensorKind>;

/** The schemes a sensor may have: HTTP(S) is checked by a GET, the others by a TCP connect. */
export const SENSOR_SCHEMES = ['http:', 'https:', 'rtsp:', 'rtsps:', 'tcp:'] as const;

const DEFAULT_PORTS: Record<string, number> = {
  'http:': 80,
  'https:': 443,
  'rtsp:': 554,
  'rtsps:': 322,
};

/** Why a sensor URL cannot be used, or null. */
export function sensorUrlProblem(value: string): string | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return 'url must be a full address such as http://host/stream or rtsp://host:554/path';
  }
  if (!(SENSOR_SCHEMES as readonly string[]).includes(u.protocol)) {
    return 'url must start with http://, https://, rtsp://, rtsps:// or tcp://';
  }
  if (u.hostname === '') return 'url must name a host';
  if (u.protocol === 'tcp:' && u.port === '') return 'a tcp:// url must name a port';
  return null;
}

/** The port a sensor's TCP check connects to. */
export function sensorPort(u: URL): number {
  return u.port === '' ? (DEFAULT_PORTS[u.protocol] ?? 0) : Number(u.port);
}

/**
 * A sensor as the superAdmin adds or edits it. A user name and password in the URL are moved
 * to their fields; a password left out of an edit keeps the stored one, an empty one clears it.
 */
export const SensorBody = z
  .object({
    locationId: z
      .string({ error: messages.required('locationId') })
      .trim()
      .min(1, messages.required('locationId'))
      .max(64, messages.max('locationId', 64))
      .describe('The registry id of the port'),
    kind: SensorKind,
    name: singleLineText('name', 64),
    url: z
      .string({ error: messages.required('url') })
      .trim()
      .min(1, messages.required('url'))
      .max(1024, messages.max('url', 1024))
      .superRefine((v, ctx) => {
        const problem = sensorUrlProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    username: z.string().max(128, messages.max('username', 128)).nullable().optional(),
    password: z
      .string()
      .max(256, messages.max('password', 256))
      .nullable()
      .optional()
      .describe('Left out: keep the stored one; empty or null: none'),
  })
  .meta({ id: 'SensorBody' });
export type SensorBody = z.infer<typeof SensorBody>;

export const SensorState = z.enum(['up', 'down', 'unknown']);
export type SensorState = z.infer<typeof SensorState>;

export const SensorStatus = z.object({
  state: SensorState,
  checkedAt: z.number().nullable().describe('unix ms of the last check'),
  since: z.number().nullable().describe('unix ms the state began'),
  error: z.string().nullable().describe('Why the last check failed'),
  latencyMs: z.number().nullable(),
});
export type SensorStatus = z.infer<typeof SensorStatus>;

/** A sensor for its administrator: its URL without credentials, whether it has some. */
export const SensorView = z
  .object({
    id: z.number().int(),
    locationId: z.string(),
    locationName: z.string(),
    kind: SensorKind,
    name: z.string(),
    url: z.string().describe('Without user name and password'),
    hasCredentials: z.boolean(),
    status: SensorStatus,
  })
  .meta({ id: 'SensorView' });
export type SensorView = z.infer<typeof SensorView>;

export const SensorList = z.object({ sensors: z.array(SensorView) }).meta({ id: 'SensorList' });

/**
 * A port's sensor as every signed-in user sees it in the port panel: no address at all;
 * `playable` when the server can give its stream to the browser (HTTP(S) sensors relayed,
 * RTSP cameras transcoded when the server has ffmpeg).
 */
export const PortSensorView = z
  .object({
    id: z.number().int(),
    kind: SensorKind,
    name: z.string(),
    state: SensorState,
    checkedAt: z.number().nullable(),
    playable: z.boolean(),
  })
  .meta({ id: 'PortSensorView' });
export type PortSensorView = z.infer<typeof PortSensorView>;

export const PortSensorList = z
  .object({ sensors: z.array(PortSensorView) })
  .meta({ id: 'PortSensorList' });

/** A camera of any port, for the live CCTV player (SPEC §2 '/cctv_live'). */
export const CameraView = PortSensorView.extend({
  locationId: z.string(),
  locationName: z.string(),
}).meta({ id: 'CameraView' });
export type CameraView = z.infer<typeof CameraView>;

export const CameraList = z.object({ cameras: z.array(CameraView) }).meta({ id: 'CameraList' });

export const PortIdParams = z.object({
  portId: z.string().min(1).max(64).describe('Registry id of the port'),
});

/** A weather sensor's latest reading (SPEC §2.22 'Weather'), when its URL answers JSON. */
export const WeatherValue = z.object({
  key: z.string(),
  known: z.boolean().describe('One of the spec readings (the key is a message name)'),
  value: z.union([z.number(), z.string()]),
});
export const SensorReading = z
  .object({
    state: SensorState,
    checkedAt: z.number().nullable(),
    values: z.array(WeatherValue).nullable().describe('Null when the URL answered no JSON'),
  })
  .meta({ id: 'SensorReading' });
export type SensorReading = z.infer<typeof SensorReading>;

/** One INFRASTRUCTURE cell: uptime %, '-' (no such sensor), null (configured, not observed). */
export const UptimeCell = z.union([z.number(), z.literal('-'), z.null()]);
export type UptimeCell = z.infer<typeof UptimeCell>;

export const UptimeRow = z.object({
  locationId: z.string(),
  name: z.string(),
  /** batam, belawan, benoa, priok or tarakan (Lokasi Utama); null for the others. */
  main: z.string().nullable(),
  cells: z.object(
    Object.fromEntries(UPTIME_KINDS.map((k) => [k, UptimeCell])) as Record<
      (typeof UPTIME_KINDS)[number],
      typeof UptimeCell
    >,
  ),
});
export type UptimeRow = z.infer<typeof UptimeRow>;

export const UptimeQuery = z.object({
  day: calendarDay('day').optional().describe('Calendar day in UTC+7; today when absent'),
});

export const UptimeDay = z
  .object({
    day: z.string(),
    rows: z.array(UptimeRow),
    checkEveryMs: z.number().describe('PANTAU_SENSOR_CHECK_MS'),
  })
  .meta({ id: 'UptimeDay' });
export type UptimeDay = z.infer<typeof UptimeDay>;

/** Where a feed source's uptime counts: a port, chosen or worked out. */
export const SourceLocationView = z
  .object({
    sourceId: z.number().int(),
    sourceName: z.string(),
    kind: z.enum(['ais', 'radar']),
    locationId: z.string().nullable(),
    locationName: z.string().nullable(),
    /** Chosen by an administrator (else from the source's position or district). */
    mapped: z.boolean(),
  })
  .meta({ id: 'SourceLocationView' });
export type SourceLocationView = z.infer<typeof SourceLocationView>;

export const SourceLocationList = z
  .object({ sources: z.array(SourceLocationView) })
  .meta({ id: 'SourceLocationList' });

export const SourceLocationBody = z.object({
  locationId: z
    .string()
    .trim()
    .min(1, messages.required('locationId'))
    .max(64)
    .nullable()
    .describe('Null: worked out from the source again'),
});

export const infrastructureEndpoints = {
  sensors: defineEndpoint({
    method: 'GET',
    path: '/api/infrastructure/sensors',
    summary: 'Every port sensor with its status (PORTS, superAdmin)',
    tags: ['infrastructure'],
    response: SensorList,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/infrastructure/sensors',
    summary: 'Adds a port sensor (CCTV, VHF, weather)',
    tags: ['infrastructure'],
    body: SensorBody,
    response: SensorView,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/infrastructure/sensors/:id',
    summary: 'Changes a port sensor',
    tags: ['infrastructure'],
    params: IdParams,
    body: SensorBody,
    response: SensorView,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/infrastructure/sensors/:id',
    summary: 'Removes a port sensor (its uptime days stay)',
    tags: ['infrastructure'],
    params: IdParams,
    status: 204,
  }),
  portSensors: defineEndpoint({
    method: 'GET',
    path: '/api/infrastructure/ports/:portId/sensors',
    summary: "A port's sensors and their state, without addresses (the port panel)",
    tags: ['infrastructure'],
    params: PortIdParams,
    response: PortSensorList,
  }),
  cameras: defineEndpoint({
    method: 'GET',
    path: '/api/infrastructure/cameras',
    summary: 'Every CCTV camera of every port, without addresses (the live CCTV player)',
    tags: ['infrastructure'],
    response: CameraList,
  }),
  media: defineEndpoint({
    method: 'GET',
    path: '/api/infrastructure/sensors/:id/media',
    summary:
      "A sensor's stream through the server: HTTP relayed (MJPEG, audio, image), RTSP cameras as MJPEG",
    tags: ['infrastructure'],
    params: IdParams,
  }),
  reading: defineEndpoint({
    method: 'GET',
    path: '/api/infrastructure/sensors/:id/reading',
    summary: "A weather sensor's latest reading",
    tags: ['infrastructure'],
    params: IdParams,
    response: SensorReading,
  }),
  uptime: defineEndpoint({
    method: 'GET',
    path: '/api/infrastructure/uptime',
    summary: 'INFRASTRUCTURE: uptime per location and kind on one UTC+7 day',
    tags: ['infrastructure'],
    query: UptimeQuery,
    response: UptimeDay,
  }),
  sourceLocations: defineEndpoint({
    method: 'GET',
    path: '/api/infrastructure/source-locations',
    summary: 'Where each AIS and radar source counts in INFRASTRUCTURE',
    tags: ['infrastructure'],
    response: SourceLocationList,
  }),
  setSourceLocation: defineEndpoint({
    method: 'PUT',
    path: '/api/infrastructure/source-locations/:id',
    summary: "Sets the port a source's uptime counts at (null: worked out again)",
    tags: ['infrastructure'],
    params: IdParams,
    body: SourceLocationBody,
    response: SourceLocationView,
  }),
};

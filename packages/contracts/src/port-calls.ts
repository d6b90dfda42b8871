import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { wholeNumber } from './fields.ts';

/**
 * Live port calls (issue #15 item 1, SPEC §2.21): the arrivals and departures of vessels at
 * every port of the registry (category 'ports'), each with its anchorage waiting and berth
 * time and a confidence (`@pantau/domain` port-calls), and the Monitoring dialog's list.
 */

/** The longest range of calls one request reads. */
export const PORT_CALLS_MAX_RANGE_MS = 31 * 86_400_000;
/** The Monitoring list's default and longest look-back, hours. */
export const MONITORING_DEFAULT_HOURS = 24;
export const MONITORING_MAX_HOURS = 24 * 31;
/** The most identifiers one Monitoring request may name. */
export const MONITORING_MAX_IDS = 200;

export const PortCallParams = z.object({
  id: z
    .string({ error: 'id can not be empty' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'id must be a registry id'),
});

export const PortCallsQuery = z
  .object({
    from: wholeNumber('from').describe('unix milliseconds'),
    to: wholeNumber('to').describe('unix milliseconds'),
  })
  .refine((q) => q.to >= q.from, { message: 'to must not be before from', path: ['to'] })
  .refine((q) => q.to - q.from <= PORT_CALLS_MAX_RANGE_MS, {
    message: 'the range must be at most 31 days',
    path: ['to'],
  });

/** A comma list of MMSIs. */
const Identifiers = z
  .string()
  .max(MONITORING_MAX_IDS * 10)
  .transform((v) => v.split(',').filter((s) => s.trim() !== ''))
  .pipe(
    z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{9}$/, 'mmsi must be nine digits')
          .transform(Number),
      )
      .max(MONITORING_MAX_IDS, `at most ${MONITORING_MAX_IDS} identifiers`),
  );

export const MonitoringQuery = z.object({
  hours: wholeNumber('hours', 1, MONITORING_MAX_HOURS)
    .optional()
    .describe(`look-back in hours, default ${MONITORING_DEFAULT_HOURS}`),
  mmsi: Identifiers.optional().describe('only these vessels (MMSI, comma separated)'),
});

export const PortCallView = z
  .object({
    id: z.string(),
    portId: z.string(),
    mmsi: z.number().int(),
    name: z.string().nullable(),
    /** Unix ms: the first report inside the port's call area. */
    arrivalAt: z.number(),
    /** Unix ms: the last report inside before leaving; null while inside. */
    departureAt: z.number().nullable(),
    /** Whether the vessel was heard outside before it arrived. */
    arrivalObserved: z.boolean(),
    /** Whether the vessel was seen leaving (not closed for silence). */
    departureObserved: z.boolean(),
    /** Stopped outside the 10 km detection circle, ms. */
    anchorageMs: z.number(),
    /** Stopped inside the 10 km detection circle, ms. */
    berthMs: z.number(),
    /** 0 to 1 (see `callConfidence` in @pantau/domain). */
    confidence: z.number(),
    /** The vessel's last report in the call, unix ms. */
    lastAt: z.number(),
  })
  .meta({ id: 'PortCall' });
export type PortCallView = z.infer<typeof PortCallView>;

export const PortCallList = z
  .object({ portId: z.string(), calls: z.array(PortCallView) })
  .meta({ id: 'PortCallList' });
export type PortCallList = z.infer<typeof PortCallList>;

/** A row of the Monitoring dialog's Port tab: one vessel, its latest call at the port. */
export const MonitoringRow = z
  .object({
    mmsi: z.number().int(),
    name: z.string().nullable(),
    callSign: z.string().nullable(),
    status: z.enum(['inside', 'outside']),
    arrivalAt: z.number(),
    departureAt: z.number().nullable(),
    confidence: z.number(),
  })
  .meta({ id: 'MonitoringRow' });
export type MonitoringRow = z.infer<typeof MonitoringRow>;

export const MonitoringList = z
  .object({
    portId: z.string(),
    /** Unix ms: calls that ended before this are not listed. */
    since: z.number(),
    rows: z.array(MonitoringRow),
  })
  .meta({ id: 'MonitoringList' });
export type MonitoringList = z.infer<typeof MonitoringList>;

export const portCallEndpoints = {
  calls: defineEndpoint({
    method: 'GET',
    path: '/api/port-calls/:id',
    summary: "A port's calls that overlap a time range",
    tags: ['port-calls'],
    params: PortCallParams,
    query: PortCallsQuery,
    response: PortCallList,
  }),
  inside: defineEndpoint({
    method: 'GET',
    path: '/api/port-calls/:id/inside',
    summary: 'The vessels inside a port now (its open calls)',
    tags: ['port-calls'],
    params: PortCallParams,
    response: PortCallList,
  }),
  monitoring: defineEndpoint({
    method: 'GET',
    path: '/api/port-calls/:id/monitoring',
    summary: 'The Monitoring list: vessels by identifier, inside or outside, with their times',
    tags: ['port-calls'],
    params: PortCallParams,
    query: MonitoringQuery,
    response: MonitoringList,
  }),
};

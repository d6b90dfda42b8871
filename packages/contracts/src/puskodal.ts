import { PUSKODAL_TYPES } from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { calendarDay, singleLineText, wholeNumber } from './fields.ts';
import { MmsiParams } from './vessels.ts';

/**
 * Puskodal behaviour alerts (SPEC §2.27, §3 'Puskodal rows', §7 `/api/puskodal/...`; issue
 * #17): rows Pantau computes from the live picture, seven types, the latest 10 or 100, or a
 * range of days; the ship information of one vessel; the managed blacklist.
 */
export { PUSKODAL_TYPES };
export const PuskodalTypeSchema = z.enum(PUSKODAL_TYPES, {
  error: `type must be one of ${PUSKODAL_TYPES.join(', ')}`,
});
export type PuskodalTypeName = z.infer<typeof PuskodalTypeSchema>;

/** SPEC §10: 'Latest puskodal 10 or 100'. */
export const PUSKODAL_LATEST = ['10', '100'] as const;
/** The longest range of days one request may ask for. */
export const PUSKODAL_RANGE_DAYS = 31;

/**
 * One row, with the fields SPEC §3 names for its type (snake_case as the spec writes them):
 * numslow `ship_id, ship_date`; cruise-to-no-where `shipname, mmsi, timestamp, last_port,
 * next_port_name, last_port_country, next_port_country`; muter and muter-alki add `ship_id,
 * total_jam_muter`; mati-sinyal adds `total_jam_mati`; konservasi and blacklist `shipname,
 * ship_id, timestamp, ports`.
 */
export const PuskodalRow = z
  .object({
    id: z.number(),
    type: PuskodalTypeSchema,
    ship_id: z.number().describe('the MMSI'),
    mmsi: z.number(),
    shipname: z.string().nullable(),
    timestamp: z.number().describe('unix ms when the rule fired (shown in UTC+7)'),
    ship_date: z.number().optional(),
    last_port: z.string().nullable().optional(),
    next_port_name: z.string().nullable().optional(),
    last_port_country: z.string().nullable().optional(),
    next_port_country: z.string().nullable().optional(),
    total_jam_muter: z.number().optional().describe('hours circling'),
    total_jam_mati: z.number().optional().describe('hours of signal off in the last 24 h'),
    ports: z.string().nullable().optional().describe('the area or nearest port'),
    lon: z.number().nullable(),
    lat: z.number().nullable(),
  })
  .meta({ id: 'PuskodalRow' });
export type PuskodalRow = z.infer<typeof PuskodalRow>;

export const PuskodalRows = z
  .object({ rows: z.array(PuskodalRow).describe('newest first') })
  .meta({ id: 'PuskodalRows' });
export type PuskodalRows = z.infer<typeof PuskodalRows>;

export const PuskodalShipInformation = z
  .object({
    ship_id: z.number(),
    imo: z.number().nullable(),
    mmsi: z.number(),
    shipname: z.string().nullable(),
    callsign: z.string().nullable(),
    heading: z.number().nullable(),
    speed: z.number().nullable(),
    max_speed: z.number().nullable().describe('the highest speed over ground heard today'),
    destination: z.string().nullable(),
    lon: z.number().nullable(),
    lat: z.number().nullable(),
    course: z.number().nullable(),
    ais_type_summary: z.string().nullable(),
  })
  .meta({ id: 'PuskodalShipInformation' });
export type PuskodalShipInformation = z.infer<typeof PuskodalShipInformation>;

export const BlacklistEntry = z
  .object({
    mmsi: z.number(),
    name: z.string().nullable(),
    reason: z.string(),
    createdBy: z.string(),
    createdAt: z.number(),
  })
  .meta({ id: 'BlacklistEntry' });
export type BlacklistEntry = z.infer<typeof BlacklistEntry>;

export const BlacklistBody = z
  .object({
    mmsi: z
      .number({ error: 'mmsi must be a number' })
      .int('mmsi must be a whole number')
      .min(100_000_000, 'mmsi must have 9 digits')
      .max(999_999_999, 'mmsi must have 9 digits'),
    name: singleLineText('name', 64).nullable().optional(),
    reason: singleLineText('reason', 256),
  })
  .meta({ id: 'BlacklistBody' });
export type BlacklistBody = z.infer<typeof BlacklistBody>;

export const puskodalEndpoints = {
  latest: defineEndpoint({
    method: 'GET',
    path: '/api/puskodal/:type/latest/:n',
    summary: 'The latest 10 or 100 rows of a Puskodal type, newest first',
    tags: ['puskodal'],
    params: z.object({
      type: PuskodalTypeSchema,
      n: z.enum(PUSKODAL_LATEST, { error: 'n must be 10 or 100' }),
    }),
    response: PuskodalRows,
  }),
  range: defineEndpoint({
    method: 'GET',
    path: '/api/puskodal/:type/:from/:to',
    summary: `The rows of a Puskodal type from one UTC+7 day to another (at most ${PUSKODAL_RANGE_DAYS} days)`,
    tags: ['puskodal'],
    params: z.object({
      type: PuskodalTypeSchema,
      from: calendarDay('from'),
      to: calendarDay('to'),
    }),
    response: PuskodalRows,
  }),
  ship: defineEndpoint({
    method: 'GET',
    path: '/api/puskodal/shipInformation/:mmsi',
    summary: "A vessel's Puskodal ship information, from the live picture",
    tags: ['puskodal'],
    params: MmsiParams,
    response: PuskodalShipInformation,
  }),
  blacklist: defineEndpoint({
    method: 'GET',
    path: '/api/puskodal/blacklist',
    summary: 'The Puskodal blacklist',
    tags: ['puskodal'],
    response: z.object({ entries: z.array(BlacklistEntry) }),
  }),
  addBlacklist: defineEndpoint({
    method: 'POST',
    path: '/api/puskodal/blacklist',
    summary: 'Put a vessel on the blacklist (audited)',
    tags: ['puskodal'],
    body: BlacklistBody,
    response: BlacklistEntry,
    status: 201,
  }),
  removeBlacklist: defineEndpoint({
    method: 'DELETE',
    path: '/api/puskodal/blacklist/:mmsi',
    summary: 'Take a vessel off the blacklist (audited)',
    tags: ['puskodal'],
    params: z.object({ mmsi: wholeNumber('mmsi', 0, 999_999_999) }),
    response: z.object({ removed: z.boolean() }),
  }),
};

import { DISTRICTS } from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { messages, requiredText, singleLineText } from './fields.ts';
import { IdParams, MessageResponse } from './users.ts';

export const SOURCE_KINDS = [
  'tcp-client',
  'tcp-listen',
  'udp',
  'file',
  'simulator',
  // Radar tracks (issue #15): NMEA TTM/TLL and IVEF (IALA V-145 XML), both read from a TCP
  // server the radar runs, like 'tcp-client'.
  'radar-nmea',
  'radar-ivef',
] as const;
export const SourceKind = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof SourceKind>;

/** The radar kinds: their feed is radar tracks, not AIS. */
export const isRadarKind = (kind: string): boolean =>
  kind === 'radar-nmea' || kind === 'radar-ivef';

const DISTRICT_NAMES = DISTRICTS.map((d) => d.name) as [string, ...string[]];

const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const OCTET = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * A host a source may name: a dotted quad (four octets 0–255) or a host name of RFC 1123
 * labels (letters, digits, inner hyphens, 1–63 each, 253 in all) whose last label is not
 * all digits, so `1.2.3` and `999.999.999.999` (which resolvers read as addresses) are not
 * host names either.
 */
export function isValidHost(v: string): boolean {
  if (v.length === 0 || v.length > 253) return false;
  const labels = v.split('.');
  if (labels.every((l) => /^\d+$/.test(l))) {
    return labels.length === 4 && labels.every((l) => OCTET.test(l));
  }
  return labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1] ?? '');
}

/** SPEC §8's message for a host that is not an address or a host name. */
export const INVALID_HOST = 'Invalid Host format';

/** SPEC §5 'New AIS': an address or host name (empty allowed), else INVALID_HOST. */
const host = z
  .string()
  .trim()
  .max(253, INVALID_HOST)
  .refine((v) => v === '' || isValidHost(v), INVALID_HOST)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** Checksums on `!` sentences: required (the default), or optional for feeds that send none. */
export const SOURCE_CHECKSUM = ['required', 'optional'] as const;
export const SourceChecksum = z.enum(SOURCE_CHECKSUM);
export type SourceChecksum = z.infer<typeof SourceChecksum>;

/** One entry of a listener's allow-list: an address or a CIDR block, IPv4 or IPv6. */
export const AllowEntry = z.union([z.ipv4(), z.cidrv4(), z.ipv6(), z.cidrv6()], {
  error: 'must be an address or a CIDR block (10.0.0.0/8)',
});

/** An AIS source as an administrator (or PANTAU_SOURCES) declares it. */
export const SourceBody = z
  .object({
    // SPEC §5: spaces in names become underscores.
    // Trimmed before its length is checked: padding cannot pass a long name or an empty one.
    name: z
      .string({ error: messages.required('name') })
      .trim()
      .pipe(singleLineText('name', 64))
      .transform((v) => v.replace(/\s+/g, '_')),
    kind: SourceKind,
    host,
    port: z
      .number()
      .int()
      .min(1, 'port must be 1–65535')
      .max(65535, 'port must be 1–65535')
      .nullable()
      .optional(),
    path: z.string().max(1024).nullable().optional(),
    speed: z
      .number()
      .positive()
      .max(10_000)
      .nullable()
      .optional()
      .describe('File replay and simulator: how much faster than real time'),
    vessels: z
      .number()
      .int()
      .min(1)
      .max(200_000)
      .nullable()
      .optional()
      .describe('Simulator: how many vessels sail (default 2000)'),
    satellite: z.boolean().optional().describe("Satellite feed (the spec's 'mcc' and 'ais_2')"),
    district: z.enum(DISTRICT_NAMES).nullable().optional(),
    parentId: z.number().int().positive().nullable().optional(),
    enabled: z.boolean().default(true),
    checksum: SourceChecksum.optional().describe(
      "AIS checksums: 'required' (default) refuses `!` sentences without one; 'optional' for feeds that send none",
    ),
    allow: z
      .array(AllowEntry)
      .max(64)
      .nullable()
      .optional()
      .describe('tcp-listen and udp: only these sending addresses or CIDR blocks (empty: any)'),
    radarLon: z
      .number()
      .min(-180, 'radarLon must be -180–180')
      .max(180, 'radarLon must be -180–180')
      .nullable()
      .optional()
      .describe(
        "The radar's own longitude: radar-nmea needs it (TTM gives range and bearing from it); radar-ivef may give it to place the station",
      ),
    radarLat: z
      .number()
      .min(-90, 'radarLat must be -90–90')
      .max(90, 'radarLat must be -90–90')
      .nullable()
      .optional()
      .describe("The radar's own latitude (as radarLon)"),
  })
  .superRefine((v, ctx) => {
    const radar = isRadarKind(v.kind);
    const network = v.kind === 'tcp-client' || v.kind === 'tcp-listen' || v.kind === 'udp' || radar;
    if (network && v.port == null) {
      ctx.addIssue({ code: 'custom', path: ['port'], message: 'port can not be empty' });
    }
    if ((v.kind === 'tcp-client' || radar) && !v.host) {
      ctx.addIssue({ code: 'custom', path: ['host'], message: 'host can not be empty' });
    }
    if (v.kind === 'radar-nmea') {
      for (const f of ['radarLon', 'radarLat'] as const) {
        if (v[f] == null)
          ctx.addIssue({ code: 'custom', path: [f], message: `${f} can not be empty` });
      }
    }
    if (v.kind === 'file' && !v.path) {
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'path can not be empty' });
    }
  })
  .meta({ id: 'SourceBody' });
export type SourceBody = z.infer<typeof SourceBody>;

export const EngineStatus = z.enum(['stopped', 'connecting', 'connected', 'listening', 'error']);

export const SourceView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: SourceKind,
    host: z.string().nullable(),
    port: z.number().nullable(),
    path: z.string().nullable(),
    speed: z.number().nullable(),
    vessels: z.number().nullable().optional().describe('Simulator: how many vessels sail'),
    satellite: z.boolean(),
    district: z.string().nullable(),
    parentId: z.number().nullable(),
    enabled: z.boolean(),
    checksum: SourceChecksum.optional().describe('Always sent; required unless set optional'),
    allow: z.array(z.string()).optional().describe('Always sent; empty: any sender'),
    radarLon: z.number().nullable().optional().describe("radar-nmea: the radar's longitude"),
    radarLat: z.number().nullable().optional().describe("radar-nmea: the radar's latitude"),
    status: z.object({
      engine: EngineStatus.describe('Connected or listening when the feed is open'),
      engineStatus: z.boolean().describe("The spec's binary engine icon"),
      dataStatus: z.boolean().describe('Messages arrived in the last minute'),
      messageRate: z.number().describe('Messages per second over the last 10 s'),
      messages: z.number(),
      decodeErrors: z.number(),
      duplicates: z.number(),
      lastMessageAt: z.number().nullable(),
      latencyMs: z.number().nullable().describe('Tag-block time to receipt, smoothed'),
      detail: z.string().nullable(),
      // The limits of hostile input (always sent by the server; optional for older clients).
      connections: z.number().optional().describe('Connections (or UDP senders) open now'),
      refused: z
        .number()
        .optional()
        .describe('Connections or datagrams refused: cap, per-address cap or allow-list'),
      closedIdle: z.number().optional().describe('Connections closed after the idle timeout'),
      evicted: z
        .number()
        .optional()
        .describe('Unfinished multi-part messages dropped to stay within the fragment budget'),
      overlong: z.number().optional().describe('Lines dropped for being longer than the cap'),
      checksum: z.number().optional().describe('Sentences refused for a missing or bad checksum'),
    }),
  })
  .meta({ id: 'Source' });
export type SourceView = z.infer<typeof SourceView>;

export const SourceList = z
  .object({
    simulated: z.boolean().describe('The picture comes from the built-in simulator'),
    sources: z.array(SourceView),
  })
  .meta({ id: 'SourceList' });
export type SourceList = z.infer<typeof SourceList>;

/** Restart and delete ask for the acting user's password again (SPEC §2.5). */
export const PasswordConfirmBody = z
  .object({ password: requiredText('password', 200) })
  .meta({ id: 'PasswordConfirmBody' });

/** DATA SOURCE: AIS sources and their health; administration for superAdmin. */
export const sourceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/sources',
    summary: 'Every AIS source with engine and data status',
    tags: ['sources'],
    response: SourceList,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/sources',
    summary: 'Add an AIS source and start it',
    tags: ['sources'],
    body: SourceBody,
    response: SourceView,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/sources/:id',
    summary: 'Change an AIS source; it restarts with the new settings',
    tags: ['sources'],
    params: IdParams,
    body: SourceBody,
    response: SourceView,
  }),
  restart: defineEndpoint({
    method: 'POST',
    path: '/api/sources/:id/restart',
    summary: "Restart a source (asks for the user's password)",
    tags: ['sources'],
    params: IdParams,
    body: PasswordConfirmBody,
    response: MessageResponse,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/sources/:id',
    summary: "Delete a source (asks for the user's password)",
    tags: ['sources'],
    params: IdParams,
    body: PasswordConfirmBody,
    response: MessageResponse,
  }),
};

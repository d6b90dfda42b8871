import { DISTRICTS } from '@pantau/domain';
import { z } from 'zod';
import { requiredText } from './fields.ts';

export const SOURCE_KINDS = ['tcp-client', 'tcp-listen', 'udp', 'file', 'simulator'] as const;
export const SourceKind = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof SourceKind>;

const DISTRICT_NAMES = DISTRICTS.map((d) => d.name) as [string, ...string[]];

/** SPEC §5 'New AIS': host digits and dots only (empty allowed), else 'Invalid Host format'. */
const host = z
  .string()
  .regex(/^[0-9.]*$/, 'Invalid Host format')
  .max(255)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** An AIS source as an administrator (or PANTAU_SOURCES) declares it. */
export const SourceBody = z
  .object({
    // SPEC §5: spaces in names become underscores.
    name: requiredText('name', 64).transform((v) => v.trim().replace(/\s+/g, '_')),
    kind: SourceKind,
    host,
    port: z.number().int().min(0).max(65535).nullable().optional(),
    path: z.string().max(1024).nullable().optional(),
    speed: z.number().positive().max(10_000).nullable().optional(),
    satellite: z.boolean().optional().describe("Satellite feed (the spec's 'mcc' and 'ais_2')"),
    district: z.enum(DISTRICT_NAMES).nullable().optional(),
    parentId: z.number().int().positive().nullable().optional(),
    enabled: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const network = v.kind === 'tcp-client' || v.kind === 'tcp-listen' || v.kind === 'udp';
    if ((network && v.port == null) || (v.kind === 'tcp-client' && v.port === 0)) {
      ctx.addIssue({ code: 'custom', path: ['port'], message: 'port can not be empty' });
    }
    if (v.kind === 'tcp-client' && !v.host) {
      ctx.addIssue({ code: 'custom', path: ['host'], message: 'host can not be empty' });
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
    satellite: z.boolean(),
    district: z.string().nullable(),
    parentId: z.number().nullable(),
    enabled: z.boolean(),
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

export const TrackQuery = z.object({
  from: z.coerce.number().int().nonnegative().optional().describe('unix ms; default 24 h ago'),
  to: z.coerce.number().int().nonnegative().optional().describe('unix ms; default now'),
});

export const MmsiParams = z.object({ mmsi: z.coerce.number().int().min(0).max(999_999_999) });

export const TrackResponse = z
  .object({
    mmsi: z.number(),
    from: z.number(),
    to: z.number(),
    total: z
      .number()
      .int()
      .describe('positions stored in the period; more than `points` when the track is thinned'),
    points: z.array(
      z.object({
        t: z.number(),
        lat: z.number(),
        lon: z.number(),
        sog: z.number().nullable(),
        cog: z.number().nullable(),
        heading: z.number().nullable(),
        navStatus: z.number().nullable(),
        rot: z.number().nullable(),
        source: z.string(),
      }),
    ),
  })
  .meta({ id: 'Track' });

import { DISTRICTS } from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { requiredText } from './fields.ts';
import { IdParams, MessageResponse } from './users.ts';

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
  })
  .superRefine((v, ctx) => {
    const network = v.kind === 'tcp-client' || v.kind === 'tcp-listen' || v.kind === 'udp';
    if (network && v.port == null) {
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
    vessels: z.number().nullable().optional().describe('Simulator: how many vessels sail'),
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

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

const Component = z.object({
  kind: z.string(),
  ok: z.boolean(),
  detail: z.string().optional(),
});

export const HealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    // The rest only for a signed-in caller: an anonymous one learns the status alone.
    version: z.string().optional(),
    uptimeS: z.number().optional(),
    database: Component.describe('The store: sqlite or postgres').optional(),
    bus: Component.describe('The event bus: memory or nats').optional(),
    roles: z
      .array(
        z.object({
          role: z.enum(['ingest', 'api', 'history']),
          ok: z.boolean(),
          detail: z.string().optional(),
        }),
      )
      .describe("On NATS: each of this process's roles (PANTAU_ROLES) and its state")
      .optional(),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;

export const healthEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: the status; database, bus and version for a signed-in caller',
    tags: ['system'],
    response: HealthResponse,
  }),
};

/** The OpenAPI document itself (hidden from the document it serves). */
export const docsEndpoints = {
  openapi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'The OpenAPI 3.1 document of this API',
    tags: ['system'],
  }),
};

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
    version: z.string(),
    uptimeS: z.number(),
    database: Component.describe('The store: sqlite or postgres'),
    bus: Component.describe('The event bus: memory or nats'),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;

export const healthEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness with database, bus and version status',
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

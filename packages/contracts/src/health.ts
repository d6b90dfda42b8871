import { z } from 'zod';

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

import { DemoBody, ErrorBody, MessageResponse } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors.ts';
import { verifyPassword } from '../auth/password.ts';

/**
 * Demo mode (SPEC §2 Login screen): the hidden dialog's password is checked here, never in
 * the browser. Without PANTAU_DEMO_PASSWORD demo mode cannot be entered.
 */
export function demoRoutes(
  app: FastifyInstance,
  opts: { passwordHash: Promise<string | undefined>; rate: { max: number; windowMs: number } },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/demo',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: opts.rate.max,
          timeWindow: opts.rate.windowMs,
          keyGenerator: (req) => req.ip,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Check the demo-mode password',
        body: DemoBody,
        response: { 200: MessageResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const hash = await opts.passwordHash;
      if (!hash || !(await verifyPassword(req.body.password, hash))) {
        throw new ApiError('WRONG_PASSWORD', { field: 'password' });
      }
      return { message: 'demo mode' };
    },
  );
}

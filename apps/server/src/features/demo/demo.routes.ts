import { demoEndpoints, ErrorBody } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { hashPassword, verifyPassword } from '../users/password.ts';

/**
 * Demo mode (SPEC §2 Login screen): the hidden dialog's password is checked here, never in
 * the browser. Without PANTAU_DEMO_PASSWORD demo mode cannot be entered.
 */
export function demoRoutes(
  app: FastifyInstance,
  opts: { passwordHash: Promise<string | undefined>; rate: { max: number; windowMs: number } },
): void {
  const rateLimit = {
    max: opts.rate.max,
    timeWindow: opts.rate.windowMs,
    keyGenerator: (req: { ip: string }) => req.ip,
  };
  route(
    app,
    demoEndpoints.check,
    { config: { access: 'public', rateLimit }, responses: { 429: ErrorBody } },
    async (req) => {
      const hash = await opts.passwordHash;
      if (!hash || !(await verifyPassword(req.body.password, hash))) {
        throw new ApiError('WRONG_PASSWORD', { field: 'password' });
      }
      return { message: 'demo mode' };
    },
  );
}

export const demoFeature = fp(
  async (app) => {
    const { config } = app.core;
    demoRoutes(app, {
      passwordHash: config.demoPassword
        ? hashPassword(config.demoPassword)
        : Promise.resolve(undefined),
      rate: config.loginRate,
    });
    return Promise.resolve();
  },
  { name: 'demo', fastify: '5.x' },
);

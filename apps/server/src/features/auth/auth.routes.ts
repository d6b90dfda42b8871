import { ErrorBody, LoginBody, SessionResponse } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { sessionResponse, type AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  cookie: { secure: boolean; maxAgeS: number };
  loginRate: { max: number; windowMs: number };
}

export function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/login',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: opts.loginRate.max,
          timeWindow: opts.loginRate.windowMs,
          keyGenerator: (req) => req.ip,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password; sets the session cookie',
        body: LoginBody,
        response: {
          200: SessionResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const { token, user } = await opts.auth.login(req.body.username, req.body.password, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.cookie.secure,
        maxAge: opts.cookie.maxAgeS,
      });
      req.log.info({ username: user.username, role: user.role }, 'login');
      return sessionResponse(user);
    },
  );

  r.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End the session (if any) and clear the cookie',
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await opts.auth.logout(token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/auth/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and what they may do',
        response: { 200: SessionResponse, 401: ErrorBody },
      },
    },
    (req) => {
      if (!req.user) throw new ApiError('UNAUTHENTICATED');
      return sessionResponse(req.user);
    },
  );
}

import { ErrorBody, SessionResponse, SsoCallbackBody, SsoStatus } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { sessionResponse } from '../auth/auth.service.ts';
import type { SessionsRepo } from '../auth/sessions.repo.ts';
import type { SsoService } from './sso.service.ts';

const SSO_COOKIE = 'pantau_sso';

export function ssoRoutes(
  app: FastifyInstance,
  opts: {
    sso: SsoService | undefined;
    sessions: SessionsRepo;
    cookie: { secure: boolean; maxAgeS: number };
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get(
    '/api/auth/sso',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Whether SSO is configured', response: { 200: SsoStatus } },
    },
    () => ({ enabled: opts.sso !== undefined }),
  );

  r.get(
    '/api/auth/sso/start',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Start SSO: redirects the browser to the identity provider' },
    },
    async (req, reply) => {
      if (!opts.sso) return reply.redirect('/login?sso=disabled');
      try {
        const { url, binding } = await opts.sso.start();
        reply.setCookie(SSO_COOKIE, binding, {
          path: '/api/auth/sso',
          httpOnly: true,
          sameSite: 'lax',
          secure: opts.cookie.secure,
          maxAge: 600,
        });
        return reply.redirect(url);
      } catch (err) {
        req.log.error({ err }, 'SSO start failed');
        return reply.redirect('/login?sso=error');
      }
    },
  );

  r.post(
    '/api/auth/sso/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Complete SSO with the query string the provider returned; sets the session cookie',
        body: SsoCallbackBody,
        response: {
          200: SessionResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      if (!opts.sso) throw new ApiError('SSO_DISABLED');
      const binding = req.cookies[SSO_COOKIE];
      reply.clearCookie(SSO_COOKIE, { path: '/api/auth/sso' });
      const { user, idToken } = await opts.sso.complete(binding, req.body.params);
      const token = await opts.sessions.create(user.id, {
        ip: req.ip,
        ...(req.headers['user-agent'] ? { userAgent: req.headers['user-agent'] } : {}),
        idToken,
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.cookie.secure,
        maxAge: opts.cookie.maxAgeS,
      });
      req.user = user;
      return sessionResponse(user);
    },
  );
}

import { authEndpoints } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { setSessionCookie, type SessionCookieOptions } from '../../plugins/access.ts';
import { sessionResponse } from '../auth/auth.service.ts';
import type { SessionsRepo } from '../users/sessions.repo.ts';
import type { SsoService } from './sso.service.ts';

const SSO_COOKIE = 'pantau_sso';

export function ssoRoutes(
  app: FastifyInstance,
  opts: {
    sso: SsoService | undefined;
    sessions: SessionsRepo;
    cookie: SessionCookieOptions;
  },
): void {
  const e = authEndpoints;
  const config = { access: 'public' } as const;

  route(app, e.ssoStatus, { config }, () => ({ enabled: opts.sso !== undefined }));

  route(app, e.ssoStart, { config }, async (req, reply) => {
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
  });

  route(app, e.ssoCallback, { config }, async (req, reply) => {
    if (!opts.sso) throw new ApiError('SSO_DISABLED');
    const binding = req.cookies[SSO_COOKIE];
    reply.clearCookie(SSO_COOKIE, { path: '/api/auth/sso' });
    const { user, idToken } = await opts.sso.complete(binding, req.body.params);
    const token = await opts.sessions.create(user.id, {
      ip: req.ip,
      ...(req.headers['user-agent'] ? { userAgent: req.headers['user-agent'] } : {}),
      idToken,
    });
    setSessionCookie(reply, token, opts.cookie);
    req.user = user;
    return sessionResponse(user);
  });
}

import { accountEndpoints, authEndpoints, ErrorBody } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import {
  requireUser,
  SESSION_COOKIE,
  setSessionCookie,
  type SessionCookieOptions,
} from '../../plugins/access.ts';
import type { UsersService } from '../users/users.service.ts';
import { sessionResponse, type AuthService } from './auth.service.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_TTL_MS } from './trusted-devices.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** The identity provider's logout URL for an SSO session's ID token. */
  endSessionUrl: ((idToken: string) => Promise<string | null>) | undefined;
  users: UsersService;
  cookie: SessionCookieOptions;
  loginRate: { max: number; windowMs: number };
}

export function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): void {
  // Per address, per route: sign-in, registration and password change each have a budget.
  const rateLimit = {
    max: opts.loginRate.max,
    timeWindow: opts.loginRate.windowMs,
    keyGenerator: (req: { ip: string }) => req.ip,
  };

  route(
    app,
    authEndpoints.login,
    { config: { access: 'public', rateLimit }, responses: { 429: ErrorBody } },
    async (req, reply) => {
      const { token, user, device } = await opts.auth.login(req.body.username, req.body.password, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
        device: req.cookies[DEVICE_COOKIE],
      });
      setSessionCookie(reply, token, opts.cookie);
      // This browser is now one the account signed in from (sent to sign-in only).
      reply.setCookie(DEVICE_COOKIE, device, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: opts.cookie.secure,
        maxAge: Math.floor(DEVICE_TTL_MS / 1000),
      });
      req.user = user; // the audit log names who signed in
      req.log.info({ username: user.username, role: user.role }, 'login');
      return sessionResponse(user);
    },
  );

  route(app, authEndpoints.logout, { config: { access: 'public' } }, async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    if (!token) return { redirect: null };
    const { user, idToken } = await opts.auth.logout(token);
    req.user = user;
    if (!idToken || !opts.endSessionUrl) return { redirect: null };
    try {
      return { redirect: await opts.endSessionUrl(idToken) };
    } catch (err) {
      req.log.warn({ err }, 'identity provider logout URL unavailable');
      return { redirect: null };
    }
  });

  route(app, authEndpoints.me, { config: { access: 'authenticated' } }, (req) =>
    sessionResponse(requireUser(req)),
  );

  route(
    app,
    accountEndpoints.register,
    { config: { access: 'public', rateLimit }, responses: { 429: ErrorBody } },
    async (req, reply) => {
      await opts.users.register(req.body);
      return reply.code(201).send({ message: 'Registration successful' });
    },
  );

  route(
    app,
    accountEndpoints.changePassword,
    { config: { access: 'authenticated', rateLimit }, responses: { 429: ErrorBody } },
    async (req) => {
      await opts.users.changePassword(
        requireUser(req),
        req.body.oldPassword,
        req.body.newPassword,
        req.cookies[SESSION_COOKIE],
      );
      return { message: 'Password Changed Successfully' };
    },
  );
}

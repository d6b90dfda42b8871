import {
  ChangePasswordBody,
  ErrorBody,
  LoginBody,
  LogoutResponse,
  MessageResponse,
  RegisterBody,
  SessionResponse,
} from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, SESSION_COOKIE } from '../../plugins/access.ts';
import type { UsersService } from '../users/users.service.ts';
import { sessionResponse, type AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** The identity provider's logout URL for an SSO session's ID token. */
  endSessionUrl: ((idToken: string) => Promise<string | null>) | undefined;
  users: UsersService;
  cookie: { secure: boolean; maxAgeS: number };
  loginRate: { max: number; windowMs: number };
}

export function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per address, per route: sign-in, registration and password change each have a budget.
  const rateLimit = {
    max: opts.loginRate.max,
    timeWindow: opts.loginRate.windowMs,
    keyGenerator: (req: { ip: string }) => req.ip,
  };

  r.post(
    '/api/auth/login',
    {
      config: {
        access: 'public',
        rateLimit,
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
        summary:
          'End the session (if any) and clear the cookie; SSO users get the provider logout URL',
        response: { 200: LogoutResponse },
      },
    },
    async (req, reply) => {
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
    (req) => sessionResponse(requireUser(req)),
  );

  r.post(
    '/api/auth/register',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: "Register ('Daftar Login'): an inactive account a superAdmin activates",
        body: RegisterBody,
        response: { 201: MessageResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      await opts.users.register(req.body);
      return reply.code(201).send({ message: 'Registration successful' });
    },
  );

  r.post(
    '/api/auth/password',
    {
      config: { access: 'authenticated', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password (not for shared accounts)',
        body: ChangePasswordBody,
        response: { 200: MessageResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
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

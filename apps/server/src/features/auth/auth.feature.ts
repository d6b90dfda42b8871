import fp from 'fastify-plugin';
import { AuthService } from './auth.service.ts';
import { authRoutes } from './auth.routes.ts';
import { LoginBackoff } from './login-backoff.ts';

/** Sign in and out, registration, one's own password; SSO logout through `app.sso`. */
export const authFeature = fp(
  async (app) => {
    const { config } = app.core;
    const { repo, sessions, service } = app.users;
    authRoutes(app, {
      endSessionUrl:
        app.sso && ((idToken) => app.sso?.endSessionUrl(idToken) ?? Promise.resolve(null)),
      users: service,
      auth: new AuthService(
        repo,
        sessions,
        new LoginBackoff(
          { max: config.loginAccountMax, windowMs: config.loginRate.windowMs },
          app.core.now,
        ),
      ),
      cookie: sessionCookie(config),
      loginRate: config.loginRate,
    });
    return Promise.resolve();
  },
  { name: 'auth', fastify: '5.x', dependencies: ['users', 'sso'] },
);

/** The session cookie's settings. */
export function sessionCookie(config: { session: { cookieSecure: boolean; maxMs: number } }) {
  return { secure: config.session.cookieSecure, maxAgeS: Math.floor(config.session.maxMs / 1000) };
}

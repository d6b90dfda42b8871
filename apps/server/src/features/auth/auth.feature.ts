import fp from 'fastify-plugin';
import { AuthService } from './auth.service.ts';
import { authRoutes } from './auth.routes.ts';
import { LoginBackoff } from './login-backoff.ts';
import { TrustedDevices } from './trusted-devices.ts';

/** Sign in and out, registration, one's own password; SSO logout through `app.sso`. */
export const authFeature = fp(
  async (app) => {
    const { config } = app.core;
    const { repo, sessions, service } = app.users;
    const backoff = new LoginBackoff(
      app.core.store.db,
      { max: config.loginAccountMax, windowMs: config.loginRate.windowMs },
      app.core.now,
    );
    const devices = new TrustedDevices(app.core.store.db, app.core.now);
    authRoutes(app, {
      endSessionUrl:
        app.sso && ((idToken) => app.sso?.endSessionUrl(idToken) ?? Promise.resolve(null)),
      users: service,
      auth: new AuthService(repo, sessions, backoff, devices),
      cookie: sessionCookie(config),
      loginRate: config.loginRate,
    });
    // Accounts a quiet window past their last failure, and devices long unused, are forgotten.
    const timer = setInterval(
      () =>
        void Promise.all([backoff.purge(), devices.purge()]).catch((err: unknown) =>
          app.log.warn({ err }, 'purge failed'),
        ),
      60_000,
    );
    timer.unref();
    app.addHook('onClose', () => {
      clearInterval(timer);
      return Promise.resolve();
    });
    return Promise.resolve();
  },
  { name: 'auth', fastify: '5.x', dependencies: ['users', 'sso'] },
);

/** The session cookie's settings. */
export function sessionCookie(config: { session: { cookieSecure: boolean; maxMs: number } }) {
  return { secure: config.session.cookieSecure, maxAgeS: Math.floor(config.session.maxMs / 1000) };
}

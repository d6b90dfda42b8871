import fp from 'fastify-plugin';
import { sessionCookie } from '../auth/auth.feature.ts';
import { ssoRoutes } from './sso.routes.ts';
import { SsoService } from './sso.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Single sign-on, when configured. */
    sso: SsoService | undefined;
  }
}

/** Single sign-on through the identity provider (OIDC), when configured. */
export const ssoFeature = fp(
  async (app) => {
    const { config, store, now } = app.core;
    const sso = config.sso && new SsoService(config.sso, store.db, app.users.repo, now);
    app.decorate('sso', sso);
    ssoRoutes(app, { sso, sessions: app.users.sessions, cookie: sessionCookie(config) });
    return Promise.resolve();
  },
  { name: 'sso', fastify: '5.x', dependencies: ['users'] },
);

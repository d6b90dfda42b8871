import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forgetInitialPassword } from './initial-password.ts';
import { SessionsRepo } from './sessions.repo.ts';
import { UsersRepo } from './users.repo.ts';
import { usersRoutes } from './users.routes.ts';
import { UsersService } from './users.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** User records, their sessions, and the rules for changing them. */
    users: { repo: UsersRepo; sessions: SessionsRepo; service: UsersService };
  }
}

/** Users, their passwords and sessions; USER MANAGEMENT. Resolves session cookies. */
export const usersFeature = fp(
  async (app) => {
    const { store, config, now } = app.core;
    const repo = new UsersRepo(store.db, now);
    const sessions = new SessionsRepo(store.db, config.session, now);
    const service = new UsersService(repo, sessions, (user) =>
      forgetInitialPassword(config.dataDir, user.username),
    );
    app.decorate('users', { repo, sessions, service });
    app.identity.session = async (token) => {
      const session = await sessions.resolve(token);
      return session ? repo.findById(session.userId) : undefined;
    };
    usersRoutes(app, service);
    purgeSessionsEvery(app, sessions, SESSION_PURGE_MS);
    return Promise.resolve();
  },
  { name: 'users', fastify: '5.x' },
);

/** Ended sessions are removed this often (and once at start). */
export const SESSION_PURGE_MS = 10 * 60_000;

function purgeSessionsEvery(app: FastifyInstance, sessions: SessionsRepo, everyMs: number): void {
  const purge = () =>
    sessions.purgeExpired().then(
      (n) => {
        if (n > 0) app.log.debug({ sessions: n }, 'ended sessions purged');
      },
      (err: unknown) => app.log.warn({ err }, 'purging ended sessions failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    return Promise.resolve();
  });
}

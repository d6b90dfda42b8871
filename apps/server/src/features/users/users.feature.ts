import fp from 'fastify-plugin';
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
    const service = new UsersService(repo, sessions);
    app.decorate('users', { repo, sessions, service });
    app.identity.session = async (token) => {
      const session = await sessions.resolve(token);
      return session ? repo.findById(session.userId) : undefined;
    };
    usersRoutes(app, service);
    return Promise.resolve();
  },
  { name: 'users', fastify: '5.x' },
);

import fp from 'fastify-plugin';
import { ApiUsersRepo } from './api-users.repo.ts';
import { apiUsersRoutes } from './api-users.routes.ts';

/** MANAGE API: API users and their Bearer tokens, which it resolves for access control. */
export const apiUsersFeature = fp(
  async (app) => {
    const repo = new ApiUsersRepo(app.core.store.db, app.core.now);
    app.identity.apiToken = (token) => repo.resolveToken(token);
    apiUsersRoutes(app, repo);
    return Promise.resolve();
  },
  { name: 'api-users', fastify: '5.x' },
);

import { bookmarkEndpoints } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { BookmarksRepo } from './bookmarks.repo.ts';

/**
 * Every signed-in user keeps their own bookmarks: the spec hides PANTAU KAPAL from no role
 * (SPEC §6), and a bookmark changes nothing others see. API tokens have no user: refused.
 */
const config = { access: 'map.view' } as const;

/** The signed-in user's bookmarked vessels (PANTAU KAPAL → BOOKMARK, yellow circles). */
export function bookmarksRoutes(app: FastifyInstance, repo: BookmarksRepo): void {
  const e = bookmarkEndpoints;
  route(app, e.list, { config }, async (req) => ({
    bookmarks: await repo.list(requireUser(req).id),
  }));
  route(app, e.put, { config }, (req) =>
    repo.put(requireUser(req).id, req.params.mmsi, req.body.group),
  );
  route(app, e.remove, { config }, async (req) => {
    if (!(await repo.remove(requireUser(req).id, req.params.mmsi))) {
      throw new ApiError('NOT_FOUND', { message: `${req.params.mmsi} is not bookmarked` });
    }
    return { message: `item ${req.params.mmsi} deleted` };
  });
}

export const bookmarksFeature = fp(
  async (app) => {
    bookmarksRoutes(app, new BookmarksRepo(app.core.store.db, app.core.now));
    return Promise.resolve();
  },
  { name: 'bookmarks', fastify: '5.x' },
);

import { BookmarkBody, BookmarkList, BookmarkView, MmsiParams } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors.ts';
import { requireUser } from '../../plugins/access.ts';
import { ERROR_RESPONSES } from '../schemas.ts';
import type { BookmarksRepo } from './bookmarks.repo.ts';

const tags = ['bookmarks'];
/**
 * Every signed-in user keeps their own bookmarks: the spec hides PANTAU KAPAL from no role
 * (SPEC §6), and a bookmark changes nothing others see. API tokens have no user: refused.
 */
const config = { access: 'map.view' } as const;

/** The signed-in user's bookmarked vessels (PANTAU KAPAL → BOOKMARK, yellow circles). */
export function bookmarksRoutes(app: FastifyInstance, repo: BookmarksRepo): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/bookmarks',
    {
      config,
      schema: {
        tags,
        summary: "The signed-in user's bookmarks",
        response: { 200: BookmarkList, ...ERROR_RESPONSES },
      },
    },
    async (req) => ({ bookmarks: await repo.list(requireUser(req).id) }),
  );

  r.put(
    '/api/bookmarks/:mmsi',
    {
      config,
      schema: {
        tags,
        summary: 'Bookmark a vessel in a group, or move it to another group',
        params: MmsiParams,
        body: BookmarkBody,
        response: { 200: BookmarkView, ...ERROR_RESPONSES },
      },
    },
    (req) => repo.put(requireUser(req).id, req.params.mmsi, req.body.group),
  );

  r.delete(
    '/api/bookmarks/:mmsi',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a bookmark',
        params: MmsiParams,
        response: { 200: z.object({ message: z.string() }), ...ERROR_RESPONSES },
      },
    },
    async (req) => {
      if (!(await repo.remove(requireUser(req).id, req.params.mmsi))) {
        throw new ApiError('NOT_FOUND', { message: `${req.params.mmsi} is not bookmarked` });
      }
      return { message: `item ${req.params.mmsi} deleted` };
    },
  );
}

import { z } from 'zod';
import { singleLineText } from './fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { MessageResponse } from './users.ts';
import { MmsiParams } from './vessels.ts';

/**
 * Bookmarks (SPEC §2 'PANTAU KAPAL' BOOKMARK tab, §3 'Bookmark'): a user's watched vessels,
 * each in a named group (the spec's category). Kept per user on the server.
 */
export const BOOKMARK_GROUP_MAX = 30;

export const BookmarkBody = z
  .object({
    group: singleLineText('group', BOOKMARK_GROUP_MAX).describe(
      'The group (category) the vessel is kept under',
    ),
  })
  .meta({ id: 'BookmarkBody' });
export type BookmarkBody = z.infer<typeof BookmarkBody>;

export const BookmarkView = z
  .object({
    mmsi: z.number(),
    group: z.string(),
    createdAt: z.number().describe('unix ms'),
  })
  .meta({ id: 'Bookmark' });
export type BookmarkView = z.infer<typeof BookmarkView>;

export const BookmarkList = z
  .object({ bookmarks: z.array(BookmarkView) })
  .meta({ id: 'BookmarkList' });
export type BookmarkList = z.infer<typeof BookmarkList>;

/** The signed-in user's bookmarked vessels (PANTAU KAPAL → BOOKMARK). */
export const bookmarkEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/bookmarks',
    summary: "The signed-in user's bookmarks",
    tags: ['bookmarks'],
    response: BookmarkList,
  }),
  put: defineEndpoint({
    method: 'PUT',
    path: '/api/bookmarks/:mmsi',
    summary: 'Bookmark a vessel in a group, or move it to another group',
    tags: ['bookmarks'],
    params: MmsiParams,
    body: BookmarkBody,
    response: BookmarkView,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/bookmarks/:mmsi',
    summary: 'Remove a bookmark',
    tags: ['bookmarks'],
    params: MmsiParams,
    response: MessageResponse,
  }),
};

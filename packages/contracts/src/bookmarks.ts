import { z } from 'zod';
import { messages } from './fields.ts';

/**
 * Bookmarks (SPEC §2 'PANTAU KAPAL' BOOKMARK tab, §3 'Bookmark'): a user's watched vessels,
 * each in a named group (the spec's category). Kept per user on the server.
 */
export const BOOKMARK_GROUP_MAX = 30;

export const BookmarkBody = z
  .object({
    group: z
      .string({ error: messages.required('group') })
      .trim()
      .min(1, messages.required('group'))
      .max(BOOKMARK_GROUP_MAX, messages.max('group', BOOKMARK_GROUP_MAX))
      .describe('The group (category) the vessel is kept under'),
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

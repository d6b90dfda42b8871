import { bookmarkEndpoints } from '@pantau/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../api/call.ts';

const KEY = ['bookmarks'] as const;

/** The group a new bookmark goes in when none is chosen. */
export const DEFAULT_GROUP = 'Watch list';

/** The signed-in user's bookmarks (`GET /api/bookmarks`). */
export function useBookmarks() {
  return useQuery({
    queryKey: KEY,
    staleTime: 60_000,
    queryFn: ({ signal }) => call(bookmarkEndpoints.list, {}, { signal }),
  });
}

/** The bookmarked MMSIs, as a set for the map's yellow circles. */
export function useBookmarkedSet(): ReadonlySet<number> {
  const data = useBookmarks().data;
  return useMemo(() => new Set(data?.bookmarks.map((b) => b.mmsi)), [data]);
}

/** Bookmark a vessel in a group (or move it), or remove the bookmark (`group` null). */
export function useSetBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mmsi, group }: { mmsi: number; group: string | null }) => {
      if (group === null) await call(bookmarkEndpoints.remove, { params: { mmsi } });
      else await call(bookmarkEndpoints.put, { params: { mmsi }, body: { group } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

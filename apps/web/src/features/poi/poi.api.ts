import { portEndpoints, type UserPoiBody } from '@pantau/contracts';
import type { PoiCategory } from '@pantau/domain';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

const KEY = 'user-pois';

/** The newest page of a category's user POIs (it says which page is the last). */
export function useNewestPois(category: PoiCategory) {
  return useQuery({
    queryKey: [KEY, category, 'newest'],
    queryFn: ({ signal }) => call(portEndpoints.pois, { query: { category } }, { signal }),
  });
}

/** Pages of a category's user POIs by number. */
export function usePoiPages(category: PoiCategory, pages: readonly number[]) {
  return useQueries({
    queries: pages.map((page) => ({
      queryKey: [KEY, category, page],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(portEndpoints.pois, { query: { category, page: String(page) } }, { signal }),
    })),
  });
}

/** SUBMIT: the POI is stored; the lists and the map's registry load again. */
export function useAddPoi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserPoiBody) => call(portEndpoints.addPoi, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [KEY] });
      await client.invalidateQueries({ queryKey: ['port-registry'] });
    },
  });
}

/** Refresh: the lists load again. */
export function useRefreshPois() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [KEY] });
}

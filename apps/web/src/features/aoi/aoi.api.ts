import { AOI_PAGE, aoiEndpoints, type AoiBody, type AoiView } from '@pantau/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { call } from '../../api/call.ts';
import type { AoiShape } from './aoi-shapes.ts';

const KEY = ['aois'] as const;
const oneKey = (id: number) => ['aois', 'one', id] as const;

/** How long the name check waits for typing to pause. */
export const NAME_CHECK_DEBOUNCE_MS = 400;
/** LIST ZONA AOI follows the geofence engine this often ("live"). */
export const ZONA_POLL_MS = 2000;

/** 'Tampilkan Zona AOI': areas newest first, ten a page; Load More asks the next. */
export function useAoiPages() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...KEY, 'pages'],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const page = await call(
        aoiEndpoints.list,
        {
          query: {
            limit: String(AOI_PAGE),
            ...(pageParam === null ? {} : { cursor: String(pageParam) }),
          },
        },
        { signal },
      );
      // An area never changes once submitted: what the list brings is what ticking needs.
      for (const aoi of page.aois) queryClient.setQueryData(oneKey(aoi.id), aoi);
      return page;
    },
    getNextPageParam: (last) => last.next,
  });
}

/** The ticked areas, each asked once (areas are immutable) unless the list brought it. */
export function useTickedAois(ids: readonly number[]): AoiView[] {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: oneKey(id),
      staleTime: Infinity,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(aoiEndpoints.get, { params: { id } }, { signal }),
    })),
    combine: (results) => results.flatMap((r) => (r.data ? [r.data] : [])),
  });
}

/**
 * Whether an area in use has this name (SPEC §5 'Found Duplicate Name'), asked as the user
 * types (debounced): undefined while unknown.
 */
export function useNameTaken(name: string): boolean | undefined {
  const [debounced] = useDebouncedValue(name.trim(), NAME_CHECK_DEBOUNCE_MS);
  const current = debounced === name.trim() && debounced !== '';
  const query = useQuery({
    queryKey: [...KEY, 'name-taken', debounced],
    enabled: debounced !== '',
    staleTime: 5000,
    queryFn: ({ signal }) =>
      call(aoiEndpoints.nameTaken, { query: { name: debounced } }, { signal }),
  });
  return current ? query.data?.taken : undefined;
}

/** The request body of a shape with its name and description. */
export function aoiBody(shape: AoiShape, name: string, description: string): AoiBody {
  return { ...shape, name: name.trim(), description: description.trim() };
}

export function useCreateAoi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AoiBody) => call(aoiEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Archive an area (its author or an admin); it leaves the list, its record stays. */
export function useArchiveAoi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(aoiEndpoints.archive, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'pages'] }),
  });
}

/** Asks the list again from its first page (the refresh button). */
export function useRefreshAois() {
  const queryClient = useQueryClient();
  return () => void queryClient.resetQueries({ queryKey: [...KEY, 'pages'] });
}

/** The vessels inside each area now, every 2 s while LIST ZONA AOI is open. */
export function useZoneVessels(ids: readonly number[], live: boolean) {
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...KEY, 'vessels', sorted.join(',')],
    enabled: live && sorted.length > 0,
    refetchInterval: live ? ZONA_POLL_MS : false,
    queryFn: ({ signal }) =>
      call(aoiEndpoints.vessels, { query: { ids: sorted.join(',') } }, { signal }),
  });
}

import { assetEndpoints } from '@pantau/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** SPEC §2 'Top search bar', Others mode: ports and stations by name or ID. */
export function useAssetSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['assets', 'search', query],
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    queryFn: ({ signal }) => call(assetEndpoints.search, { query: { q: query } }, { signal }),
  });
}

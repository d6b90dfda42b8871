import type { AssetSearchResponse } from '@pantau/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/http.ts';

/** SPEC §2 'Top search bar', Others mode: ports and stations by name or ID. */
export function useAssetSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['assets', 'search', query],
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    queryFn: ({ signal }) =>
      api<AssetSearchResponse>(`/api/assets/search?q=${encodeURIComponent(query)}`, { signal }),
  });
}

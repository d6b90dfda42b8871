import { mapFeatureEndpoints } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** Ports publish their lanes seldom; the map asks again this often. */
const REFRESH_MS = 5 * 60_000;

/** Every port's published Alur & SBNP features (`GET /api/map-features`). */
export function useMapFeatures() {
  return useQuery({
    queryKey: ['map-features'],
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS / 2,
    queryFn: ({ signal }) => call(mapFeatureEndpoints.list, { query: {} }, { signal }),
  });
}

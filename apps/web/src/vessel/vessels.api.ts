import { vesselEndpoints, type TrackResponse, type VesselSearchResponse } from '@pantau/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../api/call.ts';
import { ApiError } from '../api/http.ts';
import type { Output } from '../api/contract.ts';

/** One answer of `GET /api/vessels/search`. */
export type VesselSearchResult = VesselSearchResponse['results'][number];

export type Track = Output<typeof TrackResponse>;

const notFound = (e: unknown) => e instanceof ApiError && e.status === 404;

/** Vessels by MMSI, call sign or name, answered by the server (up to 20). */
export function useVesselSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['vessels', 'search', query],
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    queryFn: async ({ signal }) => {
      try {
        return await call(vesselEndpoints.search, { query: { q: query } }, { signal });
      } catch (e) {
        if (notFound(e)) return { results: [] };
        throw e;
      }
    },
  });
}

/** The last 24 h of a vessel's positions (SPEC §4 'Vessel selection': draws the track). */
export function useTrack(mmsi: number | null) {
  return useQuery<Track>({
    queryKey: ['vessels', mmsi, 'track'],
    enabled: mmsi !== null,
    staleTime: 30_000,
    // A vessel just come into the picture may have no stored point yet: ask again soon.
    refetchInterval: (query) => ((query.state.data?.points.length ?? 0) > 0 ? 60_000 : 5_000),
    queryFn: ({ signal }) =>
      call(vesselEndpoints.track, { params: { mmsi: mmsi ?? 0 }, query: {} }, { signal }),
  });
}

/** The vessel's full state from the server, null when the server has none (or no route yet). */
export function useVesselState(mmsi: number | null) {
  return useQuery({
    queryKey: ['vessels', mmsi, 'state'],
    enabled: mmsi !== null,
    refetchInterval: 10_000,
    queryFn: async ({ signal }) => {
      try {
        return await call(vesselEndpoints.get, { params: { mmsi: mmsi ?? 0 } }, { signal });
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
  });
}

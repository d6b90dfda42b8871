import { atonEndpoints, type AidToNavigation } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** Aids report every few minutes at most; the map asks again this often. */
const REFRESH_MS = 60_000;

/** The aids to navigation (SBNP) heard over AIS (`GET /api/aids-to-navigation`). */
export function useAids() {
  return useQuery({
    queryKey: ['aids-to-navigation'],
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS / 2,
    queryFn: ({ signal }) => call(atonEndpoints.list, {}, { signal }),
  });
}

/** An aid as last heard, or null (not heard, or the list not loaded yet). */
export function useAid(mmsi: number): AidToNavigation | null {
  const aids = useAids().data?.aids;
  return aids?.find((a) => a.mmsi === mmsi) ?? null;
}

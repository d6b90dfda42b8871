import { inaportnetEndpoints } from '@pantau/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../api/call.ts';

const KEY = ['inaportnet'] as const;

/** PKK & SPB: Inaportnet's vessels of today with their flags (or why nothing is known). */
export function useClearances() {
  return useQuery({
    queryKey: [...KEY, 'clearances'],
    refetchInterval: 60_000,
    queryFn: ({ signal }) => call(inaportnetEndpoints.clearances, { query: {} }, { signal }),
  });
}

/** The refresh button: asks the server to ask Inaportnet again. */
export function useRefreshClearances() {
  const client = useQueryClient();
  return useCallback(async () => {
    const fresh = await call(inaportnetEndpoints.clearances, { query: { refresh: 'true' } });
    client.setQueryData([...KEY, 'clearances'], fresh);
  }, [client]);
}

/** A vessel's PKK and SPB records (Detail Kapal). */
export function useVesselClearances(mmsi: number | null) {
  return useQuery({
    queryKey: [...KEY, 'vessel', mmsi],
    enabled: mmsi !== null,
    queryFn: ({ signal }) =>
      call(inaportnetEndpoints.vessel, { params: { mmsi: mmsi ?? 0 } }, { signal }),
  });
}

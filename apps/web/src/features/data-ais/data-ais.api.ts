import {
  dataAisEndpoints,
  endpointPath,
  endpointQuery,
  fleetFilterText,
  type FleetFilter,
  type QuickViewBody,
} from '@pantau/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

const KEY = ['data-ais'] as const;

/** The list's query: search and conditions as the server takes them. */
export function fleetQuery(q: string, filters: readonly FleetFilter[]) {
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(filters.length > 0 ? { filter: filters.map(fleetFilterText) } : {}),
  };
}

/** A page of the fleet (server-side paging). */
export function useFleet(
  q: string,
  filters: readonly FleetFilter[],
  page: number,
  pageSize: number,
) {
  const query = { ...fleetQuery(q, filters), page: String(page), pageSize: String(pageSize) };
  return useQuery({
    queryKey: [...KEY, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(dataAisEndpoints.list, { query }, { signal }),
  });
}

/** An expanded row's position history. */
export function useFleetPositions(mmsi: number) {
  return useQuery({
    queryKey: [...KEY, 'positions', mmsi],
    queryFn: ({ signal }) =>
      call(dataAisEndpoints.positions, { params: { mmsi }, query: { limit: '200' } }, { signal }),
  });
}

/** The export's address: the same search and conditions. */
export function fleetExportUrl(q: string, filters: readonly FleetFilter[]): string {
  return endpointPath(dataAisEndpoints.export) + endpointQuery(fleetQuery(q, filters));
}

export function useQuickViews() {
  return useQuery({
    queryKey: [...KEY, 'views'],
    queryFn: ({ signal }) => call(dataAisEndpoints.views, {}, { signal }),
  });
}

export function useSaveQuickView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuickViewBody) => call(dataAisEndpoints.saveView, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'views'] }),
  });
}

export function useDeleteQuickView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(dataAisEndpoints.deleteView, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'views'] }),
  });
}

import { endpointPath, portEndpoints, type RegistryAsset } from '@pantau/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { codedPorts } from './coded-ports.ts';

/** The registry changes only by an admin's import: the map asks again this often. */
const REFRESH_MS = 5 * 60_000;
const KEY = ['port-registry'];

const registryQuery = queryOptions({
  queryKey: KEY,
  staleTime: REFRESH_MS,
  refetchInterval: REFRESH_MS,
  queryFn: ({ signal }) => call(portEndpoints.list, {}, { signal }),
});

/** The port and asset registry (`GET /api/ports`). */
export function useRegistry() {
  return useQuery(registryQuery);
}

const selectCodedPorts = (list: { assets: readonly RegistryAsset[] }) => codedPorts(list.assets);

/** The registry's ports that have a UN/LOCODE, by name (the registry's query, read once). */
export function useCodedPorts() {
  return useQuery({ ...registryQuery, select: selectCodedPorts });
}

/** One entry, or null (unknown, or the registry not loaded yet). */
export function useRegistryAsset(id: string): RegistryAsset | null {
  return useRegistry().data?.assets.find((a) => a.id === id) ?? null;
}

/** Where the xlsx of DATA PORT/PELABUHAN or DATA REKAP PELABUHAN is, for the search `q`. */
export function exportUrl(table: 'ports' | 'summary', q: string): string {
  const query = new URLSearchParams({ table, ...(q.trim() ? { q: q.trim() } : {}) });
  return `${endpointPath(portEndpoints.export)}?${query.toString()}`;
}

/** An admin's import of a GeoJSON or CSV file (all or nothing); the registry reloads. */
export function useRegistryImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { format: 'csv' | 'geojson'; content: string }) =>
      call(portEndpoints.import, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

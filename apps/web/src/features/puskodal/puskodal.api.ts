import { puskodalEndpoints, type BlacklistBody, type PuskodalTypeName } from '@pantau/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

const KEY = ['puskodal'] as const;

/** SPEC §9-style refresh: the dialog's rows are asked again this often while it is open. */
const POLL_MS = 30_000;

export function usePuskodalLatest(type: PuskodalTypeName, n: '10' | '100', enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'latest', type, n],
    enabled,
    queryFn: ({ signal }) => call(puskodalEndpoints.latest, { params: { type, n } }, { signal }),
    refetchInterval: POLL_MS,
  });
}

export function useBlacklist(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'blacklist'],
    enabled,
    queryFn: ({ signal }) => call(puskodalEndpoints.blacklist, {}, { signal }),
  });
}

export function useBlacklistChange() {
  const client = useQueryClient();
  const done = () => void client.invalidateQueries({ queryKey: [...KEY, 'blacklist'] });
  return {
    add: useMutation({
      mutationFn: (body: BlacklistBody) => call(puskodalEndpoints.addBlacklist, { body }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (mmsi: number) =>
        call(puskodalEndpoints.removeBlacklist, { params: { mmsi: String(mmsi) } }),
      onSuccess: done,
    }),
  };
}

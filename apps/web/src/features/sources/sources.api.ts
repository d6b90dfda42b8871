import { sourceEndpoints, type SourceBody } from '@pantau/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../api/call.ts';
import { useLiveClient } from '../../live/live.client.ts';

const KEY = ['sources'] as const;

/** Without the live socket (no map open), the list is fetched again this often. */
export const SOURCES_POLL_MS = 5_000;

/**
 * DATA SOURCE (SPEC §2.5): every AIS source with its engine and data status. Fetched once,
 * then kept current by the status the server pushes on the live socket each tick.
 */
export function useSources() {
  const queryClient = useQueryClient();
  const live = useLiveClient((s) => s.client);
  useEffect(() => {
    if (!live) return;
    const off = live.on('sources', (m) => queryClient.setQueryData(KEY, m.list));
    live.send({ type: 'watch-sources', on: true });
    return () => {
      off();
      live.send({ type: 'watch-sources', on: false });
    };
  }, [live, queryClient]);
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(sourceEndpoints.list, {}, { signal }),
    refetchInterval: live ? false : SOURCES_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The body the form sends: SourceBody as the schema reads it (before its transforms). */
export type SourceInput = SourceBody;

function useInvalidating<A, R>(send: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCreateSource() {
  return useInvalidating((body: SourceInput) => call(sourceEndpoints.create, { body }));
}

export function useUpdateSource() {
  return useInvalidating(({ id, body }: { id: number; body: SourceInput }) =>
    call(sourceEndpoints.update, { params: { id }, body }),
  );
}

/** Restart asks for the signed-in user's own password again (SPEC §2.5). */
export function useRestartSource() {
  return useInvalidating(({ id, password }: { id: number; password: string }) =>
    call(sourceEndpoints.restart, { params: { id }, body: { password } }),
  );
}

export function useDeleteSource() {
  return useInvalidating(({ id, password }: { id: number; password: string }) =>
    call(sourceEndpoints.remove, { params: { id }, body: { password } }),
  );
}

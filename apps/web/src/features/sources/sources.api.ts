import type { SourceBody, SourceList } from '@pantau/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/http.ts';
import { liveClient } from '../vessels/live.client.ts';
import type { Source } from './sources.model.ts';

const KEY = ['sources'] as const;

/** Without the live socket (no map open), the list is fetched again this often. */
export const SOURCES_POLL_MS = 5_000;

/**
 * DATA SOURCE (SPEC §2.5): every AIS source with its engine and data status. Fetched once,
 * then kept current by the status the server pushes on the live socket each tick.
 */
export function useSources() {
  const queryClient = useQueryClient();
  const live = liveClient();
  useEffect(
    () => live?.watchSources((list) => queryClient.setQueryData(KEY, list)),
    [live, queryClient],
  );
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<SourceList>('/api/sources', { signal }),
    refetchInterval: live ? false : SOURCES_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The body the form sends: SourceBody as the schema reads it (before its transforms). */
export type SourceInput = SourceBody;

function useInvalidating<A, R>(call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCreateSource() {
  return useInvalidating((body: SourceInput) =>
    api<Source>('/api/sources', { method: 'POST', body }),
  );
}

export function useUpdateSource() {
  return useInvalidating(({ id, body }: { id: number; body: SourceInput }) =>
    api<Source>(`/api/sources/${id}`, { method: 'PUT', body }),
  );
}

/** Restart asks for the signed-in user's own password again (SPEC §2.5). */
export function useRestartSource() {
  return useInvalidating(({ id, password }: { id: number; password: string }) =>
    api<{ message: string }>(`/api/sources/${id}/restart`, {
      method: 'POST',
      body: { password },
    }),
  );
}

export function useDeleteSource() {
  return useInvalidating(({ id, password }: { id: number; password: string }) =>
    api<{ message: string }>(`/api/sources/${id}`, { method: 'DELETE', body: { password } }),
  );
}

import type { ApiUserView, ApiUserWithToken } from '@pantau/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Output } from '../../api/contract.ts';
import { api } from '../../api/http.ts';

export type ApiUser = Output<typeof ApiUserView>;
export type ApiUserToken = Output<typeof ApiUserWithToken>;

const KEY = ['apiUsers'] as const;

/** MANAGE API (SPEC §2.29): the API users matching `q`. */
export function useApiUsers(q: string) {
  return useQuery({
    queryKey: [...KEY, q],
    queryFn: ({ signal }) =>
      api<{ apiUsers: ApiUser[] }>(`/api/api-users?${new URLSearchParams({ q }).toString()}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidating<A, R>(call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Adds an API user; the answer carries its token, shown only this once. */
export function useCreateApiUser() {
  return useInvalidating((body: { username: string; access: boolean }) =>
    api<ApiUserToken>('/api/api-users', { method: 'POST', body }),
  );
}

export function useUpdateApiUser() {
  return useInvalidating(({ id, ...body }: { id: number; username: string; access: boolean }) =>
    api<ApiUser>(`/api/api-users/${id}`, { method: 'PUT', body }),
  );
}

/** A new token for an API user (the old one stops working); shown only this once. */
export function useRenewToken() {
  return useInvalidating((id: number) =>
    api<ApiUserToken>(`/api/api-users/${id}/token`, { method: 'POST' }),
  );
}

export function useDeleteApiUser() {
  return useInvalidating((id: number) =>
    api<undefined>(`/api/api-users/${id}`, { method: 'DELETE' }),
  );
}

import { apiUserEndpoints, type ApiUserView, type ApiUserWithToken } from '@pantau/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Output } from '../../api/contract.ts';
import { call } from '../../api/call.ts';

export type ApiUser = Output<typeof ApiUserView>;
export type ApiUserToken = Output<typeof ApiUserWithToken>;

const KEY = ['apiUsers'] as const;

/** MANAGE API (SPEC §2.29): the API users matching `q`. */
export function useApiUsers(q: string) {
  return useQuery({
    queryKey: [...KEY, q],
    queryFn: ({ signal }) => call(apiUserEndpoints.list, { query: { q } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidating<A, R>(send: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Adds an API user; the answer carries its token, shown only this once. */
export function useCreateApiUser() {
  return useInvalidating((body: { username: string; access: boolean }) =>
    call(apiUserEndpoints.create, { body }),
  );
}

export function useUpdateApiUser() {
  return useInvalidating(({ id, ...body }: { id: number; username: string; access: boolean }) =>
    call(apiUserEndpoints.update, { params: { id }, body }),
  );
}

/** A new token for an API user (the old one stops working); shown only this once. */
export function useRenewToken() {
  return useInvalidating((id: number) => call(apiUserEndpoints.rotateToken, { params: { id } }));
}

export function useDeleteApiUser() {
  return useInvalidating((id: number) => call(apiUserEndpoints.remove, { params: { id } }));
}

import { userEndpoints, type CreateUserBody, type UpdateUserBody } from '@pantau/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

const KEY = ['users'] as const;

/** USER MANAGEMENT (SPEC §2.30): the users matching `q`, inactive ones included. */
export function useUsers(q: string) {
  return useQuery({
    queryKey: [...KEY, q],
    queryFn: ({ signal }) => call(userEndpoints.list, { query: { q } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type SaveUser = { id: null; body: CreateUserBody } | { id: number; body: UpdateUserBody };

/** Adds a user (no id) or edits one (the password is reset only when given). */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveUser) =>
      save.id === null
        ? call(userEndpoints.create, { body: save.body })
        : call(userEndpoints.update, { params: { id: save.id }, body: save.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(userEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

import type { AdminUser, CreateUserBody, UpdateUserBody } from '@pantau/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http.ts';

const KEY = ['users'] as const;

/** USER MANAGEMENT (SPEC §2.30): the users matching `q`, inactive ones included. */
export function useUsers(q: string) {
  return useQuery({
    queryKey: [...KEY, q],
    queryFn: ({ signal }) =>
      api<{ users: AdminUser[] }>(`/api/users?${new URLSearchParams({ q }).toString()}`, {
        signal,
      }),
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
        ? api<AdminUser>('/api/users', { method: 'POST', body: save.body })
        : api<AdminUser>(`/api/users/${save.id}`, { method: 'PUT', body: save.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<undefined>(`/api/users/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

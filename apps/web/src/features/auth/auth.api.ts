import {
  accountEndpoints,
  authEndpoints,
  type LoginBody,
  type RegisterBody,
} from '@pantau/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSION_KEY, type Session } from '../../api/session.ts';
import { call } from '../../api/call.ts';

export { SESSION_KEY, can, useSession, type Session } from '../../api/session.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      call(authEndpoints.login, { body }, { expectUnauthorized: true }),
    onSuccess: (session) => queryClient.setQueryData<Session>(SESSION_KEY, session),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // SSO users get the identity provider's logout URL to end its session too.
    mutationFn: () => call(authEndpoints.logout, {}, { expectUnauthorized: true }),
    // Signed out locally whatever the server said: the guard then shows /login.
    onSettled: () => {
      queryClient.setQueryData<Session>(SESSION_KEY, null);
      // Drop what the user saw; keep the session (now null) and the shipped map geometry.
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] && q.queryKey[0] !== 'map',
      });
    },
  });
}

/** /register 'Daftar Login': makes an inactive account that a superAdmin activates. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      call(accountEndpoints.register, { body }, { expectUnauthorized: true }),
  });
}

export function useSsoStatus() {
  return useQuery({
    queryKey: ['auth', 'sso'],
    queryFn: ({ signal }) =>
      call(authEndpoints.ssoStatus, {}, { signal, expectUnauthorized: true }),
    staleTime: 60_000,
  });
}

/** Completes single sign-on with the query the identity provider sent the browser back with. */
export function useSsoCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: string) =>
      call(authEndpoints.ssoCallback, { body: { params } }, { expectUnauthorized: true }),
    onSuccess: (session) => queryClient.setQueryData<Session>(SESSION_KEY, session),
  });
}

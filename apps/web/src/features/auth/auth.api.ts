import type { Capability } from '@pantau/domain';
import type {
  LoginBody,
  LogoutResponse,
  RegisterBody,
  SessionResponse,
  SsoStatus,
} from '@pantau/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../api/http.ts';

export const SESSION_KEY = ['auth', 'session'] as const;

/** The signed-in user and their capabilities, or null without a session. */
export type Session = SessionResponse | null;

async function fetchSession(signal: AbortSignal): Promise<Session> {
  try {
    return await api<SessionResponse>('/api/auth/me', { expectUnauthorized: true, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Infinity,
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api<SessionResponse>('/api/auth/login', { method: 'POST', body, expectUnauthorized: true }),
    onSuccess: (session) => queryClient.setQueryData<Session>(SESSION_KEY, session),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // SSO users get the identity provider's logout URL to end its session too.
    mutationFn: () =>
      api<LogoutResponse>('/api/auth/logout', { method: 'POST', expectUnauthorized: true }),
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

/** Whether the session holds a capability (SPEC §6); the server checks it again. */
export function can(session: Session | undefined, capability: Capability): boolean {
  return session?.capabilities.includes(capability) ?? false;
}

/** /register 'Daftar Login': makes an inactive account that a superAdmin activates. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      api<{ message: string }>('/api/auth/register', {
        method: 'POST',
        body,
        expectUnauthorized: true,
      }),
  });
}

export function useSsoStatus() {
  return useQuery({
    queryKey: ['auth', 'sso'],
    queryFn: ({ signal }) => api<SsoStatus>('/api/auth/sso', { signal, expectUnauthorized: true }),
    staleTime: 60_000,
  });
}

/** Completes single sign-on with the query the identity provider sent the browser back with. */
export function useSsoCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: string) =>
      api<SessionResponse>('/api/auth/sso/callback', {
        method: 'POST',
        body: { params },
        expectUnauthorized: true,
      }),
    onSuccess: (session) => queryClient.setQueryData<Session>(SESSION_KEY, session),
  });
}

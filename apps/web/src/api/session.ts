import type { Capability } from '@pantau/domain';
import { authEndpoints, type SessionResponse } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from './call.ts';
import { ApiError } from './http.ts';

/**
 * The session, which the shell (the sign-in guard, the 401 listener) and every screen read:
 * infrastructure, not the auth feature's (which signs in and out).
 */
export const SESSION_KEY = ['auth', 'session'] as const;

/** The signed-in user and their capabilities, or null without a session. */
export type Session = SessionResponse | null;

async function fetchSession(signal: AbortSignal): Promise<Session> {
  try {
    return await call(authEndpoints.me, {}, { expectUnauthorized: true, signal });
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

/** Whether the session holds a capability (SPEC §6); the server checks it again. */
export function can(session: Session | undefined, capability: Capability): boolean {
  return session?.capabilities.includes(capability) ?? false;
}

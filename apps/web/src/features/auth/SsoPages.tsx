import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { FramePage } from '../../ui/FramePage.tsx';
import { FullPageLoader } from '../../ui/FullPageLoader.tsx';
import { useSsoCallback, useSsoStatus } from './auth.api.ts';

const BACK_TO_LOGIN = { to: '/login', label: 'Back to login' };

/** Where single sign-on starts on the server (it redirects to the identity provider). */
export const SSO_START = '/api/auth/sso/start';

/**
 * /auth-login (SPEC §2): with `code` (or `error`) in the query the identity provider sent the
 * browser back, so finish signing in; otherwise start single sign-on.
 */
export function AuthLoginPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (params.has('code') || params.has('error')) return <SsoFinish search={search} />;
  return <SsoStart />;
}

function SsoStart() {
  const status = useSsoStatus();
  const enabled = status.data?.enabled === true;
  useEffect(() => {
    if (enabled) window.location.assign(SSO_START);
  }, [enabled]);
  if (status.isPending || enabled) {
    return <FullPageLoader label="Redirecting to single sign-on" />;
  }
  return (
    <FramePage title="Single sign-on" back={BACK_TO_LOGIN}>
      {status.isError
        ? 'The server can not be reached right now, please try again.'
        : 'Single sign-on is not configured on this server; please log in with your username and password.'}
    </FramePage>
  );
}

function SsoFinish({ search }: { search: string }) {
  const callback = useSsoCallback();
  const navigate = useNavigate();
  // The provider's code works once: post it once even when React runs effects twice.
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    callback.mutate(search, {
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (error) =>
        void navigate('/login', {
          replace: true,
          state: {
            ssoError:
              error instanceof ApiError
                ? error.message
                : 'The server can not be reached, please try again',
          },
        }),
    });
  }, [callback, navigate, search]);
  return (
    <FramePage title="Authenticating..." back={null}>
      <Stack gap="xs" align="flex-start">
        <Loader size="sm" />
        <Text>Signing you in with single sign-on.</Text>
      </Stack>
    </FramePage>
  );
}

/** The spec's callback path (/app/ssodjpl/callback) leads to /auth-login with its query. */
export function SsoCallbackPage() {
  const { search } = useLocation();
  return <Navigate to={`/auth-login${search}`} replace />;
}

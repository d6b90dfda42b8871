import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { FramePage } from '../../ui/FramePage.tsx';
import { FullPageLoader } from '../../ui/FullPageLoader.tsx';
import { useSsoCallback, useSsoStatus } from './auth.api.ts';

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
  const { t } = useTranslation();
  const status = useSsoStatus();
  const enabled = status.data?.enabled === true;
  useEffect(() => {
    if (enabled) window.location.assign(SSO_START);
  }, [enabled]);
  if (status.isPending || enabled) {
    return <FullPageLoader label={t('auth.sso.redirecting')} />;
  }
  return (
    <FramePage title={t('auth.sso.title')} back={{ to: '/login', label: t('common.backToLogin') }}>
      {status.isError ? t('auth.sso.unreachable') : t('auth.sso.notConfigured')}
    </FramePage>
  );
}

function SsoFinish({ search }: { search: string }) {
  const { t } = useTranslation();
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
            ssoError: error instanceof ApiError ? error.message : t('common.serverUnreachable'),
          },
        }),
    });
  }, [callback, navigate, search, t]);
  return (
    <FramePage title={t('auth.sso.authenticating')} back={null}>
      <Stack gap="xs" align="flex-start">
        <Loader size="sm" />
        <Text>{t('auth.sso.signingIn')}</Text>
      </Stack>
    </FramePage>
  );
}

/** The spec's callback path (/app/ssodjpl/callback) leads to /auth-login with its query. */
export function SsoCallbackPage() {
  const { search } = useLocation();
  return <Navigate to={`/auth-login${search}`} replace />;
}

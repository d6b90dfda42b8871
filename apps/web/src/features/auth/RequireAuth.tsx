import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../ui/FullPageLoader.tsx';
import { LanguageSync } from '../../i18n/LanguageSync.tsx';
import { SessionError } from './SessionError.tsx';
import { useSession } from './auth.api.ts';

/** SPEC §2 route guard: without a session every guarded route goes to /login. */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageLoader label={t('auth.loadingSession')} />;
  if (session.isError) return <SessionError onRetry={() => void session.refetch()} />;
  if (session.data === null) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return (
    <>
      <LanguageSync />
      <Outlet />
    </>
  );
}

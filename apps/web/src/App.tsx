import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedListener } from './api/http.ts';
import { SESSION_KEY, type Session } from './features/auth/auth.api.ts';
import LoginPage from './features/auth/LoginPage.tsx';
import { RequireAuth } from './features/auth/RequireAuth.tsx';
import { RegisterPage } from './features/auth/RegisterPage.tsx';
import { AuthLoginPage, SsoCallbackPage } from './features/auth/SsoPages.tsx';
import { DetailKapalPage } from './features/detail/DetailKapalPage.tsx';
import { NotFoundPage } from './features/not-found/NotFoundPage.tsx';
import {
  AnalisisPage,
  CctvLivePage,
  DataAisPage,
  HelpPage,
  InProgressPage,
} from './features/pages/FramePages.tsx';
import { theme } from './theme.ts';
import { FullPageLoader } from './ui/FullPageLoader.tsx';
import { RouteError } from './ui/RouteError.tsx';

// The map (MapLibre and the land geometry) loads only after login.
const MapScreen = lazy(() => import('./features/map/MapScreen.tsx'));

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

function Root() {
  useEffect(() => {
    // SPEC §8: any 401 from the API signs the user out; the guard then shows /login.
    setUnauthorizedListener(() => queryClient.setQueryData<Session>(SESSION_KEY, null));
  }, []);
  return <Outlet />;
}

const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/auth-login', element: <AuthLoginPage /> },
      { path: '/app/ssodjpl/callback', element: <SsoCallbackPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/',
            element: (
              <Suspense fallback={<FullPageLoader label="Loading the map" />}>
                <MapScreen />
              </Suspense>
            ),
          },
          { path: '/detail-kapal', element: <DetailKapalPage /> },
          { path: '/data-ais', element: <DataAisPage /> },
          { path: '/analisis', element: <AnalisisPage /> },
          { path: '/help', element: <HelpPage /> },
          { path: '/cctv', element: <InProgressPage title="CCTV" /> },
          { path: '/radio', element: <InProgressPage title="Radio" /> },
          { path: '/cctv_live', element: <CctvLivePage title="CCTV Live" /> },
          { path: '/cctv_live_244', element: <CctvLivePage title="CCTV Live 244" /> },
          { path: '/cctv_live_245', element: <CctvLivePage title="CCTV Live 245" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}

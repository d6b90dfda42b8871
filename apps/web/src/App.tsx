import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedListener } from './api/http.ts';
import { SESSION_KEY, type Session } from './api/session.ts';
import { FeaturesContext, routesOf, type WebFeature } from './features/feature.ts';
import { FEATURES } from './features/index.ts';
import { theme } from './theme.ts';
import { FullPageLoader } from './ui/FullPageLoader.tsx';
import { RouteError } from './ui/RouteError.tsx';

// The map (MapLibre and the land geometry) loads only after login.
const MapScreen = lazy(() => import('./screen/MapScreen.tsx'));

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

function MapLoading() {
  const { t } = useTranslation();
  return <FullPageLoader label={t('screen.loadingMap')} />;
}

function Root() {
  useEffect(() => {
    // SPEC §8: any 401 from the API signs the user out; the guard then shows /login.
    setUnauthorizedListener(() => queryClient.setQueryData<Session>(SESSION_KEY, null));
  }, []);
  return <Outlet />;
}

/**
 * The route table (SPEC §2): the map screen at `/`, and the features' routes, the signed-in
 * ones behind the guard (no session → `/login`).
 */
function routeTable(features: readonly WebFeature[]): RouteObject[] {
  const routes = routesOf(features);
  const guard = features.find((f) => f.guard)?.guard;
  const signedIn: RouteObject[] = [
    {
      path: '/',
      element: (
        <Suspense fallback={<MapLoading />}>
          <MapScreen />
        </Suspense>
      ),
    },
    ...routes.signedIn,
  ];
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        ...routes.public,
        guard ? { element: createElement(guard), children: signedIn } : { children: signedIn },
      ],
    },
  ];
}

const router = createBrowserRouter(routeTable(FEATURES));

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <FeaturesContext value={FEATURES}>
          <RouterProvider router={router} />
        </FeaturesContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}

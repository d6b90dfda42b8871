import { createElement } from 'react';
import type { WebFeature } from '../feature.ts';
import LoginPage from './LoginPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { AuthLoginPage, SsoCallbackPage } from './SsoPages.tsx';

/** Signing in (SPEC §2.1): login, registration, single sign-on. */
export const authFeature: WebFeature = {
  name: 'auth',
  guard: RequireAuth,
  routes: {
    public: [
      { path: '/login', element: createElement(LoginPage) },
      { path: '/register', element: createElement(RegisterPage) },
      { path: '/auth-login', element: createElement(AuthLoginPage) },
      { path: '/app/ssodjpl/callback', element: createElement(SsoCallbackPage) },
    ],
  },
};

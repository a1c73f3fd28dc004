import { ROUTE_CHUNK_TIMEOUT_MS, routePath, WEB_ROUTES } from '@freight/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { guestOnly, requireSignedIn } from './guards';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`Page did not load within ${ms / 1000} s`)), ms);
    promise.then(resolve, reject).finally(() => window.clearTimeout(timer));
  });
}

/** A lazily loaded route module whose texts arrive together with its code. */
function lazyRoute(load: () => Promise<{ default: ComponentType }>, namespaces: Namespace[] = []) {
  return async () => {
    const [module] = await Promise.all([withTimeout(load(), ROUTE_CHUNK_TIMEOUT_MS), loadNamespaces(namespaces)]);
    return { Component: module.default };
  };
}

/** Created after the texts are ready, because creating it starts the first route's loaders. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: FullPageLoader,
      children: [
        { path: '/', loader: () => redirect(routePath('home')) },
        {
          lazy: lazyRoute(() => import('../layouts/LoginLayout')),
          children: [
            {
              path: WEB_ROUTES.login.path,
              loader: guestOnly,
              lazy: lazyRoute(() => import('../features/auth/pages/LoginPage'), ['auth']),
            },
            {
              path: WEB_ROUTES['password.email'].path,
              loader: guestOnly,
              lazy: lazyRoute(() => import('../features/auth/pages/PasswordEmailPage'), ['auth']),
            },
            {
              path: WEB_ROUTES['password.reset'].path,
              loader: guestOnly,
              lazy: lazyRoute(() => import('../features/auth/pages/PasswordResetPage'), ['auth']),
            },
            {
              path: WEB_ROUTES['password.welcome'].path,
              loader: guestOnly,
              lazy: lazyRoute(() => import('../features/auth/pages/PasswordWelcomePage'), ['auth']),
            },
            // A verification link is often opened while signed in; it must still verify.
            {
              path: WEB_ROUTES['email.verify'].path,
              lazy: lazyRoute(() => import('../features/auth/pages/EmailVerifyPage'), ['auth']),
            },
            {
              path: WEB_ROUTES['email.resend'].path,
              loader: guestOnly,
              lazy: lazyRoute(() => import('../features/auth/pages/EmailResendPage'), ['auth']),
            },
          ],
        },
        {
          loader: requireSignedIn,
          lazy: lazyRoute(() => import('../layouts/DefaultLayout')),
          children: [
            {
              path: WEB_ROUTES.home.path,
              lazy: lazyRoute(() => import('../features/home/pages/HomePage'), ['home']),
            },
          ],
        },
        { path: '*', lazy: lazyRoute(() => import('../features/errors/pages/NotFoundPage')) },
      ],
    },
  ]);
}

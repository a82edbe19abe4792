import { createHashRouter, type RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { LoginPage } from '@/features/auth/components/login-page';
import { LogoutPage } from '@/features/auth/components/logout-page';
import { TimeoutPage } from '@/features/auth/components/timeout-page';
import { ERROR_PAGES, ERROR_VARIANTS } from '@/features/errors/error-variants';
import { ErrorRoute, RouteErrorBoundary } from './routes/error-route';
import { HomeRoute } from './routes/home-route';
import {
  loginLoader,
  notFoundLoader,
  optionalSessionLoader,
  protectedLoader,
  signedOutLoader,
} from './routes/loaders';
import { LoadingLayout, RootLayout } from './routes/root-layout';
import type { AppStore } from './store';

/**
 * The screens that exist so far (spec §2). Protected screens are children of the
 * `protected` route, whose loader checks the session before theirs run. Screens of
 * PortalRoutes not built yet fall to the not-found route.
 */
export function createRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: 'root',
      path: PortalRoutes.home,
      element: <RootLayout />,
      HydrateFallback: LoadingLayout,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          id: 'protected',
          loader: protectedLoader(store),
          children: [{ index: true, element: <HomeRoute /> }],
        },
        { path: PortalRoutes.login, loader: loginLoader(store), element: <LoginPage /> },
        { path: PortalRoutes.logout, loader: signedOutLoader(store), element: <LogoutPage /> },
        { path: PortalRoutes.timeout, loader: signedOutLoader(store), element: <TimeoutPage /> },
        ...ERROR_VARIANTS.map((variant): RouteObject => ({
          path: ERROR_PAGES[variant].route,
          loader: variant === '404' ? optionalSessionLoader(store) : undefined,
          element: <ErrorRoute variant={variant} />,
        })),
        // Its loader always redirects, so it never shows anything itself.
        { path: '*', loader: notFoundLoader, element: null },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore) {
  return createHashRouter(createRoutes(store));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

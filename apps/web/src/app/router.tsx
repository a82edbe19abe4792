import { createHashRouter, type RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { LoginPage } from '@/features/auth/components/login-page';
import { LogoutPage } from '@/features/auth/components/logout-page';
import { TimeoutPage } from '@/features/auth/components/timeout-page';
import { CookieListPage } from '@/features/cookies/components/cookie-list-page';
import { CookiePolicyPage } from '@/features/cookies/components/cookie-policy-page';
import { backupRoutes } from '@/features/backup/backup-routes';
import { devicesRoutes } from '@/features/devices/devices-routes';
import { encryptionRoutes } from '@/features/encryption/encryption-routes';
import { erasureRoutes } from '@/features/erasure/erasure-routes';
import { ERROR_PAGES, ERROR_VARIANTS } from '@/features/errors/error-variants';
import { galleryRoutes } from '@/features/gallery/gallery-routes';
import { helpRoutes } from '@/features/help/help-routes';
import { syncRoutes } from '@/features/sync/sync-routes';
import { verificationRoutes } from '@/features/verification/verification-routes';
import { ComingSoonRoute } from './routes/coming-soon-route';
import { ErrorRoute, RouteErrorBoundary } from './routes/error-route';
import { HomeRoute } from './routes/home-route';
import {
  cookiePolicyLoader,
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
 * `protected` route, whose loader checks the session before theirs run. Addresses that
 * match no screen fall to the not-found route.
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
          children: [
            { index: true, element: <HomeRoute /> },
            ...backupRoutes(store),
            ...galleryRoutes(store),
            ...encryptionRoutes(store),
            ...erasureRoutes(store),
            ...syncRoutes(store),
            ...devicesRoutes(store),
            ...verificationRoutes(store),
          ],
        },
        { path: PortalRoutes.login, loader: loginLoader(store), element: <LoginPage /> },
        { path: PortalRoutes.logout, loader: signedOutLoader(store), element: <LogoutPage /> },
        { path: PortalRoutes.timeout, loader: signedOutLoader(store), element: <TimeoutPage /> },
        {
          path: PortalRoutes.cookiePolicy,
          loader: cookiePolicyLoader(store),
          element: <CookiePolicyPage />,
        },
        {
          path: PortalRoutes.cookiePolicyCookieList,
          loader: cookiePolicyLoader(store),
          element: <CookieListPage />,
        },
        // Public: visitors read them too; a signed-in reader keeps the header (spec §2).
        ...helpRoutes(optionalSessionLoader(store)),
        // Every error page checks the session, so a signed-in user keeps the header.
        ...ERROR_VARIANTS.map((variant): RouteObject => ({
          path: ERROR_PAGES[variant].route,
          loader: optionalSessionLoader(store),
          element: <ErrorRoute variant={variant} />,
        })),
        {
          path: PortalRoutes.comingSoon,
          loader: optionalSessionLoader(store),
          element: <ComingSoonRoute />,
        },
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

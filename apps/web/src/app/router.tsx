import { createHashRouter, type HydrationState, type RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { backupRoutes } from '@/features/backup/backup-routes';
import { devicesRoutes } from '@/features/devices/devices-routes';
import { encryptionRoutes } from '@/features/encryption/encryption-routes';
import { erasureRoutes } from '@/features/erasure/erasure-routes';
import { ERROR_PAGES, ERROR_VARIANTS } from '@/features/errors/error-variants';
import { galleryRoutes } from '@/features/gallery/gallery-routes';
import { helpRoutes } from '@/features/help/help-routes';
import { securityRoutes } from '@/features/security/security-routes';
import { syncRoutes } from '@/features/sync/sync-routes';
import { verificationRoutes } from '@/features/verification/verification-routes';
import { ComingSoonRoute } from './routes/coming-soon-route';
import { ErrorRoute, RouteErrorBoundary } from './routes/error-route';
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
 * The screens of spec §2. Protected screens are children of the `protected` route, whose
 * loader checks the session while the screen's own chunk is fetched. Each screen's code is
 * a chunk of its own, fetched when the screen first opens (`lazy`); the error pages stay in
 * the app's own chunk, since they show when something else failed to arrive. Addresses
 * that match no screen fall to the not-found route.
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
            { index: true, lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }) },
            ...backupRoutes(store),
            ...galleryRoutes(store),
            ...encryptionRoutes(store),
            ...erasureRoutes(store),
            ...syncRoutes(store),
            ...devicesRoutes(store),
            ...securityRoutes(store),
            ...verificationRoutes(store),
          ],
        },
        {
          id: 'login',
          path: PortalRoutes.login,
          loader: loginLoader(store),
          lazy: async () => ({ Component: (await import('@/features/auth/components/login-page')).LoginPage }),
        },
        {
          id: 'logout',
          path: PortalRoutes.logout,
          loader: signedOutLoader(store),
          lazy: async () => ({ Component: (await import('@/features/auth/components/logout-page')).LogoutPage }),
        },
        {
          id: 'timeout',
          path: PortalRoutes.timeout,
          loader: signedOutLoader(store),
          lazy: async () => ({ Component: (await import('@/features/auth/components/timeout-page')).TimeoutPage }),
        },
        {
          path: PortalRoutes.cookiePolicy,
          loader: cookiePolicyLoader(store),
          lazy: async () => ({ Component: (await import('@/features/cookies/components/cookie-policy-page')).CookiePolicyPage }),
        },
        {
          path: PortalRoutes.cookiePolicyCookieList,
          loader: cookiePolicyLoader(store),
          lazy: async () => ({ Component: (await import('@/features/cookies/components/cookie-list-page')).CookieListPage }),
        },
        // Public: visitors read them too; a signed-in reader keeps the header (spec §2).
        ...helpRoutes(optionalSessionLoader(store)),
        // Every error page checks the session, so a signed-in user keeps the header.
        ...ERROR_VARIANTS.map((variant): RouteObject => ({
          id: `error${variant}`,
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

/** The app's router over `routes`; `hydrationData` when it takes over a prerendered screen. */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createHashRouter(routes, { hydrationData });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

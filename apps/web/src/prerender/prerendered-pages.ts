import { HELP_ROUTES, PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { PrerenderedPage } from '@cloud-portal/contract/prerendered-pages';
import { ERROR_PAGES, ERROR_VARIANTS } from '@/features/errors/error-variants';

/**
 * The pages the build draws to HTML (build/prerender-pages.ts), so they paint before any
 * script runs: the public screens a visitor lands on, and the frame a signed-in user sees
 * while the first screen loads (the router's loading state, the same for every screen).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { name: 'login', kind: 'screen', route: PortalRoutes.login, everyCountry: true },
  { name: 'logout', kind: 'screen', route: PortalRoutes.logout, everyCountry: true },
  { name: 'timeout', kind: 'screen', route: PortalRoutes.timeout, everyCountry: true },
  { name: 'frame', kind: 'frame', route: PortalRoutes.home, everyCountry: true },
  ...HELP_ROUTES.map((route): PrerenderedPage => ({ name: route.slice(1), kind: 'screen', route, everyCountry: false })),
  ...ERROR_VARIANTS.map(
    (variant): PrerenderedPage => ({
      name: ERROR_PAGES[variant].route.slice(1),
      kind: 'screen',
      route: ERROR_PAGES[variant].route,
      everyCountry: false,
    }),
  ),
];

/**
 * The modules a page's first render needs besides the app, which the page asks for at once
 * (`<link rel="modulepreload">`) instead of after the app has started.
 */
export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  login: ['src/features/auth/components/login-page.tsx'],
  logout: ['src/features/auth/components/logout-page.tsx'],
  timeout: ['src/features/auth/components/timeout-page.tsx'],
  ...Object.fromEntries(HELP_ROUTES.map((route) => [route.slice(1), ['src/features/help/components/help-page.tsx']])),
  // Where a signed-in user most often starts.
  frame: ['src/app/routes/home-route.tsx'],
};

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
  // A help route's `lazy` parts (features/help/help-routes.tsx); its text is the language's help area.
  ...Object.fromEntries(
    HELP_ROUTES.map((route) => [route.slice(1), ['src/features/help/components/help-page.tsx', 'src/features/help/loaded-help-page.ts']]),
  ),
};

/**
 * The signed-in frame is sent for every screen (the server does not see the address's
 * hash): it lists, per main screen, the modules that screen opens with (its route's `lazy`
 * parts), and asks for the current screen's at once with the app's (app/page-chunks.ts).
 * The build fails on a module it does not know, so the list cannot point at nothing.
 */
export const FRAME_SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  [PortalRoutes.home]: ['src/app/routes/home-route.tsx'],
  [PortalRoutes.backup]: [
    'src/features/backup/components/backup-layout.tsx',
    'src/features/backup/components/backup-page.tsx',
    'src/features/backup/backup-loaders.ts',
  ],
  [PortalRoutes.sync]: ['src/features/sync/components/synced-apps-page.tsx', 'src/features/sync/sync-loaders.ts'],
  [PortalRoutes.gallery]: ['src/features/gallery/components/gallery-page.tsx', 'src/features/gallery/gallery-loader.ts'],
  [PortalRoutes.devices]: ['src/features/devices/components/my-devices-page.tsx', 'src/features/devices/devices-loader.ts'],
  [PortalRoutes.resetEdpStatus]: [
    'src/features/encryption/components/encryption-page.tsx',
    'src/features/encryption/encryption-loader.ts',
  ],
  [PortalRoutes.erasure]: ['src/features/erasure/components/erasure-page.tsx', 'src/features/erasure/erasure-loader.ts'],
  [PortalRoutes.security]: ['src/features/security/components/security-page.tsx', 'src/features/security/security-loader.ts'],
};

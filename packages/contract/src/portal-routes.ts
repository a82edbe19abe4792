/**
 * The screens of the single-page app (spec §2). The SPA addresses them as hash routes
 * (`/#/backup`); the server answers the path forms (`/backup`) by sending the browser to
 * the hash form, so both forms reach the same screen.
 */
export const PortalRoutes = {
  home: '/',
  backup: '/backup',
  backupDelete: '/backup/delete',
  backupDetail: '/backup/detail',
  backupDetailDelete: '/backup/detail/delete',
  devices: '/devices',
  sync: '/sync',
  syncDelete: '/sync/delete',
  gallery: '/gallery',
  endOfService: '/end-of-service',
  resetEdpStatus: '/reset_edp_status',
  /** Not in spec §2's list; the erasure screen needs an address (docs/decisions.md). */
  erasure: '/erasure',
  /** The security page (issue 15): signed-in browsers and security events. */
  security: '/security',
  infoOverview: '/info',
  infoDeviceBackups: '/info-device-backups',
  infoGallery: '/info-gallery',
  infoOtherSyncedApps: '/info-other-synced-apps',
  infoCloudTemporaryBackup: '/info-cloud-temporary-backup',
  infoE2ee: '/info-e2ee',
  cookiePolicy: '/cookie-policy',
  cookiePolicyCookieList: '/cookie-policy/cookie-list',
  verification: '/verification',
  verificationHelp: '/verification/help',
  verificationHelpType: '/verification/help/:type',
  verificationComplete: '/verification-complete',
  verificationProcessing: '/verification-processing',
  error400: '/error400',
  error403: '/error403',
  error403Locked: '/error403-locked',
  error403Postpone: '/error403-postpone',
  error403FraudDetection: '/error403-fraud-detection',
  error404: '/error404',
  error500: '/error500',
  error502: '/error502',
  error503: '/error503',
  comingSoon: '/coming-soon',
  login: '/login',
  logout: '/logout',
  timeout: '/timeout',
} as const;

export type PortalRouteName = keyof typeof PortalRoutes;
export type PortalRoutePath = (typeof PortalRoutes)[PortalRouteName];

/** Help pages: public, and never redirected by the global error handler. */
export const HELP_ROUTES: readonly PortalRoutePath[] = [
  PortalRoutes.infoOverview,
  PortalRoutes.infoDeviceBackups,
  PortalRoutes.infoGallery,
  PortalRoutes.infoOtherSyncedApps,
  PortalRoutes.infoCloudTemporaryBackup,
  PortalRoutes.infoE2ee,
];

/** Routes the global error handler never redirects away from (spec §2). */
export const PUBLIC_ROUTES: readonly PortalRoutePath[] = [
  PortalRoutes.login,
  PortalRoutes.timeout,
  PortalRoutes.logout,
  ...HELP_ROUTES,
];

const routePatterns = Object.values(PortalRoutes).map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
);

/** True when a path (without query) names one of the portal's screens. */
export function isPortalRoute(path: string): boolean {
  return routePatterns.some((pattern) => pattern.test(path));
}

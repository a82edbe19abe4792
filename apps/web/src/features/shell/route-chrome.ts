import { HELP_ROUTES, PortalRoutes } from '@cloud-portal/contract/portal-routes';

/**
 * How the small-screen toolbar (spec §2, at or below 960 px) treats each route: its title,
 * what Back does, and whether the route shows the toolbar rather than the logo header.
 */
type RouteTitleKey =
  | 'home'
  | 'backup'
  | 'backupDelete'
  | 'backupDetail'
  | 'devices'
  | 'sync'
  | 'syncDelete'
  | 'gallery'
  | 'endOfService'
  | 'resetEdpStatus'
  | 'erasure'
  | 'security'
  | 'info'
  | 'infoDeviceBackups'
  | 'infoGallery'
  | 'infoOtherSyncedApps'
  | 'infoCloudTemporaryBackup'
  | 'infoE2ee'
  | 'cookiePolicy'
  | 'cookieList'
  | 'verification'
  | 'comingSoon'
  | 'error';

// Longest paths first, so '/backup/detail/delete' is not taken for '/backup/detail'.
const TITLES: readonly (readonly [string, RouteTitleKey])[] = [
  [PortalRoutes.backupDetailDelete, 'backupDelete'],
  [PortalRoutes.backupDetail, 'backupDetail'],
  [PortalRoutes.backupDelete, 'backupDelete'],
  [PortalRoutes.backup, 'backup'],
  [PortalRoutes.syncDelete, 'syncDelete'],
  [PortalRoutes.sync, 'sync'],
  [PortalRoutes.devices, 'devices'],
  [PortalRoutes.gallery, 'gallery'],
  [PortalRoutes.endOfService, 'endOfService'],
  [PortalRoutes.resetEdpStatus, 'resetEdpStatus'],
  [PortalRoutes.erasure, 'erasure'],
  [PortalRoutes.security, 'security'],
  [PortalRoutes.infoDeviceBackups, 'infoDeviceBackups'],
  [PortalRoutes.infoGallery, 'infoGallery'],
  [PortalRoutes.infoOtherSyncedApps, 'infoOtherSyncedApps'],
  [PortalRoutes.infoCloudTemporaryBackup, 'infoCloudTemporaryBackup'],
  [PortalRoutes.infoE2ee, 'infoE2ee'],
  [PortalRoutes.infoOverview, 'info'],
  [PortalRoutes.cookiePolicyCookieList, 'cookieList'],
  [PortalRoutes.cookiePolicy, 'cookiePolicy'],
  [PortalRoutes.verificationComplete, 'verification'],
  [PortalRoutes.verificationProcessing, 'verification'],
  [PortalRoutes.verification, 'verification'],
  [PortalRoutes.comingSoon, 'comingSoon'],
];

const isAt = (pathname: string, route: string) =>
  pathname === route || pathname.startsWith(`${route}/`);

/** The translation key of the toolbar title for a route. */
export function routeTitleKey(pathname: string): `shell.routes.${RouteTitleKey}` {
  if (pathname === PortalRoutes.home) return 'shell.routes.home';
  const found = TITLES.find(([route]) => isAt(pathname, route));
  return `shell.routes.${found?.[1] ?? 'error'}`;
}

/** Routes whose page header is the logo even on small screens (spec §2 Header). */
const LOGO_ROUTES: readonly string[] = [
  PortalRoutes.home,
  PortalRoutes.login,
  PortalRoutes.logout,
  PortalRoutes.timeout,
];

/** True where the small-screen header is the toolbar (back button and title). */
export function hasSmallScreenToolbar(pathname: string): boolean {
  if (LOGO_ROUTES.includes(pathname)) return false;
  // Error pages keep the logo (spec §2: the logo is shown on error pages).
  return routeTitleKey(pathname) !== 'shell.routes.error';
}

/**
 * Where the toolbar's Back goes (spec §2 Small-screen toolbar): the browser's Back on help
 * pages and on pages opened from another screen of the portal (details, deletions, the
 * cookie list, verification help); home otherwise.
 */
const HISTORY_BACK_ROUTES: readonly string[] = [
  ...HELP_ROUTES,
  PortalRoutes.backupDetail,
  PortalRoutes.backupDetailDelete,
  PortalRoutes.backupDelete,
  PortalRoutes.syncDelete,
  PortalRoutes.cookiePolicy,
  PortalRoutes.cookiePolicyCookieList,
  PortalRoutes.verificationHelp,
];

export function backTarget(pathname: string): 'history' | 'home' {
  const usesHistory =
    HISTORY_BACK_ROUTES.includes(pathname) || pathname.startsWith(`${PortalRoutes.verificationHelp}/`);
  return usesHistory ? 'history' : 'home';
}

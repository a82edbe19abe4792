import { isPortalRoute, PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';

/**
 * The page to go back to once this browser is verified (spec §4: "the user goes to the
 * stored return page"), kept for this tab in session storage. Only a screen of the portal
 * is kept, never an address elsewhere (no open redirect) and never a page that would not
 * make sense to return to (verification, sign-in and sign-out, error pages).
 */
const NOT_RETURN_PAGES: readonly string[] = [
  PortalRoutes.verification,
  PortalRoutes.verificationHelp,
  PortalRoutes.verificationComplete,
  PortalRoutes.verificationProcessing,
  PortalRoutes.login,
  PortalRoutes.logout,
  PortalRoutes.timeout,
];

/** A hash route (`/backup?x=1`) the user may be sent back to; null for anything else. */
export function returnPageOf(candidate: string): string | null {
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  const pathname = candidate.split(/[?#]/, 1)[0] ?? '';
  if (!isPortalRoute(pathname)) return null;
  if (NOT_RETURN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null;
  if (/^\/error\d/.test(pathname)) return null;
  return candidate;
}

/** Remembers `hashRoute` (the address after `#`) when it is a page worth returning to. */
export function rememberReturnPage(hashRoute: string): void {
  const page = returnPageOf(hashRoute);
  if (page === null) return;
  try {
    sessionStorage.setItem(SessionStorageKeys.verificationReturnPage, page);
  } catch {
    // Storage switched off: the user goes home instead.
  }
}

/** The remembered page, or home. */
export function readReturnPage(): string {
  try {
    return returnPageOf(sessionStorage.getItem(SessionStorageKeys.verificationReturnPage) ?? '') ?? PortalRoutes.home;
  } catch {
    return PortalRoutes.home;
  }
}

/** The remembered page (or home), forgotten as it is used. */
export function takeReturnPage(): string {
  const page = readReturnPage();
  try {
    sessionStorage.removeItem(SessionStorageKeys.verificationReturnPage);
  } catch {
    // Nothing was stored.
  }
  return page;
}

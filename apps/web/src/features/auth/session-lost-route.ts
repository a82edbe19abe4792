import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';

export interface SessionLostContext {
  /** The store still held a signed-in session when the check answered 401. */
  wasSignedIn: boolean;
  /** The sign-out reason this tab recorded (`signOut` | `timeout`), if any. */
  signOutReason?: string | null;
  /** A sign-in completed in this tab since the last full logout. */
  hasLoggedInBefore?: boolean;
}

function readSessionItem(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Where a 401 from the session check sends the user (spec §4 Auth: "A 401 during
 * authentication redirects to the timeout page if the session marker says timeout,
 * otherwise to the logout page"). That applies to someone whose session this tab knew —
 * signed in, or signed out with a recorded reason; a visitor who never signed in here
 * goes to the login page.
 */
export function sessionLostRoute({
  wasSignedIn,
  signOutReason = readSessionItem(SessionStorageKeys.signOutReason),
  hasLoggedInBefore = readSessionItem(SessionStorageKeys.hasLoggedInBefore) === '1',
}: SessionLostContext) {
  if (signOutReason === 'timeout') return PortalRoutes.timeout;
  if (wasSignedIn || hasLoggedInBefore || signOutReason !== null) return PortalRoutes.logout;
  return PortalRoutes.login;
}

import { HELP_ROUTES, PortalRoutes } from '@cloud-portal/contract/portal-routes';

/** What a click on the header logo does (spec §2 Header). */
export type LogoClickAction = 'signOut' | 'home' | 'reloadHome' | 'stay';

/**
 * Routes where the logo signs out: the login, sign-out and time-out pages, and the "sync
 * type" routes — read here as the web sign-in verification pages, where the sign-in is not
 * finished (the spec does not name them; see docs/decisions.md).
 */
const SIGN_OUT_ROUTES: readonly string[] = [
  PortalRoutes.login,
  PortalRoutes.logout,
  PortalRoutes.timeout,
  PortalRoutes.verification,
  PortalRoutes.verificationHelp,
  PortalRoutes.verificationComplete,
  PortalRoutes.verificationProcessing,
];

/**
 * `hasSignedInHere`: this tab signed in before. A visitor who never did is already at the
 * start on the sign-in page: signing them out would only show "You're signed out" to someone
 * who never signed in (issue 18), so there the logo keeps them where they are.
 */
export function logoClickAction(pathname: string, hasSignedInHere = true): LogoClickAction {
  if (pathname === PortalRoutes.login && !hasSignedInHere) return 'stay';
  // Home answers "locked" and leads straight back to the locked-cloud page (issue 18 part 8).
  if (pathname === PortalRoutes.error403Locked) return 'stay';
  if (
    SIGN_OUT_ROUTES.includes(pathname) ||
    pathname.startsWith(`${PortalRoutes.verificationHelp}/`)
  ) {
    return 'signOut';
  }
  // Help pages go to the home page ('/') like other pages, but never reload.
  if ((HELP_ROUTES as readonly string[]).includes(pathname)) return 'home';
  return pathname === PortalRoutes.home ? 'reloadHome' : 'home';
}

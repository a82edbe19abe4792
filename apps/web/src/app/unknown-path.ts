import { isPortalRoute, PortalRoutes } from '@cloud-portal/contract/portal-routes';

/**
 * Where an address that matches no screen goes (spec §2 Routing): a hash holding an
 * encoded `#` (`/backup%23selection`) goes to the known route before it; anything else to
 * the not-found page.
 */
export function resolveUnknownPath(pathname: string): string {
  const cut = pathname.search(/%23|#/i);
  if (cut > 0) {
    const head = pathname.slice(0, cut);
    const route = head.length > 1 && head.endsWith('/') ? head.slice(0, -1) : head;
    if (isPortalRoute(route)) return route;
  }
  return PortalRoutes.error404;
}

import { PortalRoutes, type PortalRoutePath } from '@cloud-portal/contract/portal-routes';

/**
 * The error page that matches an HTTP status (spec §8 Error pages). Statuses without a page
 * of their own fall back by class: other 4xx to the 400 page, other 5xx and failures with
 * no answer at all to the 500 page.
 */
export function errorRouteForStatus(status: number): PortalRoutePath {
  switch (status) {
    case 400:
      return PortalRoutes.error400;
    case 403:
      return PortalRoutes.error403;
    case 404:
      return PortalRoutes.error404;
    case 500:
      return PortalRoutes.error500;
    case 502:
      return PortalRoutes.error502;
    case 503:
      return PortalRoutes.error503;
    default:
      return status >= 400 && status < 500 ? PortalRoutes.error400 : PortalRoutes.error500;
  }
}

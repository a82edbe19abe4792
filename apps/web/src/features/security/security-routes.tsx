import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';

/** The security page (#/security), a child of the protected route; fetched when first opened. */
export function securityRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.security,
      lazy: async () => {
        const [{ SecurityPage }, { securityLoader }] = await Promise.all([
          import('./components/security-page'),
          import('./security-loader'),
        ]);
        return { Component: SecurityPage, loader: securityLoader(store) };
      },
    },
  ];
}

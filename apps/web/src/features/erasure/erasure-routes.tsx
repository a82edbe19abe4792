import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { RouteObject } from 'react-router';
import type { AppStore } from '@/app/store';
import { keepDataWhenOnlyOverlayChanges } from '@/lib/navigation/hash-overlay';

/** The erasure screen, a child of the protected route; fetched when first opened. */
export function erasureRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.erasure,
      // The #confirmationDialog overlay changes only the hash: nothing to load again.
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      lazy: async () => {
        const [{ ErasurePage }, { erasureLoader }] = await Promise.all([
          import('./components/erasure-page'),
          import('./erasure-loader'),
        ]);
        return { Component: ErasurePage, loader: erasureLoader(store) };
      },
    },
  ];
}

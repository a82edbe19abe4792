import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import { keepDataWhenOnlyOverlayChanges } from '@/lib/navigation/hash-overlay';

/** The Gallery screens, children of the protected route (paths: docs/decisions.md); fetched when first opened. */
export function galleryRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.gallery,
      // Opening or closing #photo changes only the hash: the photos stay as they are.
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      lazy: async () => {
        const [{ GalleryPage }, { galleryLoader }] = await Promise.all([
          import('./components/gallery-page'),
          import('./gallery-loader'),
        ]);
        return { Component: GalleryPage, loader: galleryLoader(store) };
      },
    },
    {
      path: PortalRoutes.endOfService,
      lazy: async () => ({ Component: (await import('./components/end-of-service-page')).EndOfServicePage }),
    },
  ];
}

import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import { keepDataWhenOnlyOverlayChanges } from '@/lib/hash-overlay';
import { EndOfServicePage } from './components/end-of-service-page';
import { GalleryPage } from './components/gallery-page';
import { galleryLoader } from './gallery-loader';

/** The Gallery screens, children of the protected route (paths: docs/decisions.md). */
export function galleryRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.gallery,
      loader: galleryLoader(store),
      // Opening or closing #photo changes only the hash: the photos stay as they are.
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      element: <GalleryPage />,
    },
    { path: PortalRoutes.endOfService, element: <EndOfServicePage /> },
  ];
}

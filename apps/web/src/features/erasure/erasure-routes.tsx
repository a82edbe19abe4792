import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { RouteObject } from 'react-router';
import type { AppStore } from '@/app/store';
import { keepDataWhenOnlyOverlayChanges } from '@/lib/hash-overlay';
import { ErasurePage } from './components/erasure-page';
import { erasureLoader } from './erasure-loader';

/** The erasure screen, a child of the protected route. */
export function erasureRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.erasure,
      loader: erasureLoader(store),
      // The #confirmationDialog overlay changes only the hash: nothing to load again.
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      element: <ErasurePage />,
    },
  ];
}

import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import { keepDataWhenOnlyOverlayChanges } from '@/lib/hash-overlay';
import { SyncDeletePage } from './components/sync-delete-page';
import { SyncedAppsPage } from './components/synced-apps-page';
import { syncDeleteLoader, syncedAppsLoader } from './sync-loaders';

/** The synced-app screens (spec §2 /sync, /sync/delete), children of the protected route. */
export function syncRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.sync,
      loader: syncedAppsLoader(store),
      // Opening or closing #detailApp changes only the hash: no reload of the data.
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      element: <SyncedAppsPage />,
    },
    {
      path: PortalRoutes.syncDelete,
      loader: syncDeleteLoader(store),
      // Opening or closing #confirmationDialog changes only the hash: the choice stays.
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      element: <SyncDeletePage />,
    },
  ];
}

import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import { keepDataWhenOnlyOverlayChanges } from '@/lib/navigation/hash-overlay';

const loaders = () => import('./sync-loaders');

/**
 * The synced-app screens (spec §2 /sync, /sync/delete), children of the protected route;
 * each fetched when first opened.
 */
export function syncRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: PortalRoutes.sync,
      // Opening or closing #detailApp changes only the hash: no reload of the data.
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      lazy: async () => {
        const [{ SyncedAppsPage }, { syncedAppsLoader }] = await Promise.all([import('./components/synced-apps-page'), loaders()]);
        return { Component: SyncedAppsPage, loader: syncedAppsLoader(store) };
      },
    },
    {
      path: PortalRoutes.syncDelete,
      // Opening or closing #confirmationDialog changes only the hash: the choice stays.
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      lazy: async () => {
        const [{ SyncDeletePage }, { syncDeleteLoader }] = await Promise.all([import('./components/sync-delete-page'), loaders()]);
        return { Component: SyncDeletePage, loader: syncDeleteLoader(store) };
      },
    },
  ];
}

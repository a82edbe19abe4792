import type { AppStore } from '@/app/store';
import { deviceContextsApi } from '@/lib/shared-api/get-device-contexts';
import { incompletedTasksApi } from '@/lib/shared-api/get-incompleted-tasks';
import { quotaUsageApi } from '@/lib/shared-api/get-quota-usage';
import { whenSignedIn } from '@/lib/api/when-signed-in';
import { redirectMarked, selectionReset, selectionSet } from '@/stores/selection-slice';
import { takePendingSyncDeletion } from './pending-sync-deletion';

/*
 * The synced-app screens load their data before they show (spec §2 Routing), once the
 * session check has passed. A failed load still shows the screen, which says so and offers
 * to try again.
 */

function loadSyncedApps(store: AppStore): Promise<unknown> {
  return Promise.all([
    store.dispatch(quotaUsageApi.endpoints.getQuotaUsage.initiate(undefined, { subscribe: false })),
    store.dispatch(
      deviceContextsApi.endpoints.getDeviceContexts.initiate(undefined, { subscribe: false }),
    ),
    store.dispatch(
      incompletedTasksApi.endpoints.getIncompletedTasks.initiate(undefined, { subscribe: false }),
    ),
  ]);
}

/** /sync */
export function syncedAppsLoader(store: AppStore) {
  return async () => {
    if (await whenSignedIn(store)) await loadSyncedApps(store);
    return null;
  };
}

/**
 * /sync/delete: starts with nothing selected, unless the choice comes back from the password
 * gate (then it is selected again and marked as a redirect, so the screen asks to confirm).
 */
export function syncDeleteLoader(store: AppStore) {
  return async () => {
    if (!(await whenSignedIn(store))) return null;
    const pending = takePendingSyncDeletion();
    if (pending) {
      store.dispatch(selectionSet(pending));
      store.dispatch(redirectMarked(true));
    } else {
      store.dispatch(selectionReset());
    }
    await loadSyncedApps(store);
    return null;
  };
}

import type { AppStore } from '@/app/store';
import { incompletedTasksApi } from '@/lib/shared-api/get-incompleted-tasks';
import { quotaUsageApi } from '@/lib/shared-api/get-quota-usage';
import { whenSignedIn } from '@/lib/api/when-signed-in';
import { redirectMarked, selectionReset, selectionSet } from '@/stores/selection-slice';
import { takePendingErasure } from './pending-erasure';

/**
 * The erasure screen's data, loaded before it shows once the session check has passed: the
 * requests in progress and the usage its counts come from. A choice made before the
 * password round trip becomes the selection again (marked as a redirect, so the screen asks
 * for the confirmation at once); otherwise the screen starts with nothing chosen.
 */
export function erasureLoader(store: AppStore) {
  return async () => {
    if (!(await whenSignedIn(store))) return null;
    const pending = takePendingErasure();
    if (pending) {
      store.dispatch(selectionSet(pending));
      store.dispatch(redirectMarked(true));
    } else {
      store.dispatch(selectionReset());
    }
    const options = { subscribe: false, forceRefetch: true } as const;
    await Promise.all([
      store.dispatch(incompletedTasksApi.endpoints.getIncompletedTasks.initiate(undefined, options)),
      store.dispatch(quotaUsageApi.endpoints.getQuotaUsage.initiate(undefined, options)),
    ]);
    return null;
  };
}

import type { ErasureRequest } from '@cloud-portal/contract/erasure';
import type { SyncAppCid } from '@cloud-portal/domain/sync-apps';
import { cloudApi } from '@/lib/api/cloud-api';
import { listAcceptedTask, sendErasureRequest } from '@/lib/erasure/erasure-request';

/**
 * Deletes the synced data of some apps: an erasure request for their cids (the server's
 * worker erases them on every device), with the confirm token. Once accepted, the cids are
 * an unfinished task's: they leave the synced list and its size at once (spec §4 Synced app
 * deletion), then the usage is fetched again. The refusals the screen's dialog explains (spec
 * §8 Erasure) are kept from the global handler; every other failure goes to it.
 */
export const deleteSyncedAppsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    deleteSyncedApps: build.mutation<ErasureRequest, readonly SyncAppCid[]>({
      queryFn: (cids, { signal }) => sendErasureRequest(cids, signal),
      onQueryStarted: (_cids, { dispatch, queryFulfilled }) =>
        listAcceptedTask(dispatch, queryFulfilled),
      invalidatesTags: (result) =>
        result ? ['QuotaUsage', 'ErasureTasks', 'DeviceContexts', 'AppUsage'] : [],
    }),
  }),
});

export const { useDeleteSyncedAppsMutation } = deleteSyncedAppsApi;

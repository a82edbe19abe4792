import type {
  ErasureRequest,
  ErasureRequestBody,
  requestErasure as requestErasureEndpoint,
} from '@cloud-portal/contract/erasure';
import type { SyncAppCid } from '@cloud-portal/domain/sync-apps';
import { request } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { cloudApi } from '@/lib/cloud-api';
import { confirmTokenHeaders, forgetConfirmToken } from '@/lib/confirm-token';
import { newDeletionBatchId } from '@/lib/deletion-batch';
import { isShownByErasureDialog } from '@/lib/erasure-failure';
import { handleGlobalError } from '@/lib/global-error-handler';
import { incompletedTasksApi } from '@/lib/shared-api/get-incompleted-tasks';

// Checked against the contract at compile time; type-only imports keep TypeBox out of the bundle.
const endpoint = {
  method: 'DELETE',
  path: '/api/lgi/eos/v1/data',
} as const satisfies Pick<typeof requestErasureEndpoint, 'method' | 'path'>;

const TASK_TYPE = 'CSWEB_DATA_ERASURE' satisfies ErasureRequestBody['taskType'];

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
      async queryFn(cids, { signal }) {
        try {
          const data = await request<ErasureRequest>(endpoint.method, endpoint.path, {
            body: { taskType: TASK_TYPE, extendedRequest: [...cids] } satisfies ErasureRequestBody,
            // One call is the whole run: its own batch, and the token is spent after it.
            headers: confirmTokenHeaders(newDeletionBatchId()),
            signal,
            skipGlobalErrorHandler: true,
          });
          return { data };
        } catch (error) {
          if (!isApiError(error)) throw error;
          // The screen's dialog explains these refusals; every other one is the global handler's.
          if (!isShownByErasureDialog(error)) handleGlobalError(error, { isTicketCall: false });
          return { error: { status: error.status, rcode: error.rcode, rmsg: error.rmsg } };
        } finally {
          forgetConfirmToken();
        }
      },
      async onQueryStarted(_cids, { dispatch, queryFulfilled }) {
        try {
          const { data: accepted } = await queryFulfilled;
          dispatch(
            incompletedTasksApi.util.updateQueryData('getIncompletedTasks', undefined, (tasks) => {
              tasks.push({
                referenceId: accepted.referenceId,
                taskType: accepted.taskType,
                startedAt: accepted.startedAt,
                expiryAt: accepted.expiryAt,
                cids: accepted.extendedRequest,
              });
            }),
          );
        } catch {
          // Refused: nothing changed; the screen shows why.
        }
      },
      invalidatesTags: (result) =>
        result ? ['QuotaUsage', 'ErasureTasks', 'DeviceContexts', 'AppUsage'] : [],
    }),
  }),
});

export const { useDeleteSyncedAppsMutation } = deleteSyncedAppsApi;

import type {
  ErasureRequest,
  ErasureRequestBody,
  requestErasure as requestErasureEndpoint,
} from '@cloud-portal/contract/erasure';
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
 * Requests erasure of personal data (spec §3 Erasure request, §7 `DELETE /lgi/eos/v1/data`)
 * with the confirm token. The server adds the partners of paired ids (spec §5) and answers
 * what it will erase; the accepted task joins the unfinished ones at once, then they and the
 * usage are fetched again. The refusals the screen's dialog explains (spec §8 Erasure) are kept
 * from the global handler; every other failure goes to it.
 */
export const requestDataErasureApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    requestDataErasure: build.mutation<ErasureRequest, readonly string[]>({
      async queryFn(ids, { signal }) {
        try {
          const data = await request<ErasureRequest>(endpoint.method, endpoint.path, {
            body: { taskType: TASK_TYPE, extendedRequest: [...ids] } satisfies ErasureRequestBody,
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
      async onQueryStarted(_ids, { dispatch, queryFulfilled }) {
        try {
          const { data: accepted } = await queryFulfilled;
          dispatch(
            incompletedTasksApi.util.updateQueryData('getIncompletedTasks', undefined, (tasks) => {
              if (tasks.some((task) => task.referenceId === accepted.referenceId)) return;
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
      invalidatesTags: (result) => (result ? ['ErasureTasks', 'QuotaUsage'] : []),
    }),
  }),
});

export const { useRequestDataErasureMutation } = requestDataErasureApi;

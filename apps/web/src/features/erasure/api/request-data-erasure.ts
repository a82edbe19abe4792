import type {
  ErasureRequest,
  ErasureRequestBody,
  requestErasure as requestErasureEndpoint,
} from '@cloud-portal/contract/erasure';
import { cloudApi } from '@/lib/cloud-api';
import { confirmTokenHeaders } from '@/lib/confirm-token';
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
 * usage are fetched again.
 */
export const requestDataErasureApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    requestDataErasure: build.mutation<ErasureRequest, readonly string[]>({
      query: (ids) => ({
        method: endpoint.method,
        path: endpoint.path,
        body: { taskType: TASK_TYPE, extendedRequest: [...ids] } satisfies ErasureRequestBody,
        headers: confirmTokenHeaders(),
      }),
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

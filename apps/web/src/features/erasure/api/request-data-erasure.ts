import type { ErasureRequest } from '@cloud-portal/contract/erasure';
import { cloudApi } from '@/lib/api/cloud-api';
import { listAcceptedTask, sendErasureRequest } from '@/lib/erasure/erasure-request';

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
      queryFn: (ids, { signal }) => sendErasureRequest(ids, signal),
      onQueryStarted: (_ids, { dispatch, queryFulfilled }) =>
        listAcceptedTask(dispatch, queryFulfilled),
      invalidatesTags: (result) => (result ? ['ErasureTasks', 'QuotaUsage'] : []),
    }),
  }),
});

export const { useRequestDataErasureMutation } = requestDataErasureApi;

import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  ErasureRequest,
  ErasureRequestBody,
} from '@cloud-portal/contract/erasure';
import type { AppDispatch } from '@/app/store';
import { request } from '@/lib/api/api-client';
import { isApiError } from '@/lib/api/api-error';
import type { CloudCallError } from '@/lib/api/cloud-api';
import { confirmTokenHeaders, forgetConfirmToken } from '@/lib/api/confirm-token';
import { newDeletionBatchId } from '@/lib/deletion-batch';
import { isShownByErasureDialog } from '@/lib/erasure/erasure-failure';
import { handleGlobalError } from '@/lib/api/global-error-handler';
import { incompletedTasksApi } from '../shared-api/get-incompleted-tasks';

const endpoint = endpointRoutes.requestErasure;

const TASK_TYPE = 'CSWEB_DATA_ERASURE' satisfies ErasureRequestBody['taskType'];

/**
 * Sends an erasure request for `ids` (spec §3 Erasure request, §7 `DELETE /lgi/eos/v1/data`)
 * with the confirm token, in a deletion batch of its own; the token is spent after it. The
 * refusals the screens' erasure dialog explains (spec §8 Erasure) are answered, kept from the
 * global handler; every other failure goes to it. The erasure screen and the synced apps'
 * deletion both send it (each as an RTK Query mutation's `queryFn`).
 */
export async function sendErasureRequest(
  ids: readonly string[],
  signal: AbortSignal,
): Promise<{ data: ErasureRequest } | { error: CloudCallError }> {
  try {
    const data = await request<ErasureRequest>(endpoint.method, endpoint.path, {
      body: { taskType: TASK_TYPE, extendedRequest: [...ids] } satisfies ErasureRequestBody,
      headers: confirmTokenHeaders(newDeletionBatchId()),
      signal,
      skipGlobalErrorHandler: true,
    });
    return { data };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (!isShownByErasureDialog(error)) handleGlobalError(error, { isTicketCall: false });
    return { error: { status: error.status, rcode: error.rcode, rmsg: error.rmsg } };
  } finally {
    forgetConfirmToken();
  }
}

/**
 * Once a request is accepted its task joins the unfinished ones at once (what it erases
 * leaves the screens now, not at the next fetch); a task already listed stays as it is.
 */
export async function listAcceptedTask(
  dispatch: AppDispatch,
  accepted: Promise<{ data: ErasureRequest }>,
): Promise<void> {
  try {
    const { data } = await accepted;
    dispatch(
      incompletedTasksApi.util.updateQueryData('getIncompletedTasks', undefined, (tasks) => {
        if (tasks.some((task) => task.referenceId === data.referenceId)) return;
        tasks.push({
          referenceId: data.referenceId,
          taskType: data.taskType,
          startedAt: data.startedAt,
          expiryAt: data.expiryAt,
          cids: data.extendedRequest,
        });
      }),
    );
  } catch {
    // Refused: nothing changed; the screen shows why.
  }
}

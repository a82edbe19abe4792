import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { buildPath } from '@cloud-portal/contract/endpoint';
import { cloudApi } from '@/lib/api/cloud-api';
import { confirmTokenHeaders } from '@/lib/api/confirm-token';
import { refreshExpiryCounter, temporaryBackupsApi } from './get-temporary-backups';

const endpoint = endpointRoutes.deleteTemporaryBackup;

/** Deletes a temporary backup (needs the confirm token); it then leaves the cached list. */
export const deleteTemporaryBackupApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    deleteTemporaryBackup: build.mutation<{ id: string }, { id: string; batchId: string }>({
      query: ({ id, batchId }) => ({
        method: endpoint.method,
        path: buildPath(endpoint.path, { id }),
        headers: confirmTokenHeaders(batchId),
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          temporaryBackupsApi.util.updateQueryData('getTemporaryBackups', undefined, (draft) =>
            draft.filter((backup) => backup.id !== id),
          ),
        );
        dispatch(refreshExpiryCounter());
      },
    }),
  }),
});

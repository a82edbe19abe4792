import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  DeletedBackupContent,
} from '@cloud-portal/contract/backup';
import { buildPath } from '@cloud-portal/contract/endpoint';
import { cloudApi } from '@/lib/api/cloud-api';
import { confirmTokenHeaders } from '@/lib/api/confirm-token';
import { backupDevicesApi } from './get-backup-devices';

const endpoint = endpointRoutes.deleteBackupContent;

export interface DeleteBackupContentArgs {
  deviceId: string;
  cid: string;
}

/** `/api/backup/v4/contents/{cid}?tdid={deviceId}&cid={cid}` (spec §7 sends the cid twice). */
export function backupContentPath({ deviceId, cid }: DeleteBackupContentArgs): string {
  const query = new URLSearchParams({ tdid: deviceId, cid });
  return `${buildPath(endpoint.path, { cid })}?${query.toString()}`;
}

/**
 * Deletes one content id from one device's backup (needs the confirm token). Once deleted,
 * the item leaves that device in the cached list (spec §4: "removing one content item
 * removes it from the selected device").
 */
export const deleteBackupContentApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    deleteBackupContent: build.mutation<DeletedBackupContent, DeleteBackupContentArgs & { batchId: string }>({
      query: ({ batchId, ...args }) => ({
        method: endpoint.method,
        path: backupContentPath(args),
        headers: confirmTokenHeaders(batchId),
      }),
      async onQueryStarted({ deviceId, cid }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          backupDevicesApi.util.updateQueryData('getBackupDevice', deviceId, (draft) => {
            if (draft.device) draft.device.items = draft.device.items.filter((item) => item.cid !== cid);
          }),
        );
      },
      // The freed space shows at once on the storage card and in My devices' app usage.
      invalidatesTags: (_result, error) => (error ? [] : ['QuotaUsage', 'AppUsage']),
    }),
  }),
});

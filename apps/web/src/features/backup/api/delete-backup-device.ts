import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type Type from 'typebox';
import type {
  DeletedBackupDevice,
} from '@cloud-portal/contract/backup';
import { buildPath } from '@cloud-portal/contract/endpoint';
import { cloudApi } from '@/lib/api/cloud-api';
import { confirmTokenHeaders } from '@/lib/api/confirm-token';
import { backupDevicesApi } from './get-backup-devices';

const endpoint = endpointRoutes.deleteBackupDevice;

/**
 * Deletes a device's whole backup (needs the confirm token, spec §5). Once the server has
 * deleted it, the device leaves the cached list (spec §4 Backup deletion), so every screen
 * updates without loading the list again.
 */
export const deleteBackupDeviceApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    deleteBackupDevice: build.mutation<Type.Static<typeof DeletedBackupDevice>, { deviceId: string; batchId: string }>({
      query: ({ deviceId, batchId }) => ({
        method: endpoint.method,
        path: buildPath(endpoint.path, { id: deviceId }),
        headers: confirmTokenHeaders(batchId),
      }),
      async onQueryStarted({ deviceId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // Nothing was deleted; the caller reports the failure.
        }
        dispatch(
          backupDevicesApi.util.updateQueryData('getBackupDevices', undefined, (draft) => {
            draft.devices = draft.devices.filter((device) => device.device_id !== deviceId);
          }),
        );
      },
      // The freed space shows at once on the storage card and in My devices' app usage.
      invalidatesTags: (_result, error) => (error ? [] : ['QuotaUsage', 'AppUsage']),
    }),
  }),
});

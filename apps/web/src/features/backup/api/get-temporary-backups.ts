import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  TemporaryBackup,
  TemporaryBackupsResponse,
} from '@cloud-portal/contract/temporary-backup';
import type { AppThunk } from '@/app/store';
import { cloudApi } from '@/lib/api/cloud-api';
import { keptQueryOptions } from '@/lib/api/kept-queries';
import { expiryCounterUpdated } from '../backup-slice';
import { countExpiringSoon, isExpiringSoon, temporaryBackupDaysLeft } from '../temporary-backup-expiry';

const endpoint = endpointRoutes.getTemporaryBackups;

/** A temporary backup as the screens show it (spec §3 Temporary backup: expiryAt, daysLeft, device). */
export type TemporaryBackupView = TemporaryBackup & { daysLeft: number; isExpiringSoon: boolean };

export function toTemporaryBackupView(backup: TemporaryBackup, now: number): TemporaryBackupView {
  const daysLeft = temporaryBackupDaysLeft(backup.expiryAt, now);
  return { ...backup, daysLeft, isExpiringSoon: isExpiringSoon(daysLeft) };
}

export const temporaryBackupsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getTemporaryBackups: build.query<TemporaryBackupView[], void>({
      // Kept across reloads (spec §3 tempBackupData).
      ...keptQueryOptions,
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      transformResponse: (response: TemporaryBackupsResponse) => {
        const now = Date.now();
        return response.backups
          .map((backup) => toTemporaryBackupView(backup, now))
          .sort((a, b) => a.expiryAt - b.expiryAt);
      },
      providesTags: ['TemporaryBackups'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(expiryCounterUpdated(countExpiringSoon(data)));
        } catch {
          // A failed load leaves the count as it was; the screen shows the error.
        }
      },
    }),
  }),
});

export const { useGetTemporaryBackupsQuery } = temporaryBackupsApi;

/** Recounts the expiryCounter from the cached list, after the list was changed in place. */
export function refreshExpiryCounter(): AppThunk {
  return (dispatch, getState) => {
    const { data } = temporaryBackupsApi.endpoints.getTemporaryBackups.select()(getState());
    dispatch(expiryCounterUpdated(countExpiringSoon(data ?? [])));
  };
}

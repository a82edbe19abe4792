import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { buildPath } from '@cloud-portal/contract/endpoint';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type {
  ExtendedTemporaryBackup,
} from '@cloud-portal/contract/temporary-backup';
import { request } from '@/lib/api/api-client';
import { isApiError } from '@/lib/api/api-error';
import { cloudApi } from '@/lib/api/cloud-api';
import { handleGlobalError } from '@/lib/api/global-error-handler';
import { temporaryBackupDaysLeft, isExpiringSoon } from '../temporary-backup-expiry';
import { refreshExpiryCounter, temporaryBackupsApi } from './get-temporary-backups';

const endpoint = endpointRoutes.extendTemporaryBackup;

/** The server's answer when the expiry was postponed before: it can be postponed once (spec §8 Extend). */
export function isAlreadyPostponed(error: { status: number; rcode: number | null }): boolean {
  return (
    error.status === Rcodes.EXPIRY_ALREADY_POSTPONED.status &&
    error.rcode === Rcodes.EXPIRY_ALREADY_POSTPONED.rcode
  );
}

/**
 * Postpones the expiry of a temporary backup. A 403 40300108 ("already postponed") is this
 * screen's to show: the global handler would send every 403 it does not ignore to the 403
 * page, so this call keeps that one answer from it and passes every other failure on.
 */
export const extendTemporaryBackupApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    extendTemporaryBackup: build.mutation<ExtendedTemporaryBackup, { id: string }>({
      async queryFn({ id }, { signal }) {
        try {
          const data = await request<ExtendedTemporaryBackup>(
            endpoint.method,
            buildPath(endpoint.path, { id }),
            { body: {}, signal, skipGlobalErrorHandler: true },
          );
          return { data };
        } catch (error) {
          if (!isApiError(error)) throw error;
          if (!isAlreadyPostponed(error)) handleGlobalError(error, { isTicketCall: false });
          return { error: { status: error.status, rcode: error.rcode, rmsg: error.rmsg } };
        }
      },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        let extended: ExtendedTemporaryBackup;
        try {
          ({ data: extended } = await queryFulfilled);
        } catch (failure) {
          // Postponed meanwhile (another browser): the list learns it, and Extend says so.
          const error = (failure as { error?: { status: number; rcode: number | null } }).error;
          if (error !== undefined && isAlreadyPostponed(error)) {
            dispatch(
              temporaryBackupsApi.util.updateQueryData('getTemporaryBackups', undefined, (draft) => {
                const backup = draft.find((candidate) => candidate.id === id);
                if (backup) backup.extended = true;
              }),
            );
          }
          return;
        }
        const now = Date.now();
        dispatch(
          temporaryBackupsApi.util.updateQueryData('getTemporaryBackups', undefined, (draft) => {
            const backup = draft.find((candidate) => candidate.id === id);
            if (!backup) return;
            backup.expiryAt = extended.expiryAt;
            backup.extended = true;
            backup.daysLeft = temporaryBackupDaysLeft(extended.expiryAt, now);
            backup.isExpiringSoon = isExpiringSoon(backup.daysLeft);
          }),
        );
        dispatch(refreshExpiryCounter());
      },
    }),
  }),
});

export const { useExtendTemporaryBackupMutation } = extendTemporaryBackupApi;

import type { TypedStartListening } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { keepQueryAnswers } from '@/lib/keep-query-answers';
import { backupDevicesApi } from './api/get-backup-devices';
import { temporaryBackupsApi } from './api/get-temporary-backups';
import { backupListKept, temporaryBackupsKept } from './backup-slice';

/**
 * The backup slice keeps a copy of the two backup lists for the persisted client store
 * (spec §3: the user's backup list and the temporary backups), following every change to
 * them, deletions and extensions included, so the copy never shows a backup that is gone.
 */
export function keepBackupLists(startListening: TypedStartListening<RootState>): void {
  keepQueryAnswers(
    startListening,
    backupDevicesApi.endpoints.getBackupDevices.select(),
    backupListKept,
  );
  keepQueryAnswers(
    startListening,
    temporaryBackupsApi.endpoints.getTemporaryBackups.select(),
    temporaryBackupsKept,
  );
}

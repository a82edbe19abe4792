import { withKeptData } from '@/lib/api/kept-queries';
import { useGetBackupDevicesQuery } from './api/get-backup-devices';
import { useGetTemporaryBackupsQuery } from './api/get-temporary-backups';

/*
 * The backup lists as the screens that show them read them: the cached answer, which after a
 * reload is, until the first fresh one arrives, the one the persisted client store kept
 * (spec §3). The deletion screens read the queries without it (`withoutKeptData`): what to
 * delete is chosen from the server's answer, never from an old copy.
 */

/** The user's backup list (GET /backup/v4/devices). */
export function useBackupDevices() {
  return withKeptData(useGetBackupDevicesQuery());
}

/** The temporary backups (GET /ctb/csweb/backups). */
export function useTemporaryBackups() {
  return withKeptData(useGetTemporaryBackupsQuery());
}

import { useAppSelector } from '@/app/hooks';
import { withKeptData } from './with-kept-data';
import { useGetBackupDevicesQuery } from './api/get-backup-devices';
import { useGetTemporaryBackupsQuery } from './api/get-temporary-backups';
import { selectKeptBackupList, selectKeptTemporaryBackups } from './backup-slice';

/*
 * The backup lists as the screens that show them read them: the cached answer, or, while
 * the first one of a reload is on its way, the copy the persisted client store kept
 * (spec §3). The deletion screens read the queries themselves: what to delete is chosen
 * from the server's answer, never from an old copy.
 */

/** The user's backup list (GET /backup/v4/devices). */
export function useBackupDevices() {
  return withKeptData(useGetBackupDevicesQuery(), useAppSelector(selectKeptBackupList));
}

/** The temporary backups (GET /ctb/csweb/backups). */
export function useTemporaryBackups() {
  return withKeptData(useGetTemporaryBackupsQuery(), useAppSelector(selectKeptTemporaryBackups));
}

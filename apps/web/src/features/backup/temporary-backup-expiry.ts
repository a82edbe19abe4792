import { DAY_IN_MS } from '@cloud-portal/domain/constants';

/**
 * A temporary backup counts as "expiring soon" (spec §3 Backup state: expiryCounter) with
 * this many days left or fewer. The spec gives no number: a week leaves time to restore or
 * postpone, and the server's 30-day retention makes it the last quarter of a backup's life.
 */
export const TEMPORARY_BACKUP_EXPIRING_SOON_DAYS = 7;

/**
 * Days left before a temporary backup expires, counted in started days: 1 on its last day,
 * 0 once it has expired (the server no longer lists those).
 */
export function temporaryBackupDaysLeft(expiryAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiryAt - now) / DAY_IN_MS));
}

export function isExpiringSoon(daysLeft: number): boolean {
  return daysLeft <= TEMPORARY_BACKUP_EXPIRING_SOON_DAYS;
}

/** The expiryCounter of spec §3: how many temporary backups expire soon. */
export function countExpiringSoon(backups: ReadonlyArray<{ daysLeft: number }>): number {
  return backups.filter((backup) => isExpiringSoon(backup.daysLeft)).length;
}

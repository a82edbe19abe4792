import { BACKUP_EXPIRING_AFTER_DAYS, BACKUP_RETENTION_DAYS, DAY_IN_MS } from './constants';

/**
 * Backup expiry of spec §4 and §9: a device backup is kept 365 days after its last backup;
 * after more than 335 days it is flagged as expiring so the owner can back up again in time.
 */

export interface BackupDeviceInput {
  device_id: string;
  model: string;
  /** Epoch milliseconds of the device's most recent backup. */
  latest_backup_time: number;
  alias?: string | null;
  modelCode?: string;
  modelName?: string;
  e2Type?: string;
}

export interface BackupExpiry {
  /** Whole days left before the backup is deleted; 0 on its last day. */
  daysLeft: number;
  isExpiring: boolean;
}

/**
 * Whole days elapsed since the last backup. A backup time in the future (clock skew between
 * the device and the server) counts as today rather than giving more than 365 days left.
 */
export function daysSinceLastBackup(latestBackupTime: number, now: number): number {
  return Math.max(0, Math.floor((now - latestBackupTime) / DAY_IN_MS));
}

export function backupExpiry(latestBackupTime: number, now: number): BackupExpiry {
  const daysSince = daysSinceLastBackup(latestBackupTime, now);
  return {
    daysLeft: BACKUP_RETENTION_DAYS - daysSince,
    isExpiring: daysSince > BACKUP_EXPIRING_AFTER_DAYS && daysSince <= BACKUP_RETENTION_DAYS,
  };
}

/**
 * The backups still kept at `now` (daysLeft >= 0) are exactly those whose latest backup is
 * after this instant: the retention rule as one comparison a database can run on an index.
 */
export function retentionCutoff(now: number): number {
  return now - (BACKUP_RETENTION_DAYS + 1) * DAY_IN_MS;
}

/**
 * Adds daysLeft and isExpiring to each device, drops the ones already past retention
 * (daysLeft < 0) and puts the most recently backed-up device first. Ties keep their order.
 */
export function withBackupExpiry<T extends BackupDeviceInput>(
  devices: readonly T[],
  now: number,
): Array<T & BackupExpiry> {
  return devices
    .map((device) => ({ ...device, ...backupExpiry(device.latest_backup_time, now) }))
    .filter((device) => device.daysLeft >= 0)
    .sort((a, b) => b.latest_backup_time - a.latest_backup_time);
}

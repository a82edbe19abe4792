import { backupExpiry } from '@cloud-portal/domain/backup-expiry';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { backupItems, backups } from '../../db/schema';

/** One content id of a device backup, as usage reports count it. */
export interface BackupUsageRow {
  /** devices.id of the backed-up device. */
  deviceRef: string;
  cid: string;
  /** Bytes. */
  usage: number;
  count: number;
  latestBackupTime: Date;
}

/**
 * The backup items of the account (or of some of its devices, by devices.id), read from the
 * backup module's tables in one query. Backups past the 365-day retention are gone for the
 * user (the backup list leaves them out, spec §4), so their items count nowhere either.
 */
export async function selectBackupUsage(
  db: Db,
  accountId: string,
  options: { now: number; deviceRefs?: readonly string[] },
): Promise<BackupUsageRow[]> {
  if (options.deviceRefs?.length === 0) return [];
  const rows = await db
    .select({
      deviceRef: backups.deviceRef,
      backupLatestTime: backups.latestBackupTime,
      cid: backupItems.cid,
      usage: backupItems.usage,
      count: backupItems.count,
      latestBackupTime: backupItems.latestBackupTime,
    })
    .from(backupItems)
    .innerJoin(backups, eq(backups.id, backupItems.backupId))
    .where(
      and(
        eq(backupItems.accountId, accountId),
        eq(backups.accountId, accountId),
        options.deviceRefs ? inArray(backups.deviceRef, [...options.deviceRefs]) : undefined,
      ),
    )
    .orderBy(asc(backups.deviceRef), asc(backupItems.cid));
  return rows
    .filter((row) => backupExpiry(row.backupLatestTime.getTime(), options.now).daysLeft >= 0)
    .map(({ backupLatestTime: _backupLatestTime, ...row }) => row);
}

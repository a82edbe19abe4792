import { retentionCutoff } from '@cloud-portal/domain/backup-expiry';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
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
 * Backup items (joined with their backups) of the account, or of some of its devices by
 * devices.id, in backups within the 365-day retention: past it a backup is gone for the user
 * (the backup list leaves it out, spec §4), so its items count nowhere either.
 */
function inRetainedBackups(accountId: string, now: number, deviceRefs?: readonly string[]): SQL | undefined {
  return and(
    eq(backupItems.accountId, accountId),
    eq(backups.accountId, accountId),
    deviceRefs ? inArray(backups.deviceRef, [...deviceRefs]) : undefined,
    gt(backups.latestBackupTime, new Date(retentionCutoff(now))),
  );
}

/** The backup items of the account (or of some of its devices), read from the backup module's tables in one query. */
export async function selectBackupUsage(
  db: Db,
  accountId: string,
  options: { now: number; deviceRefs?: readonly string[] },
): Promise<BackupUsageRow[]> {
  if (options.deviceRefs?.length === 0) return [];
  return db
    .select({
      deviceRef: backups.deviceRef,
      cid: backupItems.cid,
      usage: backupItems.usage,
      count: backupItems.count,
      latestBackupTime: backupItems.latestBackupTime,
    })
    .from(backupItems)
    .innerJoin(backups, eq(backups.id, backupItems.backupId))
    .where(inRetainedBackups(accountId, options.now, options.deviceRefs))
    .orderBy(asc(backups.deviceRef), asc(backupItems.cid));
}

/** Backed-up bytes and items of the account summed per cid. */
export interface BackupUsageTotal {
  cid: string;
  usage: number;
  count: number;
}

/**
 * The cids each device's backup holds (device context backup_list), for some of the account's
 * devices by devices.id and in cid order; backups past retention left out. One row per device:
 * the database gathers the cids.
 */
export async function selectBackupCidsOfDevices(
  db: Db,
  accountId: string,
  deviceRefs: readonly string[],
  now: number,
): Promise<Map<string, string[]>> {
  if (deviceRefs.length === 0) return new Map();
  const rows = await db
    .select({ deviceRef: backups.deviceRef, cids: sql<string[]>`array_agg(${backupItems.cid} order by ${backupItems.cid})` })
    .from(backupItems)
    .innerJoin(backups, eq(backups.id, backupItems.backupId))
    .where(inRetainedBackups(accountId, now, deviceRefs))
    .groupBy(backups.deviceRef);
  return new Map(rows.map(({ deviceRef, cids }) => [deviceRef, cids]));
}

/**
 * The account's backup items summed per cid in the database, over the backups within the
 * 365-day retention only: one query, one row per cid whatever the number of devices.
 */
export async function sumBackupUsageByCid(db: Db, accountId: string, now: number): Promise<BackupUsageTotal[]> {
  return db
    .select({
      cid: backupItems.cid,
      usage: sql<number>`coalesce(sum(${backupItems.usage}), 0)`.mapWith(Number),
      count: sql<number>`coalesce(sum(${backupItems.count}), 0)`.mapWith(Number),
    })
    .from(backupItems)
    .innerJoin(backups, eq(backups.id, backupItems.backupId))
    .where(inRetainedBackups(accountId, now))
    .groupBy(backupItems.cid)
    .orderBy(asc(backupItems.cid));
}

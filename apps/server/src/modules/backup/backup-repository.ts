import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { epochMs, jsonList, listsByKey } from '../../db/json-lists';
import { backupItems, backups, cloudAccounts, devices } from '../../db/schema';
import type { BackupItemState } from '@cloud-portal/domain/backup-item-state';
import { deviceIdInByteOrder, type DeviceRow } from '../devices/device-registry';

export type BackupRow = typeof backups.$inferSelect;
export type BackupItemRow = typeof backupItems.$inferSelect;

export interface BackupWithDevice {
  backup: BackupRow;
  device: DeviceRow;
}

/** What one backup run reports for one content id. */
export interface BackupItemWrite {
  cid: string;
  usage: number;
  count: number;
  state: BackupItemState;
  encrypted: boolean;
}

/** Which of the account's backups a list reads. */
export interface BackupListFilter {
  /** Only backups whose latest backup is after this instant (the retention cutoff). */
  keptAfter: Date;
  /** Only this device's backup. */
  deviceId?: string;
  /** Only devices whose id sorts after this one (the page before ended there). */
  afterDeviceId?: string | null;
  /** At most this many rows. */
  limit?: number;
}

export interface ListedBackup extends BackupWithDevice {
  /** Bytes of all the backup's items, summed by the database. */
  totalUsage: number;
}

/**
 * The account's backups with their devices and the bytes each holds, in device-id order (the
 * page key, and a stable tie-break), past-retention ones left out by the database. The sums
 * come from backup_items_account_idx alone (an index-only scan of the account's items).
 */
export async function selectBackupsWithDevices(db: Db, accountId: string, filter: BackupListFilter): Promise<ListedBackup[]> {
  const totals = db
    .select({ backupId: backupItems.backupId, usage: sql<number>`sum(${backupItems.usage})`.as('total_usage') })
    .from(backupItems)
    .where(eq(backupItems.accountId, accountId))
    .groupBy(backupItems.backupId)
    .as('totals');
  const query = db
    .select({ backup: backups, device: devices, totalUsage: sql<number>`coalesce(${totals.usage}, 0)`.mapWith(Number) })
    .from(backups)
    .innerJoin(devices, eq(devices.id, backups.deviceRef))
    .leftJoin(totals, eq(totals.backupId, backups.id))
    .where(
      and(
        eq(backups.accountId, accountId),
        eq(devices.accountId, accountId),
        gt(backups.latestBackupTime, filter.keptAfter),
        filter.deviceId === undefined ? undefined : eq(devices.deviceId, filter.deviceId),
        filter.afterDeviceId ? sql`${deviceIdInByteOrder} > ${filter.afterDeviceId}` : undefined,
      ),
    )
    .orderBy(deviceIdInByteOrder);
  return filter.limit === undefined ? query : query.limit(filter.limit);
}

/** One backup item as the backup list shows it: times in epoch milliseconds. */
export interface ListedBackupItem {
  cid: string;
  usage: number;
  count: number;
  backupTime: number;
  latestBackupTime: number;
  state: BackupItemState;
  encrypted: boolean;
}

/** The items of some of the account's backups, grouped per backup id and in cid order (db/json-lists.ts). */
export async function selectBackupItemLists(db: Db, accountId: string, backupIds: readonly string[]): Promise<Map<string, ListedBackupItem[]>> {
  if (backupIds.length === 0) return new Map();
  const rows = await db
    .select({
      key: backupItems.backupId,
      list: jsonList<ListedBackupItem>(
        {
          cid: backupItems.cid,
          usage: backupItems.usage,
          count: backupItems.count,
          backupTime: epochMs(backupItems.backupTime),
          latestBackupTime: epochMs(backupItems.latestBackupTime),
          state: backupItems.state,
          encrypted: backupItems.encrypted,
        },
        backupItems.cid,
      ),
    })
    .from(backupItems)
    .where(and(eq(backupItems.accountId, accountId), inArray(backupItems.backupId, [...backupIds])))
    .groupBy(backupItems.backupId);
  return listsByKey(rows);
}

/**
 * The backup of the account's device with this device id, or null. With `lock` the backup
 * row stays locked until the transaction ends, so changes to one backup (staggered content
 * deletes, a device backing up meanwhile) run one after the other.
 */
export async function selectBackupOfDevice(
  db: Db,
  accountId: string,
  deviceId: string,
  options: { lock: boolean },
): Promise<BackupWithDevice | null> {
  const query = db
    .select({ backup: backups, device: devices })
    .from(backups)
    .innerJoin(devices, eq(devices.id, backups.deviceRef))
    .where(and(eq(devices.accountId, accountId), eq(devices.deviceId, deviceId), eq(backups.accountId, accountId)));
  const [row] = options.lock ? await query.for('update', { of: backups }) : await query;
  return row ?? null;
}

/**
 * Creates the device's backup, or locks the existing one (the no-op update takes the row
 * lock, see selectBackupOfDevice). A new backup starts at `backupTime`.
 */
export async function upsertBackup(db: Db, accountId: string, deviceRef: string, backupTime: Date): Promise<BackupRow> {
  const [row] = await db
    .insert(backups)
    .values({ accountId, deviceRef, latestBackupTime: backupTime })
    .onConflictDoUpdate({ target: backups.deviceRef, set: { deviceRef: sql`excluded.device_ref` } })
    .returning();
  if (!row) throw new Error('backup upsert returned nothing');
  return row;
}

/**
 * Writes what a backup run at `backupTime` reported. An item already held keeps its first
 * backup_time; everything else is replaced by the new report.
 */
export async function upsertBackupItems(
  db: Db,
  accountId: string,
  backupId: string,
  items: readonly BackupItemWrite[],
  backupTime: Date,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(backupItems)
    .values(items.map((item) => ({ ...item, backupId, accountId, backupTime, latestBackupTime: backupTime })))
    .onConflictDoUpdate({
      target: [backupItems.backupId, backupItems.cid],
      set: {
        usage: sql`excluded.usage`,
        count: sql`excluded.count`,
        state: sql`excluded.state`,
        encrypted: sql`excluded.encrypted`,
        latestBackupTime: sql`excluded.latest_backup_time`,
      },
    });
}

/** Deletes one item; false when the backup does not hold that cid. */
export async function deleteBackupItem(db: Db, backupId: string, cid: string): Promise<boolean> {
  const deleted = await db
    .delete(backupItems)
    .where(and(eq(backupItems.backupId, backupId), eq(backupItems.cid, cid)))
    .returning({ cid: backupItems.cid });
  return deleted.length > 0;
}

/** The most recent latest_backup_time among the backup's items; null when it holds none. */
export async function selectLatestItemBackupTime(db: Db, backupId: string): Promise<Date | null> {
  const [row] = await db
    .select({ latest: max(backupItems.latestBackupTime) })
    .from(backupItems)
    .where(eq(backupItems.backupId, backupId));
  return row?.latest ?? null;
}

export async function updateBackupLatestTime(db: Db, backupId: string, latestBackupTime: Date): Promise<void> {
  await db.update(backups).set({ latestBackupTime }).where(eq(backups.id, backupId));
}

/** Deletes a backup and its items (the items explicitly, not only by the foreign key's cascade). */
export async function deleteBackupAndItems(db: Db, backupId: string): Promise<void> {
  await db.delete(backupItems).where(eq(backupItems.backupId, backupId));
  await db.delete(backups).where(eq(backups.id, backupId));
}

/** The account-wide "backups are encrypted" flag; false when the account has no cloud settings yet. */
export async function selectBackupEncryptedFlag(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ backupEncrypted: cloudAccounts.backupEncrypted })
    .from(cloudAccounts)
    .where(eq(cloudAccounts.accountId, accountId));
  return row?.backupEncrypted ?? false;
}

import type { BackupDevice, BackupDevicesQuery, BackupDevicesResponse, BackupItem, DeletedBackupContent } from '@cloud-portal/contract/backup';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { Bytes, ContentId } from '@cloud-portal/contract/wire-types';
import { backupExpiry, retentionCutoff, withBackupExpiry } from '@cloud-portal/domain/backup-expiry';
import { isBackupItemState, type BackupItemState } from '@cloud-portal/domain/backup-item-state';
import Value from 'typebox/value';
import { BACKUP_RUN_FILES_MAX, BackupRunFile } from '@cloud-portal/contract/device-data';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { decodeDeviceCursor, pageOf } from '../../http/page-cursor';
import { findDevice } from '../devices/device-registry';
import {
  deleteBackupAndItems,
  deleteBackupItem,
  selectBackupEncryptedFlag,
  selectBackupItemLists,
  selectBackupOfDevice,
  selectBackupsWithDevices,
  selectLatestItemBackupTime,
  updateBackupLatestTime,
  upsertBackup,
  upsertBackupItems,
  type ListedBackupItem,
  type BackupWithDevice,
} from './backup-repository';
import { deleteBackupFilesOf, replaceBackupFiles, type BackupFileWrite } from './backup-file-repository';
import { deviceSummary } from './device-summary';

/** What a device reports for one content id when it backs up. */
export interface RecordedBackupItem {
  cid: string;
  /** Bytes. */
  usage: number;
  count: number;
  state: BackupItemState;
  encrypted: boolean;
  /** The category's files (their bytes uploaded before); none kept when absent. */
  files?: readonly BackupFileWrite[];
}

/** The most files one backup run names (the contract's limit, for every caller). */
const RUN_FILES_MAX = BACKUP_RUN_FILES_MAX;

/** The cursor name of the backup list's pages. */
const BACKUP_LIST = 'backups';

/**
 * The account's device backups (spec §4 Backup expiry): backups past the 365-day retention
 * are left out (by the database) and the most recently backed-up device comes first; a paged
 * list (`limit`) runs in device-id order instead, so pages never repeat or skip a device.
 * `view=summary` answers each device's total bytes instead of its items; `tdid` answers that
 * one device. Two queries, three with the items, whatever the number of devices.
 */
export async function listBackupDevices(db: Db, accountId: string, now: number, query: BackupDevicesQuery = {}): Promise<BackupDevicesResponse> {
  const afterDeviceId = decodeDeviceCursor(BACKUP_LIST, query.cursor);
  const [stored, encrypted] = await Promise.all([
    selectBackupsWithDevices(db, accountId, {
      keptAfter: new Date(retentionCutoff(now)),
      ...(query.tdid !== undefined && { deviceId: query.tdid }),
      afterDeviceId,
      ...(query.limit !== undefined && { limit: query.limit + 1 }),
    }),
    selectBackupEncryptedFlag(db, accountId),
  ]);
  const page = pageOf(stored, query.limit, BACKUP_LIST, ({ device }) => device.deviceId);
  const itemsByBackup =
    query.view === 'summary' ? null : await selectBackupItemLists(db, accountId, page.rows.map(({ backup }) => backup.id));
  const devices = page.rows.map(({ backup, device, totalUsage }): BackupDevice => ({
    ...deviceSummary(device),
    e2Type: device.e2eeType,
    latest_backup_time: backup.latestBackupTime.getTime(),
    ...(itemsByBackup ? { items: (itemsByBackup.get(backup.id) ?? []).map(wireBackupItem) } : { total_usage: totalUsage }),
  }));
  // Unpaged, the domain rule orders the list (its daysLeft and isExpiring are not on the wire:
  // the web derives them from latest_backup_time with the same rule).
  const ordered = query.limit === undefined ? withBackupExpiry(devices.map(sortable), now).map(({ wire }) => wire) : devices;
  return { devices: ordered, encrypted, ...(page.nextCursor && { nextCursor: page.nextCursor }) };
}

/** The domain rule's input type has no null alias: the wire device rides along beside it. */
function sortable(wire: BackupDevice) {
  return { device_id: wire.device_id, model: wire.model, latest_backup_time: wire.latest_backup_time, wire };
}

/**
 * Records one backup run of a device (the demo seeder and the device side use it): creates
 * the device's backup on its first run, writes the reported items, and moves the backup's
 * latest_backup_time to the newest of its items. Items the run did not report are kept: a
 * device may back up only some categories at a time.
 */
export async function recordDeviceBackup(
  db: Db,
  accountId: string,
  deviceId: string,
  items: readonly RecordedBackupItem[],
  backupTime: Date,
  /** Runs last inside the transaction: the crash test kills the process there. */
  hooks: { beforeCommit?: () => Promise<void> } = {},
): Promise<void> {
  assertValidItems(items);
  await db.transaction(async (tx) => {
    const device = await findDevice(tx, accountId, deviceId);
    if (!device) throw new ApiError(Rcodes.NOT_FOUND, 'No such device on this account.');
    const backup = await upsertBackup(tx, accountId, device.id, backupTime);
    await upsertBackupItems(tx, accountId, backup.id, items.map(({ files: _files, ...item }) => item), backupTime);
    await replaceBackupFiles(tx, accountId, backup.id, items.map(({ cid, encrypted, files }) => ({ cid, encrypted, files: files ?? [] })));
    const latest = await selectLatestItemBackupTime(tx, backup.id);
    if (latest) await updateBackupLatestTime(tx, backup.id, latest);
    await hooks.beforeCommit?.();
  });
}

/**
 * Deletes one content id from a device's backup and recomputes the backup's
 * latest_backup_time from the items that remain. When none remains the backup stays, empty,
 * with the time it had: the device did back up then, and retention counts from it.
 */
export async function removeBackupContent(
  db: Db,
  accountId: string,
  deviceId: string,
  cid: string,
  now: number,
): Promise<DeletedBackupContent> {
  return db.transaction(async (tx) => {
    const { backup } = await requireListedBackup(tx, accountId, deviceId, now);
    if (!(await deleteBackupItem(tx, backup.id, cid))) {
      throw new ApiError(Rcodes.NOT_FOUND, `The backup of this device holds no ${cid}.`);
    }
    await deleteBackupFilesOf(tx, backup.id, cid);
    const latest = await selectLatestItemBackupTime(tx, backup.id);
    if (latest) await updateBackupLatestTime(tx, backup.id, latest);
    return { device_id: deviceId, cid };
  });
}

/** Deletes a device's backup and all its items; the device itself stays registered. */
export async function removeDeviceBackup(db: Db, accountId: string, deviceId: string, now: number): Promise<{ device_id: string }> {
  return db.transaction(async (tx) => {
    const { backup } = await requireListedBackup(tx, accountId, deviceId, now);
    await deleteBackupAndItems(tx, backup.id);
    return { device_id: deviceId };
  });
}

/**
 * The device's backup, locked for the transaction. An unknown device, another account's
 * device, a device without a backup and a backup past retention (which the list leaves
 * out) are all simply not found.
 */
async function requireListedBackup(db: Db, accountId: string, deviceId: string, now: number): Promise<BackupWithDevice> {
  const found = await selectBackupOfDevice(db, accountId, deviceId, { lock: true });
  if (!found || backupExpiry(found.backup.latestBackupTime.getTime(), now).daysLeft < 0) {
    throw new ApiError(Rcodes.NOT_FOUND, 'This device has no backup.');
  }
  return found;
}

function wireBackupItem(item: ListedBackupItem): BackupItem {
  // The column holds one of the domain's states (its check constraint), the wire's too.
  return {
    cid: item.cid,
    usage: item.usage,
    count: item.count,
    backup_time: item.backupTime,
    latest_backup_time: item.latestBackupTime,
    state: item.state,
    encrypted: item.encrypted,
  };
}

/** A device report is checked as strictly as a request body: bad input changes nothing. */
function assertValidItems(items: readonly RecordedBackupItem[]): void {
  const files = items.reduce((total, item) => total + (item.files?.length ?? 0), 0);
  if (files > RUN_FILES_MAX) throw new ApiError(Rcodes.INVALID_REQUEST, `A backup run names at most ${RUN_FILES_MAX} files; this one names ${files}.`);
  const seen = new Set<string>();
  for (const item of items) {
    const problem = itemProblem(item, seen);
    if (problem) throw new ApiError(Rcodes.INVALID_REQUEST, `Backup item "${item.cid}" ${problem}.`);
    seen.add(item.cid);
  }
}

function itemProblem(item: RecordedBackupItem, seenCids: ReadonlySet<string>): string | null {
  // The contract's own rules, so whatever is recorded can be sent on the wire.
  if (!Value.Check(ContentId, item.cid)) return 'is not a valid content id';
  if (seenCids.has(item.cid)) return 'is reported twice';
  if (!Value.Check(Bytes, item.usage)) return 'has an invalid usage';
  if (!Number.isSafeInteger(item.count) || item.count < 0) return 'has an invalid count';
  if (!isBackupItemState(item.state)) return 'has an unknown state';
  return item.files ? filesProblem(item.files, item.usage) : null;
}

function filesProblem(files: readonly BackupFileWrite[], usage: number): string | null {
  const names = new Set<string>();
  let total = 0;
  for (const file of files) {
    const { name } = file;
    if (!Value.Check(BackupRunFile, file)) return `names an invalid file "${name}"`;
    if (names.has(file.name)) return `names the file "${file.name}" twice`;
    names.add(file.name);
    total += file.size;
  }
  // The portal shows and counts a category's usage: the files it stores must fit in it.
  return total <= usage ? null : `has a usage of ${usage} bytes but files of ${total}`;
}
